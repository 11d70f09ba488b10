// Shared set-up of the project suites: a team with an admin, a member and an outsider, and a helper to create projects.
import { createTeam, createUser, tokenFor, type TestApp } from '../helpers/test-app';

export const LOCATION = { province: '浙江省', city: '杭州市', county: '淳安县' };

export interface Cast {
  owner: { id: number; token: string; phone: string };
  member: { id: number; token: string; phone: string };
  outsider: { id: number; token: string; phone: string };
  teamId: number;
}

/** owner (team admin) and member share a team; outsider has a team of their own. */
export async function createCast(t: TestApp): Promise<Cast> {
  const owner = await createUser(t);
  const member = await createUser(t);
  const outsider = await createUser(t);
  const team = await createTeam(t, owner.id, '甲团队', [member.id]);
  const otherTeam = await createTeam(t, outsider.id, '乙团队');
  return {
    teamId: team.id,
    owner: {
      id: owner.id,
      phone: owner.phone_number,
      token: await tokenFor(t, owner.id, { id: team.id, role: 'Admin' }),
    },
    member: {
      id: member.id,
      phone: member.phone_number,
      token: await tokenFor(t, member.id, { id: team.id, role: 'Member' }),
    },
    outsider: {
      id: outsider.id,
      phone: outsider.phone_number,
      token: await tokenFor(t, outsider.id, { id: otherTeam.id, role: 'Admin' }),
    },
  };
}

export async function createProject(
  t: TestApp,
  token: string,
  over: Record<string, unknown> = {},
): Promise<{ projectId: number; versionId: number }> {
  const res = await t.call({
    method: 'POST',
    url: '/v1/forestry_project/create',
    token,
    payload: {
      name: '油茶基地',
      ...LOCATION,
      building_period: 2,
      operating_period: 10,
      version: '2026-11-22',
      ...over,
    },
  });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return { projectId: res.body_.data.project.id, versionId: res.body_.data.version.id };
}

export async function setStatus(t: TestApp, versionId: number, status: string): Promise<void> {
  await t.deps.db.updateTable('versions').set({ status }).where('id', '=', versionId).execute();
}

export async function statusOf(t: TestApp, versionId: number): Promise<string> {
  const row = await t.deps.db
    .selectFrom('versions')
    .select('status')
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  return row.status;
}
