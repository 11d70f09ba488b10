// Races answer 409 with the sequential path's Chinese message, never 500 (issue 13 items 6 and 7): N parallel
// requests through the real HTTP server, on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedFromInput } from '../../../server/services/compute/import-input';
import { createTestApp, createUser, nextPhone, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { serveHttp, statusCounts, type HttpAnswer, type HttpClient } from '../helpers/http';
import { createCast, createProject, type Cast } from '../projects/fixtures';
import { workedInput } from '../compute/worked-version';

const N = 16;

/** One winner, the rest refused with exactly `message` (409), no 500. */
function expectOneWinner(answers: HttpAnswer[], message: string) {
  expect(statusCounts(answers)).toEqual({ 200: 1, 409: answers.length - 1 });
  for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.message).toBe(message);
}

describe.each(dbTargets())('races on %s', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  let http: HttpClient;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    cast = await createCast(t);
    http = await serveHttp(t);
  });
  afterEach(async () => t.close());

  it('one sub-project name created N times at once: one 200, the rest 409 同一项目下子项目名称不能重复', async () => {
    const { projectId } = await createProject(t, cast.owner.token);
    const answers = await http.parallel(
      N,
      'POST',
      `/v1/forestry_project/create_subproject/${projectId}`,
      cast.owner.token,
      { name: '苗圃一', type: 1 },
    );
    expectOneWinner(answers, '同一项目下子项目名称不能重复');
    const rows = await t.deps.db
      .selectFrom('sub_projects')
      .select('id')
      .where('project_id', '=', projectId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('inviting one phone to a project N times at once: one 200, the rest 409 该用户已可以访问此项目', async () => {
    const { projectId } = await createProject(t, cast.owner.token);
    const answers = await http.parallel(N, 'POST', '/v1/forestry_project/add_user', cast.owner.token, {
      phone_number: cast.outsider.phone,
      project_id: projectId,
    });
    expectOneWinner(answers, '该用户已可以访问此项目');
  });

  it('inviting one phone to a team N times at once: one pending invitation, the rest 409', async () => {
    const invitee = await createUser(t);
    const answers = await http.parallel(N, 'POST', '/v1/team/add_user', cast.owner.token, {
      phone_number: invitee.phone_number,
      team_id: cast.teamId,
    });
    expectOneWinner(answers, '已邀请该用户，请等待对方确认');
    const pending = await t.deps.db
      .selectFrom('team_invitations')
      .select('id')
      .where('user_id', '=', invitee.id)
      .execute();
    expect(pending).toHaveLength(1);
  });

  it('add_account of one phone N times at once: one account, the rest 409 该手机号已注册', async () => {
    const admin = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('is_super_admin', '=', 1)
      .executeTakeFirstOrThrow();
    const token = await tokenFor(t, admin.id, null, true);
    const answers = await http.parallel(N, 'POST', '/v1/management/add_account', token, {
      user_name: '并发',
      phone_number: nextPhone(),
      password: 'longpass1',
    });
    expectOneWinner(answers, '该手机号已注册');
  });

  it('two clients making the first save of a table: one 200, the rest 409 数据已被他人修改，请刷新后重试', async () => {
    const { projectId, versionId } = await createProject(t, cast.owner.token);
    const sp = await http.request(
      'POST',
      `/v1/forestry_project/create_subproject/${projectId}`,
      cast.owner.token,
      { name: '苗圃一', type: 1 },
    );
    expect(sp.status).toBe(200);
    const generated = await http.request(
      'GET',
      `/v1/project_compute/generate_templates/${versionId}`,
      cast.owner.token,
    );
    expect(generated.status).toBe(200);
    const [key, table] = Object.entries(storedFromInput(workedInput, new Map())).find(([k]) =>
      k.startsWith('tab0/-/'),
    )!;
    const [templateId, , tableId] = key.split('/');
    const body = {
      version_id: versionId,
      template_id: templateId,
      tables: [
        {
          table_id: tableId,
          sub_project_id: null,
          revision: 0,
          cells: Object.entries(table.cells).map(([cell_id, content]) => ({ cell_id, content })),
        },
      ],
    };
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        http.request(
          'POST',
          '/v1/project_compute/update_table',
          i % 2 ? cast.member.token : cast.owner.token,
          body,
        ),
      ),
    );
    expectOneWinner(answers, '数据已被他人修改，请刷新后重试');
  });

  it('parallel delete_version calls never leave a project without a version', async () => {
    for (let round = 0; round < 3; round++) {
      const { projectId, versionId } = await createProject(t, cast.owner.token);
      const ids = [versionId];
      for (let i = 0; i < 4; i++) {
        const v = await http.request(
          'POST',
          `/v1/forestry_project/create_version/${projectId}`,
          cast.owner.token,
          { version: `v${i}` },
        );
        ids.push(v.body.data.id as number);
      }
      const answers = await Promise.all(
        ids.map((id) =>
          http.request('DELETE', `/v1/forestry_project/delete_version/${id}`, cast.owner.token),
        ),
      );
      expect(statusCounts(answers)).toEqual({ 200: 4, 400: 1 });
      expect(answers.find((a) => a.status === 400)?.body.message).toBe(
        '项目至少需要保留一个版本，不能删除最后一个版本',
      );
      const left = await t.deps.db
        .selectFrom('versions')
        .select('id')
        .where('project_id', '=', projectId)
        .execute();
      expect(left).toHaveLength(1);
    }
  });
});
