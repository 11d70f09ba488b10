// Teams 团队: create (self or a named admin), quit, dissolve, invite by phone; membership roles Admin / Member.
import type { AppDeps } from '../../deps';
import type { CreateTeamBody, TeamRoster } from '../../../src/core/contracts/team';
import type { CurrentUser } from '../../auth/guard';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { conflicts } from '../../http/conflicts';
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

export async function roleIn(deps: AppDeps, teamId: number, userId: number): Promise<string | null> {
  const row = await deps.db
    .selectFrom('team_members')
    .select('role')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/**
 * POST /v1/team/create. The creator administers the new team. Naming another account as admin invites it to take
 * over: it becomes Admin (and the creator a Member) only when it accepts. A super-administrator creating a team
 * for others places the admin directly and does not join (administration, logged in the event log).
 */
export async function createTeam(
  deps: AppDeps,
  creator: CurrentUser,
  body: CreateTeamBody,
): Promise<{ id: number; name: string; invited_user_id: number | null }> {
  const at = deps.now().toISOString();
  let named: number | null = null;
  if (!body.is_admin) {
    const admin = await normalUserByPhone(deps, body.phone_number ?? '');
    if (!admin) throw noSuchAccount();
    if (admin.id !== creator.id) named = admin.id;
  }
  const direct = creator.isSuperAdmin && named !== null;
  const team = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('teams')
      .values({ name: body.team_name, creator_id: creator.id, created_at: at, updated_at: at })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('team_members')
      .values({
        team_id: row.id,
        user_id: direct ? (named ?? creator.id) : creator.id,
        role: 'Admin',
        joined_at: at,
      })
      .execute();
    if (named !== null && !direct) {
      await trx
        .insertInto('team_invitations')
        .values({ team_id: row.id, user_id: named, role: 'Admin', invited_by: creator.id, created_at: at })
        .execute();
    }
    return row;
  });
  await recordEvent(deps.db, deps.now(), {
    userId: creator.id,
    kind: 'team.action',
    subject: `team:${team.id}`,
    detail: direct
      ? { action: 'create', admin_user_id: named, direct: true }
      : { action: 'create', invited: named },
  });
  return { ...team, invited_user_id: direct ? null : named };
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
    await trx.deleteFrom('team_invitations').where('team_id', '=', teamId).execute();
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

/** Adds a normal account to a team as Member at once: only the super-administrator's /system actions (logged). */
export async function addMember(
  deps: AppDeps,
  actorId: number,
  teamId: number,
  phone: string,
): Promise<{ user_id: number }> {
  await teamExists(deps, teamId);
  const target = await normalUserByPhone(deps, phone);
  if (!target) throw noSuchAccount();
  if (await roleIn(deps, teamId, target.id)) throw conflicts.alreadyMember();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('team_members')
      .values({ team_id: teamId, user_id: target.id, role: 'Member', joined_at: deps.now().toISOString() })
      .execute();
    // an invitation still pending is answered by the administrator's decision
    await trx
      .deleteFrom('team_invitations')
      .where('team_id', '=', teamId)
      .where('user_id', '=', target.id)
      .execute();
  });
  await recordEvent(deps.db, deps.now(), {
    userId: actorId,
    kind: 'team.action',
    subject: `team:${teamId}`,
    detail: { action: 'add_user', user_id: target.id, direct: true },
  });
  return { user_id: target.id };
}

/**
 * POST /v1/team/add_user: the team's Admin invites by phone; the invitee joins only by accepting (账号中心). The
 * super-administrator adds directly (administration).
 */
export async function inviteMember(
  deps: AppDeps,
  user: CurrentUser,
  teamId: number,
  phone: string,
): Promise<{ user_id: number; pending: boolean }> {
  if (user.isSuperAdmin) return { ...(await addMember(deps, user.id, teamId, phone)), pending: false };
  const role = await roleOfCaller(deps, user, teamId);
  if (role !== 'Admin') throw forbidden('只有团队管理员可以邀请成员');
  const target = await normalUserByPhone(deps, phone);
  if (!target) throw noSuchAccount();
  if (await roleIn(deps, teamId, target.id)) throw conflicts.alreadyMember();
  const pending = await deps.db
    .selectFrom('team_invitations')
    .select('id')
    .where('team_id', '=', teamId)
    .where('user_id', '=', target.id)
    .executeTakeFirst();
  if (pending) throw conflicts.alreadyInvited();
  // Two invitations of one phone at once: the unique key decides and the loser gets the same 409.
  await deps.db
    .insertInto('team_invitations')
    .values({
      team_id: teamId,
      user_id: target.id,
      role: 'Member',
      invited_by: user.id,
      created_at: deps.now().toISOString(),
    })
    .execute();
  await recordEvent(deps.db, deps.now(), {
    userId: user.id,
    kind: 'team.action',
    subject: `team:${teamId}`,
    detail: { action: 'invite', user_id: target.id },
  });
  return { user_id: target.id, pending: true };
}

/** GET /v1/team/members/{id}: the team's members and pending invitations, for anyone in the team. */
export async function teamRoster(deps: AppDeps, user: CurrentUser, teamId: number): Promise<TeamRoster> {
  await roleOfCaller(deps, user, teamId);
  const [members, invitations] = await Promise.all([
    deps.db
      .selectFrom('team_members')
      .innerJoin('users', 'users.id', 'team_members.user_id')
      .select([
        'users.id as user_id',
        'users.username',
        'users.phone_number',
        'team_members.role',
        'team_members.joined_at',
      ])
      .where('team_members.team_id', '=', teamId)
      .orderBy('team_members.joined_at')
      .orderBy('users.id')
      .execute(),
    deps.db
      .selectFrom('team_invitations')
      .innerJoin('users', 'users.id', 'team_invitations.user_id')
      .select([
        'team_invitations.id',
        'users.username',
        'users.phone_number',
        'team_invitations.role',
        'team_invitations.created_at',
      ])
      .where('team_invitations.team_id', '=', teamId)
      .orderBy('team_invitations.id')
      .execute(),
  ]);
  return { members, invitations };
}

/** POST /v1/team/remove_user: the team's Admin removes a Member (an Admin is handed over first, not removed). */
export async function removeMember(
  deps: AppDeps,
  user: CurrentUser,
  teamId: number,
  userId: number,
): Promise<void> {
  const role = await roleOfCaller(deps, user, teamId);
  if (role !== 'Admin') throw forbidden('只有团队管理员可以移除成员');
  if (userId === user.id) throw badRequest('不能移除自己，请使用退出团队');
  const target = await roleIn(deps, teamId, userId);
  if (!target) throw notFound('该用户不是团队成员');
  if (target === 'Admin') throw forbidden('不能移除团队管理员');
  await deps.db
    .deleteFrom('team_members')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .execute();
  await recordEvent(deps.db, deps.now(), {
    userId: user.id,
    kind: 'team.action',
    subject: `team:${teamId}`,
    detail: { action: 'remove_user', user_id: userId },
  });
}
