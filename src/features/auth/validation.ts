// Form rules of the login screen (product.md §5), with the exact messages; shared by the four panels.
import { MESSAGES, PHONE_PATTERN } from '../../core/contracts/auth';

type Rule = (value: string) => string | null;

export const requiredPhone: Rule = (v) => (v.trim() ? null : MESSAGES.phoneRequired);

/** Register / forgot: required, 11 digits starting with 1. */
export const formattedPhone: Rule = (v) =>
  !v.trim() ? MESSAGES.phoneRequired : PHONE_PATTERN.test(v.trim()) ? null : MESSAGES.phoneFormat;

export const passwordMin6: Rule = (v) => (v.length >= 6 ? null : MESSAGES.passwordMin6);

export const captchaRequired: Rule = (v) => (v.trim() ? null : MESSAGES.captchaRequired);

export const usernameRequired: Rule = (v) => (v.trim() ? null : MESSAGES.usernameRequired);

export const codeRequired: Rule = (v) => (v.trim() ? null : MESSAGES.codeRequired);

export const fieldRequired = (v: string | null): string | null => (v ? null : MESSAGES.measureFieldRequired);
