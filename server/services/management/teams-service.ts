// 团队管理 (super-administrator): every team with its creator and size, members, change of admin.
import type { AppDeps } from '../../deps';
import { SAME_ADMIN, type ManagedTeam, type TeamMember } from '../../../src/core/contracts/management';
import { AppError } from '../../http/errors';
import { recordEvent } from '../events';
import { teamExists } from '../team/team-service';
import { containsPattern } from './users-service';
import { sql } from 'kysely';

export async function listTeams(
  deps: AppDeps,
  page: number,
  perPage: number,
  search?: string,
): Promise<{ total: number; teams: ManagedTeam[] }> {
  let base = deps.db.selectFrom('teams');
  if (search) base = base.where(sql`lower(teams.name)`, 'like', sql`${containsPattern(search)} escape '\\'`);
  const totalRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .leftJoin('users as creator', 'creator.id', 'teams.creator_id')
    .select((eb) => [
      'teams.id',
      'teams.name',
      'teams.created_at',
      'creator.username as creator',
      'creator.phone_number as creator_phone_number',
      eb
        .selectFrom('team_members as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('m.team_id', '=', 'teams.id')
        .as('total_members'),
    ])
    .orderBy('teams.id')
    .offset((page - 1) * perPage)
    .limit(perPage)
    .execute();
  return {
    total: Number(totalRow?.n ?? 0),
    teams: rows.map((r) => ({
      id: r.id,
      name: r.name,
      total_members: Number(r.total_members ?? 0),
      members_number: Number(r.total_members ?? 0),
      creator: r.creator ?? '',
      creator_phone_number: r.creator_phone_number ?? '',
      created_at: r.created_at,
    })),
  };
}

export async function teamMembers(deps: AppDeps, teamId: number): Promise<TeamMember[]> {
  await teamExists(deps, teamId);
  return deps.db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select(['users.id', 'users.username', 'users.phone_number', 'team_members.role'])
    .where('team_members.team_id', '=', teamId)
    .orderBy('team_members.joined_at')
    .orderBy('users.id')
    .execute();
}

/** POST /v1/management/add_team_admin: the chosen member becomes the one Admin; the former Admins become Members. */
export async function changeTeamAdmin(
  deps: AppDeps,
  actorId: number,
  teamId: number,
  userId: number,
): Promise<void> {
  await teamExists(deps, teamId);
  const member = await deps.db
    .selectFrom('team_members')
    .select('role')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!member) throw new AppError(404, 'NOT_MEMBER', '该用户不是团队成员');
  // "changing" to the current admin would change nothing and still be logged as a change
  if (member.role === 'Admin') throw new AppError(400, 'ALREADY_ADMIN', SAME_ADMIN);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('team_members')
      .set({ role: 'Member' })
      .where('team_id', '=', teamId)
      .where('role', '=', 'Admin')
      .execute();
    await trx
      .updateTable('team_members')
      .set({ role: 'Admin' })
      .where('team_id', '=', teamId)
      .where('user_id', '=', userId)
      .execute();
  });
  await recordEvent(deps.db, deps.now(), {
    userId: actorId,
    kind: 'team.action',
    subject: `team:${teamId}`,
    detail: { action: 'change_admin', user_id: userId },
  });
}
