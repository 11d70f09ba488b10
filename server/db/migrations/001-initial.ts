// The first schema: every table of the product, with the constraints that protect integrity.
import { sql, type Kysely, type CreateTableBuilder } from 'kysely';
import type { Dialect } from '../dialect';

type Builder = CreateTableBuilder<string, never>;

export function initialMigration(dialect: Dialect) {
  const withId = (t: Builder): Builder =>
    dialect === 'pg'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  // Timestamps are ISO text on both dialects: they sort correctly and read back identically.
  const stamps = (t: Builder): Builder =>
    t.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await stamps(
        withId(db.schema.createTable('users'))
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('phone_number', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('avatar', 'text')
          .addColumn('status', 'integer', (c) =>
            c
              .notNull()
              .defaultTo(2)
              .check(sql`status between 0 and 4`),
          )
          .addColumn('is_super_admin', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();

      await withId(db.schema.createTable('measure_fields'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .execute();

      await db.schema
        .createTable('user_measure_fields')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('field_id', 'integer', (c) =>
          c.notNull().references('measure_fields.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('user_measure_fields_pk', ['user_id', 'field_id'])
        .execute();

      await stamps(
        withId(db.schema.createTable('teams'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null')),
      ).execute();

      await db.schema
        .createTable('team_members')
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('Admin', 'Member')`))
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
        .execute();

      await stamps(
        withId(db.schema.createTable('projects'))
          .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('set null'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('type', 'text', (c) => c.notNull().defaultTo('forestry'))
          .addColumn('province', 'text', (c) => c.notNull())
          .addColumn('city', 'text', (c) => c.notNull())
          .addColumn('county', 'text', (c) => c.notNull())
          .addColumn('building_period', 'integer', (c) =>
            c.notNull().check(sql`building_period between 1 and 10`),
          )
          .addColumn('operating_period', 'integer', (c) =>
            c.notNull().check(sql`operating_period between 1 and 60`),
          )
          .addColumn('computed', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addCheckConstraint('projects_period_total', sql`building_period + operating_period <= 60`),
      ).execute();

      await db.schema
        .createTable('project_collaborators')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('project_collaborators_pk', ['project_id', 'user_id'])
        .execute();

      await stamps(
        withId(db.schema.createTable('sub_projects'))
          .addColumn('project_id', 'integer', (c) =>
            c.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('type', 'integer', (c) => c.notNull().check(sql`type between 0 and 3`))
          .addColumn('trees', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('construction', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('forestation_method', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('breed_target', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('product_categories', 'text', (c) => c.notNull().defaultTo(''))
          .addUniqueConstraint('sub_projects_name_unique', ['project_id', 'name']),
      ).execute();

      await stamps(
        withId(db.schema.createTable('versions'))
          .addColumn('project_id', 'integer', (c) =>
            c.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('VersionStatus.UNGENERATED'))
          .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
          .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('last_editor_id', 'integer', (c) => c.references('users.id').onDelete('set null')),
      ).execute();

      await withId(db.schema.createTable('version_inputs'))
        .addColumn('version_id', 'integer', (c) => c.notNull().references('versions.id').onDelete('cascade'))
        .addColumn('template_key', 'text', (c) => c.notNull())
        .addColumn('sub_project_id', 'integer', (c) => c.references('sub_projects.id').onDelete('cascade'))
        .addColumn('scope', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('cells', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('rows', 'text')
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('version_inputs_key', ['version_id', 'template_key', 'scope', 'table_id'])
        .execute();

      await db.schema
        .createTable('version_results')
        .addColumn('version_id', 'integer', (c) =>
          c.primaryKey().references('versions.id').onDelete('cascade'),
        )
        .addColumn('model_input', 'text', (c) => c.notNull())
        .addColumn('indicators', 'text', (c) => c.notNull())
        .addColumn('messages', 'text', (c) => c.notNull())
        .addColumn('engine_version', 'text', (c) => c.notNull())
        .addColumn('template_version', 'text', (c) => c.notNull())
        .addColumn('computed_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('computed_tables')
        .addColumn('version_id', 'integer', (c) => c.notNull().references('versions.id').onDelete('cascade'))
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('computed_tables_pk', ['version_id', 'table_id'])
        .execute();

      await db.schema
        .createTable('captchas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('answer_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('sms_codes'))
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('client_ip', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('consumed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('refresh_tokens'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_id', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('set null'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('replaced_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('events'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('project_id', 'integer')
        .addColumn('version_id', 'integer')
        .addColumn('subject', 'text')
        .addColumn('detail', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      for (const [name, table, cols] of [
        ['team_members_user', 'team_members', ['user_id']],
        ['projects_team', 'projects', ['team_id']],
        ['sub_projects_project', 'sub_projects', ['project_id']],
        ['versions_project', 'versions', ['project_id']],
        ['version_inputs_version', 'version_inputs', ['version_id']],
        ['sms_codes_phone', 'sms_codes', ['phone_number', 'created_at']],
        ['refresh_tokens_family', 'refresh_tokens', ['family_id']],
        ['events_kind_user', 'events', ['kind', 'user_id']],
        ['events_subject', 'events', ['kind', 'subject', 'created_at']],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on(table)
          .columns([...cols])
          .execute();
      }
    },
  };
}
