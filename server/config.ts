// Server configuration, read from the environment only (documented in README).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  nodeEnv: string;
  logLevel: string;
  jwtSecret: string;
  adminPhone: string;
  adminPassword: string;
  captchaFixed: string | null;
  smsProvider: 'log' | 'file' | 'webhook';
  smsFile: string | null;
  smsWebhookUrl: string | null;
  distDir: string;
  seedDemo: boolean;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe (false: none, the socket address is the client) */
  trustProxy: TrustProxy;
}

export type TrustProxy = boolean | string[];

export class ConfigError extends Error {}

const DEFAULT_ADMIN_PHONE = '13800000000';
const DEFAULT_ADMIN_PASSWORD = 'Demo@2026';

/** Reads the environment; creates DATA_DIR and the JWT secret kept in it when none is given. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const nodeEnv = env.NODE_ENV ?? 'development';
  const captchaFixed = env.CAPTCHA_FIXED?.trim() || null;
  if (captchaFixed && nodeEnv === 'production') {
    throw new ConfigError('CAPTCHA_FIXED 仅用于自动化测试，生产环境（NODE_ENV=production）不允许设置');
  }
  const smsProvider = (env.SMS_PROVIDER ?? 'log') as Config['smsProvider'];
  if (!['log', 'file', 'webhook'].includes(smsProvider)) {
    throw new ConfigError(`SMS_PROVIDER 只能是 log、file 或 webhook，当前为 ${smsProvider}`);
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT 无效：${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    nodeEnv,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    jwtSecret: env.JWT_SECRET?.trim() || persistentSecret(dataDir),
    adminPhone: env.ADMIN_PHONE ?? DEFAULT_ADMIN_PHONE,
    adminPassword: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    captchaFixed,
    smsProvider,
    smsFile: env.SMS_FILE ?? (smsProvider === 'file' ? join(dataDir, 'sms.jsonl') : null),
    smsWebhookUrl: env.SMS_WEBHOOK_URL ?? null,
    distDir: resolve(env.DIST_DIR ?? './dist'),
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/** The JWT secret survives restarts so that issued tokens stay valid. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (isIP(bits) !== 0) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or `false` trusts no proxy (X-Forwarded-For is ignored); `true` trusts every
 * hop; otherwise a comma-separated list of the proxies' addresses, CIDRs or loopback / linklocal / uniquelocal.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e.length > 0);
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined) {
    throw new ConfigError(`TRUST_PROXY 只能是 true、false 或以逗号分隔的代理地址/网段，无效项：${bad}`);
  }
  return entries;
}
