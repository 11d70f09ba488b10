// REST contracts of 系统管理 (super-administrator): people, account state machine, teams (product.md §2.12, §4.1, §7.5).
import { z } from 'zod';
import { MOBILE_PATTERN } from './auth';
import { pageQuerySchema } from './account';

/** 账号状态 (product.md §3 User.status). */
export const USER_STATUS = { normal: 0, rejected: 1, pending: 2, disabled: 3, cancelled: 4 } as const;
export const USER_STATUS_LABELS: Record<number, string> = {
  0: '正常',
  1: '已驳回',
  2: '待审核',
  3: '已停用',
  4: '已注销',
};

/** The actions of the account state machine, each with its /v1/management path segment. */
export type AccountAction = 'activate' | 'reject' | 'stop' | 'cancel' | 'reset_password';
export const ACCOUNT_ACTION_PATHS: Record<AccountAction, string> = {
  activate: 'activate_user',
  reject: 'reject_user',
  stop: 'stop_user',
  cancel: 'cancel_user',
  reset_password: 'reset_user_password',
};
export const ACCOUNT_ACTION_LABELS: Record<AccountAction, string> = {
  activate: '审核通过',
  reject: '驳回',
  stop: '停用',
  cancel: '注销',
  reset_password: '重置密码',
};

/** §4.1 exactly: which actions each status allows, and the status each action leads to. */
export const ACCOUNT_TRANSITIONS: Record<number, Partial<Record<AccountAction, number>>> = {
  2: { activate: 0, reject: 1 },
  0: { reset_password: 0, stop: 3, cancel: 4 },
  3: { activate: 0, cancel: 4 },
  1: { cancel: 4 },
  4: {},
};

export function allowedActions(status: number): AccountAction[] {
  return Object.keys(ACCOUNT_TRANSITIONS[status] ?? {}) as AccountAction[];
}

export const allUsersQuerySchema = pageQuerySchema(8).extend({
  search: z.string().trim().max(50, '搜索关键字过长').optional(),
});

export const allTeamsQuerySchema = pageQuerySchema(20).extend({
  search: z.string().trim().max(50, '搜索关键字过长').optional(),
});

export const addAccountBodySchema = z.object({
  user_name: z.string().trim().max(32, '用户名最多32个字符').optional().nullable(),
  phone_number: z.string('输入的手机号码有误!').trim().regex(MOBILE_PATTERN, '输入的手机号码有误!'),
  password: z.string('密码长度要大于8!').min(8, '密码长度要大于8!').max(128, '密码过长'),
});

export const userIdParamSchema = z.object({
  id: z.coerce.number('用户编号无效').int('用户编号无效').positive('用户编号无效'),
});

export const addTeamAdminBodySchema = z.object({
  team_id: z.coerce.number('团队编号无效').int('团队编号无效').positive('团队编号无效'),
  user_id: z.coerce.number('请选择管理员').int('请选择管理员').positive('请选择管理员'),
});

export interface ManagedUser {
  id: number;
  username: string;
  phone_number: string;
  status: number;
  is_super_admin: boolean;
  created_at: string;
}

export interface ManagedTeam {
  id: number;
  name: string;
  total_members: number;
  members_number: number;
  creator: string;
  creator_phone_number: string;
  created_at: string;
}

export interface TeamMember {
  id: number;
  username: string;
  phone_number: string;
  role: string;
}

/** 更换管理员 to the member who already is the admin: refused by the server, and not offered by the dialog. */
export const SAME_ADMIN = '该成员已是团队管理员，请选择其他成员';
