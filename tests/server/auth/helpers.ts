// Helpers for the account-area API tests: captcha + login, reading SMS codes from the file provider, unique addresses.
import { readFileSync, existsSync } from 'node:fs';
import type { TestApp } from '../helpers/test-app';

let ipCounter = 0;
/** A fresh client address so per-address limits of one test do not leak into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) % 250}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export async function newCaptcha(t: TestApp, ip = '127.0.0.1'): Promise<string> {
  const init = await t.call({ method: 'GET', url: '/v1/captcha/init', remoteAddress: ip });
  const id = init.body_.data as string;
  const image = await t.call({ method: 'GET', url: `/v1/captcha/${id}`, remoteAddress: ip });
  if (image.statusCode !== 200) throw new Error(`captcha image ${image.statusCode}`);
  return id;
}

export interface LoginOptions {
  ip?: string;
  captcha?: string;
}

/** POST /v1/auth/login through a real captcha (CAPTCHA_FIXED=test in the test app). */
export async function login(t: TestApp, phone: string, password: string, opts: LoginOptions = {}) {
  const ip = opts.ip ?? nextIp();
  const captchaId = await newCaptcha(t, ip);
  return t.call({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress: ip,
    payload: { phone_number: phone, password, captcha_id: captchaId, captcha: opts.captcha ?? 'test' },
  });
}

export async function loginTokens(
  t: TestApp,
  phone: string,
  password: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const res = await login(t, phone, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body_.message}`);
  return res.body_.data;
}

interface SmsLine {
  phone_number: string;
  type: number;
  code: string;
  at: string;
}

/** The latest code the file provider delivered to a phone. */
export function lastSms(t: TestApp, phone: string): SmsLine | undefined {
  const file = t.config.smsFile;
  if (!file || !existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as SmsLine);
  return lines.filter((l) => l.phone_number === phone).at(-1);
}

export async function sendSms(t: TestApp, phone: string, type: 1 | 2, ip = nextIp()) {
  return t.call({
    method: 'POST',
    url: `/v1/sms/${type}`,
    remoteAddress: ip,
    payload: { phone_number: phone, type },
  });
}

/** Sends a code and returns it (from the SMS file). */
export async function smsCode(t: TestApp, phone: string, type: 1 | 2): Promise<string> {
  const res = await sendSms(t, phone, type);
  if (res.statusCode !== 200) throw new Error(`sms failed: ${res.statusCode} ${res.body_.message}`);
  const line = lastSms(t, phone);
  if (!line) throw new Error('no sms delivered');
  return line.code;
}

let registerCounter = 0;
/** A phone nobody has used: 137 + pid + counter. */
export function freshPhone(): string {
  registerCounter += 1;
  return `137${String(process.pid % 10000).padStart(4, '0')}${String(registerCounter).padStart(4, '0')}`;
}
