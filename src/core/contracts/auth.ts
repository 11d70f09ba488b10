// REST contracts of login, captcha, SMS codes, passwords, tokens and team switching (认证, product.md §3, §5, §7.1).
import { z } from 'zod';

/** 11 digits starting with 1 (register, forgot, send code). */
export const PHONE_PATTERN = /^1\d{10}$/;
/** Mainland mobile: second digit 3–9 (add-account in 系统管理). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const MESSAGES = {
  phoneRequired: '请输入手机号',
  phoneFormat: '请输入正确格式的手机号',
  passwordMin6: '密码不得少于6位',
  captchaRequired: '请输入验证码',
  captchaMax: '验证码最多6位',
  usernameRequired: '请输入用户名',
  codeRequired: '请输入验证码',
  measureFieldRequired: '请选择测算领域',
  agreementRequired: '开户需要阅读并同意用户协议',
  contentRequired: '请输入内容',
  confirmRequired: '请再次输入新密码',
  passwordMismatch: '两次输入密码不一致!',
  badCredentials: '手机号或密码错误',
  loginFailedNoData: '登录失败请再次登录',
} as const;

/** Login refusals by account status (状态 1–4); 0 is normal and may log in. */
export const STATUS_LOGIN_REFUSALS: Record<number, string> = {
  1: '账号审核未通过',
  2: '账号正在审核中，请耐心等待',
  3: '账号已被停用',
  4: '账号已注销',
};

const phone = z
  .string(MESSAGES.phoneRequired)
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .regex(PHONE_PATTERN, MESSAGES.phoneFormat);

/** Older clients spell the fields username / passwordlogin / code (product.md §3): mapped to the canonical names. */
function canonicalLogin(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  return {
    ...body,
    phone_number: body.phone_number ?? body.username,
    password: body.password ?? body.passwordlogin,
    captcha: body.captcha ?? body.code,
  };
}

export const loginBodySchema = z.preprocess(
  canonicalLogin,
  z.object({
    phone_number: phone,
    password: z.string(MESSAGES.passwordMin6).min(6, MESSAGES.passwordMin6).max(128, '密码过长'),
    captcha_id: z.string('缺少验证码编号').min(1, '缺少验证码编号').max(64, '验证码编号无效'),
    captcha: z
      .string(MESSAGES.captchaRequired)
      .trim()
      .min(1, MESSAGES.captchaRequired)
      .max(6, MESSAGES.captchaMax),
  }),
);
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPairData = z.infer<typeof tokenPairSchema>;

/** SMS code types: 1 注册, 2 找回密码. */
export const SMS_TYPES = { register: 1, forgot: 2 } as const;
export const smsTypeParamSchema = z.object({
  type: z.coerce
    .number('短信类型无效')
    .int('短信类型无效')
    .refine((n) => n === 1 || n === 2, '短信类型无效'),
});
export const smsBodySchema = z.object({
  phone_number: phone,
  type: z.coerce.number().int().optional(),
});

export const forgetPasswordBodySchema = z.object({
  phone_number: phone,
  verification_code: z
    .string(MESSAGES.codeRequired)
    .trim()
    .min(1, MESSAGES.codeRequired)
    .max(12, '验证码错误'),
  password: z.string(MESSAGES.passwordMin6).min(6, MESSAGES.passwordMin6).max(128, '密码过长'),
});

export const changePasswordBodySchema = z
  .object({
    old_password: z.string(MESSAGES.contentRequired).min(1, MESSAGES.contentRequired).max(128, '密码过长'),
    new_password: z
      .string(MESSAGES.contentRequired)
      .min(1, MESSAGES.contentRequired)
      .min(6, MESSAGES.passwordMin6)
      .max(128, '密码过长'),
    re_new_password: z.string(MESSAGES.confirmRequired).min(1, MESSAGES.confirmRequired),
  })
  .refine((b) => b.new_password === b.re_new_password, {
    message: MESSAGES.passwordMismatch,
    path: ['re_new_password'],
  });

export const switchTeamBodySchema = z.object({
  team_id: z.coerce.number('请选择团队').int('请选择团队').positive('请选择团队'),
});

export const logoutBodySchema = z.object({ refresh_token: z.string().max(200).optional() }).optional();

/** GET /v1/auth/info answer. */
export interface AuthInfo {
  user: {
    id: number;
    username: string;
    avatar: string | null;
    phone_number: string;
    is_super_admin: boolean;
  };
  team: { id: number; role: string; name: string } | null;
}

/** One entry of GET /v1/auth/all_teams. */
export interface TeamOfUser {
  id: number;
  name: string;
  role: string;
  members_number: number;
}
