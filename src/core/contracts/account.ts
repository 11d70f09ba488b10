// REST contracts of registration, measurement fields and the account centre's team list (账号, product.md §3, §7.1).
import { z } from 'zod';
import { MESSAGES, PHONE_PATTERN } from './auth';

export const registerBodySchema = z.object({
  measure_fields: z
    .array(z.coerce.number().int().positive(), MESSAGES.measureFieldRequired)
    .min(1, MESSAGES.measureFieldRequired)
    .max(10, MESSAGES.measureFieldRequired),
  phone_number: z
    .string(MESSAGES.phoneRequired)
    .trim()
    .min(1, MESSAGES.phoneRequired)
    .regex(PHONE_PATTERN, MESSAGES.phoneFormat),
  username: z
    .string(MESSAGES.usernameRequired)
    .trim()
    .min(1, MESSAGES.usernameRequired)
    .max(32, '用户名最多32个字符'),
  verification_code: z
    .string(MESSAGES.codeRequired)
    .trim()
    .min(1, MESSAGES.codeRequired)
    .max(12, '验证码错误'),
  password: z.string(MESSAGES.passwordMin6).min(6, MESSAGES.passwordMin6).max(128, '密码过长'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** page / per_page query of paged lists; per_page default differs per list (§9). */
export function pageQuerySchema(defaultPerPage: number) {
  return z.object({
    page: z.coerce.number('页码无效').int('页码无效').min(1, '页码无效').max(100000, '页码无效').default(1),
    per_page: z.coerce
      .number('每页条数无效')
      .int('每页条数无效')
      .min(1, '每页条数无效')
      .max(100, '每页条数无效')
      .default(defaultPerPage),
  });
}

export const myTeamsQuerySchema = pageQuerySchema(20);

export interface MeasureField {
  id: number;
  name: string;
}

export interface MyTeamRow {
  id: number;
  name: string;
  members_number: number;
  /** 我的角色: Admin | Member */
  role: string;
}

export interface MyTeamsData {
  total: number;
  teams: MyTeamRow[];
}
