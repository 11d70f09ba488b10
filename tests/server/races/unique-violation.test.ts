// The one mapping of unique-constraint violations to 409 (server/http/unique-violation.ts), fed with the real errors
// of both databases: whatever race slips past a service's check, the loser hears the sequential path's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicateConflict } from '../../../server/http/unique-violation';
import { createTestApp, createTeam, createUser, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { createCast, createProject } from '../projects/fixtures';

describe.each(dbTargets())('unique violations on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  /** The error the database raises for `insert` run twice. */
  async function violation(insert: () => Promise<unknown>): Promise<unknown> {
    await insert();
    return insert().then(
      () => new Error('no violation'),
      (err: unknown) => err,
    );
  }

  it('maps each table to its Chinese 409 and leaves other errors alone', async () => {
    const cast = await createCast(t);
    const { projectId, versionId } = await createProject(t, cast.owner.token);
    const user = await createUser(t);
    const team = await createTeam(t, user.id, '映射团队');
    const at = t.clock.now().toISOString();
    const db = t.deps.db;
    const cases: Array<[string, () => Promise<unknown>, string, string]> = [
      [
        'sub_projects',
        () =>
          db
            .insertInto('sub_projects')
            .values({
              project_id: projectId,
              name: '同名',
              type: 1,
              trees: '',
              construction: '',
              forestation_method: '',
              breed_target: '',
              product_categories: '',
              created_at: at,
              updated_at: at,
            })
            .execute(),
        'DUPLICATE_NAME',
        '同一项目下子项目名称不能重复',
      ],
      [
        'users',
        () =>
          db
            .insertInto('users')
            .values({
              username: 'x',
              phone_number: '13300000001',
              password_hash: 'x',
              status: 0,
              is_super_admin: 0,
              created_at: at,
              updated_at: at,
            })
            .execute(),
        'PHONE_TAKEN',
        '该手机号已注册',
      ],
      [
        'team_members',
        () =>
          db
            .insertInto('team_members')
            .values({ team_id: team.id, user_id: cast.member.id, role: 'Member', joined_at: at })
            .execute(),
        'ALREADY_MEMBER',
        '该用户已是团队成员',
      ],
      [
        'team_invitations',
        () =>
          db
            .insertInto('team_invitations')
            .values({ team_id: team.id, user_id: cast.outsider.id, role: 'Member', created_at: at })
            .execute(),
        'ALREADY_INVITED',
        '已邀请该用户，请等待对方确认',
      ],
      [
        'project_collaborators',
        () =>
          db
            .insertInto('project_collaborators')
            .values({ project_id: projectId, user_id: cast.outsider.id, created_at: at })
            .execute(),
        'ALREADY_COLLABORATOR',
        '该用户已可以访问此项目',
      ],
      [
        'version_inputs',
        () =>
          db
            .insertInto('version_inputs')
            .values({
              version_id: versionId,
              template_key: 'tab0',
              scope: '',
              table_id: 't',
              cells: '{}',
              revision: 1,
              updated_at: at,
            })
            .execute(),
        'STALE_REVISION',
        '数据已被他人修改，请刷新后重试',
      ],
    ];
    for (const [table, insert, error, message] of cases) {
      const mapped = duplicateConflict(await violation(insert));
      expect([table, mapped?.status, mapped?.error, mapped?.message]).toEqual([table, 409, error, message]);
    }
    // a foreign-key failure is not a duplicate
    const fk = await db
      .insertInto('team_members')
      .values({ team_id: 999999, user_id: user.id, role: 'Member', joined_at: at })
      .execute()
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(fk).not.toBeNull();
    expect(duplicateConflict(fk)).toBeNull();
    expect(duplicateConflict(new Error('UNIQUE but not from a database'))).toBeNull();
  });
});
