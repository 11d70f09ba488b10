// Demo data for an empty database: the super-administrator, the measurement fields, a demo team and project.
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import type { DB } from './schema';

export const MEASURE_FIELDS = ['林业', '农业', '生态修复'] as const;

export interface SeedOptions {
  adminPhone: string;
  adminPassword: string;
  /** also create the demo team and demo project (off in most tests) */
  demo: boolean;
  now: Date;
}

export interface SeedResult {
  seeded: boolean;
  adminId: number;
}

/** Idempotent: measurement fields always exist; the rest only when there is no user yet. */
export async function seedDatabase(db: Kysely<DB>, opts: SeedOptions): Promise<SeedResult> {
  // Instances starting together on an empty database seed it at the same time: the unique keys decide.
  for (const name of MEASURE_FIELDS) {
    await db
      .insertInto('measure_fields')
      .values({ name })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  const anyUser = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirst();
  if (anyUser) return { seeded: false, adminId: anyUser.id };

  const at = opts.now.toISOString();
  const passwordHash = await hashPassword(opts.adminPassword);
  return db.transaction().execute(async (trx) => {
    const admin = await trx
      .insertInto('users')
      .values({
        username: '超级管理员',
        phone_number: opts.adminPhone,
        password_hash: passwordHash,
        avatar: null,
        status: 0,
        is_super_admin: 1,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('phone_number').doNothing())
      .returning('id')
      .executeTakeFirst();
    // another instance seeded first
    if (!admin) {
      const first = await trx.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
      return { seeded: false, adminId: first.id };
    }
    const forestry = await trx
      .selectFrom('measure_fields')
      .select('id')
      .where('name', '=', '林业')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_measure_fields')
      .values({ user_id: admin.id, field_id: forestry.id })
      .execute();
    if (opts.demo) await seedDemoProject(trx, admin.id, at);
    return { seeded: true, adminId: admin.id };
  });
}

async function seedDemoProject(trx: Kysely<DB>, adminId: number, at: string): Promise<void> {
  const team = await trx
    .insertInto('teams')
    .values({ name: '演示团队', creator_id: adminId, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('team_members')
    .values({ team_id: team.id, user_id: adminId, role: 'Admin', joined_at: at })
    .execute();
  const project = await trx
    .insertInto('projects')
    .values({
      team_id: team.id,
      name: '1000亩茶园建设项目（演示）',
      type: 'forestry',
      province: '浙江省',
      city: '杭州市',
      county: '淳安县',
      building_period: 2,
      operating_period: 10,
      computed: 0,
      creator_id: adminId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('sub_projects')
    .values({
      project_id: project.id,
      name: '茶园',
      type: 0,
      trees: '茶树',
      construction: '集约林栽培',
      forestation_method: '纯林',
      breed_target: '经济林',
      product_categories: '叶/鲜叶',
      created_at: at,
      updated_at: at,
    })
    .execute();
  await trx
    .insertInto('versions')
    .values({
      project_id: project.id,
      name: '算例版本',
      status: 'VersionStatus.UNGENERATED',
      settings: '{}',
      creator_id: adminId,
      last_editor_id: adminId,
      created_at: at,
      updated_at: at,
    })
    .execute();
  for (const kind of ['project.create', 'version.create'] as const) {
    await trx
      .insertInto('events')
      .values({
        user_id: adminId,
        kind,
        project_id: project.id,
        version_id: null,
        subject: null,
        detail: null,
        created_at: at,
      })
      .execute();
  }
}
