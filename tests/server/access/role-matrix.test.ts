// The role matrix (README “Roles”; src/core/contracts/roles.ts) over every actor × action: allowed, 403 or 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTeam, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { createProject } from '../projects/fixtures';

type Actor = 'creator' | 'teamAdmin' | 'member' | 'collaborator' | 'outsider';
const ACTORS: Actor[] = ['creator', 'teamAdmin', 'member', 'collaborator', 'outsider'];

interface Scene {
  projectId: number;
  versionId: number;
  /** a collaborator other than the acting one, for removal */
  bystander: { id: number; phone: string };
  fresh: { phone: string };
}

type Request = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };

const LOCATION = { province: '浙江省', city: '杭州市', county: '淳安县' };

/** Expected HTTP status per actor for each project action. */
const PROJECT_MATRIX: Record<string, { call: (s: Scene) => Request; expect: Record<Actor, number> }> = {
  'view the project': {
    call: (s) => ({ method: 'GET', url: `/v1/forestry_project/detail/${s.projectId}` }),
    expect: { creator: 200, teamAdmin: 200, member: 200, collaborator: 200, outsider: 404 },
  },
  'edit data: create a sub-project': {
    call: (s) => ({
      method: 'POST',
      url: `/v1/forestry_project/create_subproject/${s.projectId}`,
      payload: { name: '苗圃', type: 1 },
    }),
    expect: { creator: 200, teamAdmin: 200, member: 200, collaborator: 200, outsider: 404 },
  },
  'edit data: create and delete a version': {
    call: (s) => ({ method: 'DELETE', url: `/v1/forestry_project/delete_version/${s.versionId}` }),
    expect: { creator: 200, teamAdmin: 200, member: 200, collaborator: 200, outsider: 404 },
  },
  'update the project (name, periods)': {
    call: (s) => ({
      method: 'PUT',
      url: `/v1/forestry_project/update/${s.projectId}`,
      payload: { name: '改名', ...LOCATION, building_period: 3, operating_period: 10 },
    }),
    expect: { creator: 200, teamAdmin: 200, member: 403, collaborator: 403, outsider: 404 },
  },
  'delete the project': {
    call: (s) => ({ method: 'DELETE', url: `/v1/forestry_project/delete/${s.projectId}` }),
    expect: { creator: 200, teamAdmin: 200, member: 403, collaborator: 403, outsider: 404 },
  },
  'invite a collaborator': {
    call: (s) => ({
      method: 'POST',
      url: '/v1/forestry_project/add_user',
      payload: { phone_number: s.fresh.phone, project_id: s.projectId },
    }),
    expect: { creator: 200, teamAdmin: 200, member: 403, collaborator: 403, outsider: 404 },
  },
  'list collaborators': {
    call: (s) => ({ method: 'GET', url: `/v1/forestry_project/collaborators/${s.projectId}` }),
    expect: { creator: 200, teamAdmin: 200, member: 200, collaborator: 200, outsider: 404 },
  },
  'remove another collaborator': {
    call: (s) => ({
      method: 'POST',
      url: '/v1/forestry_project/remove_user',
      payload: { project_id: s.projectId, user_id: s.bystander.id },
    }),
    expect: { creator: 200, teamAdmin: 200, member: 403, collaborator: 403, outsider: 404 },
  },
};

/** The actions each role sees in the project row (what the UI shows). */
const PERMISSIONS: Record<Exclude<Actor, 'outsider'>, string[]> = {
  creator: ['view', 'edit', 'update', 'delete', 'manageCollaborators'],
  teamAdmin: ['view', 'edit', 'update', 'delete', 'manageCollaborators'],
  member: ['view', 'edit'],
  collaborator: ['view', 'edit'],
};

describe.each(dbTargets())('role matrix on %s', (dialect) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  const ids = {} as Record<Actor, number>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const users = {} as Record<Actor, { id: number; phone_number: string }>;
    for (const a of ACTORS) users[a] = await createUser(t);
    // the creator is a plain member of the team; the admin did not create the project
    const team = await createTeam(t, users.teamAdmin.id, '甲团队', [users.creator.id, users.member.id]);
    const other = await createTeam(t, users.outsider.id, '乙团队');
    const roleOf: Record<Actor, { id: number; role: string } | null> = {
      creator: { id: team.id, role: 'Member' },
      teamAdmin: { id: team.id, role: 'Admin' },
      member: { id: team.id, role: 'Member' },
      collaborator: null,
      outsider: { id: other.id, role: 'Admin' },
    };
    for (const a of ACTORS) {
      ids[a] = users[a].id;
      tokens[a] = await tokenFor(t, users[a].id, roleOf[a]);
    }
  });
  afterAll(async () => t.close());

  /** A fresh project of the team by the creator, with the collaborator and a bystander invited, and two versions. */
  async function scene(): Promise<Scene> {
    const { projectId, versionId } = await createProject(t, tokens.creator);
    const bystander = await createUser(t);
    const fresh = await createUser(t);
    for (const phone of [
      (
        await t.deps.db
          .selectFrom('users')
          .select('phone_number')
          .where('id', '=', ids.collaborator)
          .executeTakeFirstOrThrow()
      ).phone_number,
      bystander.phone_number,
    ]) {
      const invited = await t.call({
        method: 'POST',
        url: '/v1/forestry_project/add_user',
        token: tokens.creator,
        payload: { phone_number: phone, project_id: projectId },
      });
      expect(invited.statusCode).toBe(200);
    }
    const second = await t.call({
      method: 'POST',
      url: `/v1/forestry_project/create_version/${projectId}`,
      token: tokens.creator,
      payload: { version: '第二版' },
    });
    expect(second.statusCode).toBe(200);
    return {
      projectId,
      versionId,
      bystander: { id: bystander.id, phone: bystander.phone_number },
      fresh: { phone: fresh.phone_number },
    };
  }

  const CASES = Object.keys(PROJECT_MATRIX).flatMap((action) =>
    ACTORS.map((actor) => [action, actor] as const),
  );

  it.each(CASES)('%s as %s', async (action, actor) => {
    const entry = PROJECT_MATRIX[action]!;
    const s = await scene();
    const res = await t.call({ ...entry.call(s), token: tokens[actor] });
    expect(res.statusCode, res.body).toBe(entry.expect[actor]);
    if (res.statusCode === 403) expect(res.body_.message).toMatch(/^只有项目创建者或团队管理员可以/);
    if (res.statusCode === 404) expect(res.body_.message).toMatch(/^(项目|版本)不存在或无权访问$/);
  });

  it.each(Object.keys(PERMISSIONS) as Array<keyof typeof PERMISSIONS>)(
    'tells %s what they may do (list and detail)',
    async (actor) => {
      const s = await scene();
      const detail = await t.call({
        method: 'GET',
        url: `/v1/forestry_project/detail/${s.projectId}`,
        token: tokens[actor],
      });
      expect(detail.body_.data.permissions).toEqual(PERMISSIONS[actor]);
      const list = await t.call({
        method: 'GET',
        url: '/v1/forestry_project/view_list',
        token: tokens[actor],
      });
      const row = list.body_.data.projects.find((p: { id: number }) => p.id === s.projectId);
      expect(row.permissions).toEqual(PERMISSIONS[actor]);
    },
  );

  it('a collaborator may leave a project by removing themselves, and then no longer sees it', async () => {
    const s = await scene();
    const leave = await t.call({
      method: 'POST',
      url: '/v1/forestry_project/remove_user',
      token: tokens.collaborator,
      payload: { project_id: s.projectId, user_id: ids.collaborator },
    });
    expect(leave.statusCode).toBe(200);
    const detail = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/detail/${s.projectId}`,
      token: tokens.collaborator,
    });
    expect(detail.statusCode).toBe(404);
    const list = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/collaborators/${s.projectId}`,
      token: tokens.creator,
    });
    expect(list.body_.data.map((c: { user_id: number }) => c.user_id)).toEqual([s.bystander.id]);
  });

  describe('team members', () => {
    /** Expected status per actor for removing a plain member / the admin from the team. */
    const TEAM_MATRIX: Record<string, { target: 'member' | 'teamAdmin'; expect: Record<Actor, number> }> = {
      'remove a member': {
        target: 'member',
        // the creator is a Member of the team: only the team admin removes people
        expect: { creator: 403, teamAdmin: 200, member: 403, collaborator: 404, outsider: 404 },
      },
      'remove the admin': {
        target: 'teamAdmin',
        expect: { creator: 403, teamAdmin: 400, member: 403, collaborator: 404, outsider: 404 },
      },
    };
    const TEAM_CASES = Object.keys(TEAM_MATRIX).flatMap((action) =>
      ACTORS.map((actor) => [action, actor] as const),
    );

    it.each(TEAM_CASES)('%s as %s', async (action, actor) => {
      const entry = TEAM_MATRIX[action]!;
      const team = await createTeam(t, ids.teamAdmin, '丙团队', [ids.creator, ids.member]);
      const res = await t.call({
        method: 'POST',
        url: '/v1/team/remove_user',
        token: tokens[actor],
        payload: { team_id: team.id, user_id: ids[entry.target] },
      });
      expect(res.statusCode, res.body).toBe(entry.expect[actor]);
      const still = await t.deps.db
        .selectFrom('team_members')
        .select('user_id')
        .where('team_id', '=', team.id)
        .where('user_id', '=', ids[entry.target])
        .executeTakeFirst();
      expect(Boolean(still)).toBe(res.statusCode !== 200);
    });

    it('a removed member loses the team projects at once; a member lists the roster and can always leave', async () => {
      const team = await createTeam(t, ids.teamAdmin, '丁团队', [ids.member, ids.creator]);
      const memberToken = await tokenFor(t, ids.member, { id: team.id, role: 'Member' });
      const creatorToken = await tokenFor(t, ids.creator, { id: team.id, role: 'Member' });
      const { projectId } = await createProject(t, creatorToken);
      const roster = await t.call({ method: 'GET', url: `/v1/team/members/${team.id}`, token: memberToken });
      expect(roster.body_.data.members.map((m: { user_id: number }) => m.user_id).sort()).toEqual(
        [ids.teamAdmin, ids.member, ids.creator].sort(),
      );
      const outsider = await t.call({
        method: 'GET',
        url: `/v1/team/members/${team.id}`,
        token: tokens.outsider,
      });
      expect(outsider.statusCode).toBe(404);
      const removed = await t.call({
        method: 'POST',
        url: '/v1/team/remove_user',
        token: await tokenFor(t, ids.teamAdmin, { id: team.id, role: 'Admin' }),
        payload: { team_id: team.id, user_id: ids.member },
      });
      expect(removed.statusCode).toBe(200);
      const gone = await t.call({
        method: 'GET',
        url: `/v1/forestry_project/detail/${projectId}`,
        token: memberToken,
      });
      expect(gone.statusCode).toBe(404);
      const leave = await t.call({ method: 'POST', url: `/v1/team/exit/${team.id}`, token: creatorToken });
      expect(leave.statusCode).toBe(200);
    });
  });
});
