// Teams 团队: create (self or a named admin), quit, dissolve, invite by phone; membership roles Admin / Member.
import type { AppDeps } from '../../deps';
import type { CreateTeamBody } from '../../../src/core/contracts/team';
import type { CurrentUser } from '../../auth/guard';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import { recordEvent } from '../events';
import { normalUserByPhone } from '../account/account-service';

export const noSuchAccount = () => new AppError(404, 'USER_NOT_FOUND', '该手机号对应的账号不存在或未启用');

export async function teamExists(deps: AppDeps, teamId: number): Promise<{ id: number; name: string }> {
  const team = await deps.db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('id', '=', teamId)
    .executeTakeFirst();
  if (!team) throw notFound('团队不存在');
  return team;
}

/**
 * The caller's role in a team they may see. A team the caller is not in answers 404 like a team that does not
 * exist (never 403), so nobody learns which team ids exist; the super-administrator sees every team.
 */
async function roleOfCaller(deps: AppDeps, user: CurrentUser, teamId: number): Promise<string | null> {
  if (user.isSuperAdmin) await teamExists(deps, teamId);
  const role = await roleIn(deps, teamId, user.id);
  if (!role && !user.isSuperAdmin) throw notFound('团队不存在');
  return role;
}

async function roleIn(deps: AppDeps, teamId: number, userId: number): Promise<string | null> {
  const row = await deps.db
    .selectFrom('team_members')
    .select('role')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/**
 * POST /v1/team/create. The creator is Admin when is_admin; otherwise the named normal account is Admin and
 * the creator joins as Member (a super-administrator creating a team for others does not join it).
 */
export async function createTeam(
  deps: AppDeps,
  creator: CurrentUser,
  body: CreateTeamBody,
): Promise<{ id: number; name: string }> {
  const at = deps.now().toISOString();
  let adminId = creator.id;
  if (!body.is_admin) {
    const admin = await normalUserByPhone(deps, body.phone_number ?? '');
    if (!admin) throw noSuchAccount();
    adminId = admin.id;
  }
  const team = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('teams')
      .values({ name: body.team_name, creator_id: creator.id, created_at: at, updated_at: at })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('team_members')
      .values({ team_id: row.id, user_id: adminId, role: 'Admin', joined_at: at })
      .execute();
    if (adminId !== creator.id && !creator.isSuperAdmin) {
      await trx
        .insertInto('team_members')
        .values({ team_id: row.id, user_id: creator.id, role: 'Member', joined_at: at })
        .execute();
    }
    return row;
  });
  await recordEvent(deps.db, deps.now(), {
    userId: creator.id,
    kind: 'team.action',
    subject: `team:${team.id}`,
    detail: { action: 'create' },
  });
  return team;
}

/** POST /v1/team/exit/{id}: the last Admin must hand over or dissolve first. */
export async function quitTeam(deps: AppDeps, user: CurrentUser, teamId: number): Promise<void> {
  const role = await roleOfCaller(deps, user, teamId);
  if (!role) throw forbidden('您不是该团队的成员');
  if (role === 'Admin') {
    const admins = await deps.db
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId)
      .where('role', '=', 'Admin')
      .executeTakeFirst();
    if (Number(admins?.n ?? 0) <= 1)
      throw conflict('您是团队管理员，请先更换管理员或解散团队后再退出', 'LAST_ADMIN');
  }
  await deps.db
    .deleteFrom('team_members')
    .where('team_id', '=', teamId)
    .where('user_id', '=', user.id)
    .execute();
  await recordEvent(deps.db, deps.now(), {
    userId: user.id,
    kind: 'team.action',
    subject: `team:${teamId}`,
    detail: { action: 'exit' },
  });
}

/** Deletes a team and its memberships; its projects stay, without a team. */
export async function deleteTeam(deps: AppDeps, actorId: number, teamId: number): Promise<{ name: string }> {
  const team = await teamExists(deps, teamId);
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('projects').set({ team_id: null }).where('team_id', '=', teamId).execute();
    await trx.updateTable('refresh_tokens').set({ team_id: null }).where('team_id', '=', teamId).execute();
    await trx.deleteFrom('team_members').where('team_id', '=', teamId).execute();
    await trx.deleteFrom('teams').where('id', '=', teamId).execute();
  });
  await recordEvent(deps.db, deps.now(), {
    userId: actorId,
    kind: 'team.action',
    subject: `team:${teamId}`,
    detail: { action: 'dismiss', name: team.name },
  });
  return { name: team.name };
}

/** POST /v1/team/dismiss/{id}: only the team's Admin. */
export async function dismissTeam(
  deps: AppDeps,
  user: CurrentUser,
  teamId: number,
): Promise<{ name: string }> {
  const role = await roleOfCaller(deps, user, teamId);
  if (role !== 'Admin') throw forbidden('只有团队管理员可以解散团队');
  return deleteTeam(deps, user.id, teamId);
}

/** Adds a normal account to a team as Member (no check of who asks: callers authorise). */
export async function addMember(
  deps: AppDeps,
  actorId: number,
  teamId: number,
  phone: string,
): Promise<{ user_id: number }> {
  await teamExists(deps, teamId);
  const target = await normalUserByPhone(deps, phone);
  if (!target) throw noSuchAccount();
  if (await roleIn(deps, teamId, target.id)) throw conflict('该用户已是团队成员', 'ALREADY_MEMBER');
  await deps.db
    .insertInto('team_members')
    .values({ team_id: teamId, user_id: target.id, role: 'Member', joined_at: deps.now().toISOString() })
    .execute();
  await recordEvent(deps.db, deps.now(), {
    userId: actorId,
    kind: 'team.action',
    subject: `team:${teamId}`,
    detail: { action: 'add_user', user_id: target.id },
  });
  return { user_id: target.id };
}

/** POST /v1/team/add_user: the team's Admin invites by phone. */
export async function inviteMember(
  deps: AppDeps,
  user: CurrentUser,
  teamId: number,
  phone: string,
): Promise<{ user_id: number }> {
  const role = await roleOfCaller(deps, user, teamId);
  if (role !== 'Admin' && !user.isSuperAdmin) throw forbidden('只有团队管理员可以邀请成员');
  return addMember(deps, user.id, teamId, phone);
}
