// REST contracts of team create / quit / dissolve / invite (团队, product.md §2.11, §3, §7.5).
import { z } from 'zod';
import { MESSAGES, PHONE_PATTERN } from './auth';

/** Team roles stored in team_members.role. */
export const TEAM_ROLES = { admin: 'Admin', member: 'Member' } as const;

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('true'), z.literal('false')], '请选择团队管理员')
  .transform((v) => v === true || v === 1 || v === 'true');

export const createTeamBodySchema = z
  .object({
    is_admin: flag,
    phone_number: z.string().trim().max(11, MESSAGES.phoneFormat).optional().nullable(),
    team_name: z.string('请输入团队名称').trim().min(1, '请输入团队名称').max(50, '团队名称最多50个字符'),
  })
  .superRefine((b, ctx) => {
    if (b.is_admin) return;
    if (!b.phone_number)
      ctx.addIssue({ code: 'custom', message: '请输入管理员手机号', path: ['phone_number'] });
    else if (!PHONE_PATTERN.test(b.phone_number))
      ctx.addIssue({ code: 'custom', message: MESSAGES.phoneFormat, path: ['phone_number'] });
  });
export type CreateTeamBody = z.infer<typeof createTeamBodySchema>;

export const teamIdParamSchema = z.object({
  id: z.coerce.number('团队编号无效').int('团队编号无效').positive('团队编号无效'),
});

export const inviteBodySchema = z.object({
  phone_number: z
    .string(MESSAGES.phoneRequired)
    .trim()
    .min(1, MESSAGES.phoneRequired)
    .regex(PHONE_PATTERN, MESSAGES.phoneFormat),
  team_id: z.coerce.number('团队编号无效').int('团队编号无效').positive('团队编号无效'),
});

/** POST /v1/team/remove_user: the team's Admin removes a member. */
export const removeMemberBodySchema = z.object({
  team_id: z.coerce.number('团队编号无效').int('团队编号无效').positive('团队编号无效'),
  user_id: z.coerce.number('用户编号无效').int('用户编号无效').positive('用户编号无效'),
});

export const invitationIdParamSchema = z.object({
  id: z.coerce.number('邀请编号无效').int('邀请编号无效').positive('邀请编号无效'),
});

/** GET /v1/team/members/{id}: members and pending invitations of a team the caller belongs to. */
export interface TeamRoster {
  members: Array<{
    user_id: number;
    username: string;
    phone_number: string;
    role: string;
    joined_at: string;
  }>;
  invitations: Array<{
    id: number;
    username: string;
    phone_number: string;
    role: string;
    created_at: string;
  }>;
}

/** GET /v1/account/invitations: one pending team invitation 团队邀请 addressed to the signed-in user. */
export interface InvitationRow {
  id: number;
  team_id: number;
  team_name: string;
  /** the role on accepting: Admin (the inviter hands the team over) or Member */
  role: string;
  inviter_name: string | null;
  created_at: string;
}
