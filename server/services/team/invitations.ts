// Team invitations 团队邀请: the invitee alone accepts (joins) or declines; nobody is put into a team unasked.
import type { AppDeps } from '../../deps';
import type { CurrentUser } from '../../auth/guard';
import type { InvitationRow } from '../../../src/core/contracts/team';
import { notFound } from '../../http/errors';
import { recordEvent } from '../events';

const INVITATION_GONE = '邀请不存在或已处理';

/** GET /v1/account/invitations: the signed-in user's pending invitations, newest first. */
export async function myInvitations(deps: AppDeps, user: CurrentUser): Promise<InvitationRow[]> {
  return deps.db
    .selectFrom('team_invitations')
    .innerJoin('teams', 'teams.id', 'team_invitations.team_id')
    .leftJoin('users as inviter', 'inviter.id', 'team_invitations.invited_by')
    .select([
      'team_invitations.id',
      'team_invitations.team_id',
      'teams.name as team_name',
      'team_invitations.role',
      'inviter.username as inviter_name',
      'team_invitations.created_at',
    ])
    .where('team_invitations.user_id', '=', user.id)
    .orderBy('team_invitations.id', 'desc')
    .execute();
}

/** Takes the invitation away atomically (DELETE … RETURNING): of two parallel answers only one finds it. */
async function takeInvitation(deps: AppDeps, user: CurrentUser, id: number) {
  const taken = await deps.db
    .deleteFrom('team_invitations')
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .returning(['team_id', 'role', 'invited_by'])
    .executeTakeFirst();
  if (!taken) throw notFound(INVITATION_GONE);
  return taken;
}

/**
 * POST /v1/account/invitations/{id}/accept: joins the team (the current team does not change; the user switches
 * when they want). Accepting an Admin invitation takes the team over from the inviter, who stays as a Member.
 */
export async function acceptInvitation(
  deps: AppDeps,
  user: CurrentUser,
  id: number,
): Promise<{ team_id: number; role: string }> {
  const at = deps.now().toISOString();
  const invitation = await deps.db.transaction().execute(async (trx) => {
    const taken = await takeInvitation({ ...deps, db: trx }, user, id);
    const current = await trx
      .selectFrom('team_members')
      .select('role')
      .where('team_id', '=', taken.team_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!current) {
      await trx
        .insertInto('team_members')
        .values({ team_id: taken.team_id, user_id: user.id, role: taken.role, joined_at: at })
        .execute();
    } else if (taken.role === 'Admin') {
      await trx
        .updateTable('team_members')
        .set({ role: 'Admin' })
        .where('team_id', '=', taken.team_id)
        .where('user_id', '=', user.id)
        .execute();
    }
    if (taken.role === 'Admin' && taken.invited_by !== null && taken.invited_by !== user.id) {
      await trx
        .updateTable('team_members')
        .set({ role: 'Member' })
        .where('team_id', '=', taken.team_id)
        .where('user_id', '=', taken.invited_by)
        .execute();
    }
    return taken;
  });
  await recordEvent(deps.db, deps.now(), {
    userId: user.id,
    kind: 'team.action',
    subject: `team:${invitation.team_id}`,
    detail: { action: 'accept', role: invitation.role },
  });
  return { team_id: invitation.team_id, role: invitation.role };
}

/** POST /v1/account/invitations/{id}/decline. */
export async function declineInvitation(deps: AppDeps, user: CurrentUser, id: number): Promise<void> {
  const taken = await takeInvitation(deps, user, id);
  await recordEvent(deps.db, deps.now(), {
    userId: user.id,
    kind: 'team.action',
    subject: `team:${taken.team_id}`,
    detail: { action: 'decline' },
  });
}
