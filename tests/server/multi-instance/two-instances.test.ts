// Two server processes on one PostgreSQL database behave as one server (issue 13 "Two instances, one
// database"): requests alternate between instance A and B; every count lives in the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type AppDatabase } from '../../../server/db/database';
import { http, tally, type HttpCall } from '../helpers/http';

const ADMIN = { phone: '13800000000', password: 'Demo@2026' };
const adminUrl = process.env.TEST_DATABASE_URL;

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  output: string[];
}

/** Starts `npm run serve` as its own process and resolves once it printed its address. */
function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output.join('')}`)), 60000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const m = /地址:\s+http:\/\/[^:]+:(\d+)\//.exec(output.join(''));
      if (m) {
        clearTimeout(timer);
        resolve({ name, base: `http://127.0.0.1:${m[1]}`, child, output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c: Buffer) => output.push(c.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output.join('')}`));
    });
  });
}

function stopInstance(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    if (instance.child.exitCode !== null) return resolve();
    instance.child.removeAllListeners('exit');
    instance.child.on('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });
}

describe.skipIf(!adminUrl)('two instances on one PostgreSQL database', () => {
  const dbName = `nl_two_${process.pid}_${Date.now().toString(36)}`;
  const work = mkdtempSync(join(tmpdir(), 'nl-two-'));
  let a: Instance;
  let b: Instance;
  let database: AppDatabase;
  let ip = 0;
  /** a fresh client address per call (the instances trust 127.0.0.1 as their proxy, as behind a balancer) */
  const nextIp = () => `198.18.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
  /** instance i % 2: A, B, A, B … */
  const at = (i: number) => (i % 2 === 0 ? a : b);
  const call = (instance: Instance, path: string, opts: HttpCall = {}) =>
    http(instance.base, path, { forwardedFor: nextIp(), ...opts });

  async function captchaOn(instance: Instance): Promise<string> {
    const init = await call(instance, '/v1/captcha/init');
    const id = init.body.data as string;
    const image = await fetch(`${instance.base}/v1/captcha/${id}`);
    expect(image.status).toBe(200);
    return id;
  }

  /** Captcha drawn on one instance, login answered by the other. */
  async function login(drawOn: Instance, postTo: Instance, phone: string, password: string, from = nextIp()) {
    const captchaId = await captchaOn(drawOn);
    return http(postTo.base, '/v1/auth/login', {
      forwardedFor: from,
      body: { phone_number: phone, password, captcha_id: captchaId, captcha: 'test' },
    });
  }

  let adminToken: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${dbName}`;
    const env = (dir: string) => ({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: url.toString(),
      JWT_SECRET: 'shared-secret-of-both-instances-0123456789abcdef',
      DATA_DIR: join(work, dir),
      DIST_DIR: join(work, 'no-dist'),
      CAPTCHA_FIXED: 'test',
      SMS_PROVIDER: 'file',
      SMS_FILE: join(work, 'sms.jsonl'),
      TRUST_PROXY: '127.0.0.1',
      ADMIN_PHONE: ADMIN.phone,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
    });
    // Both start together on the empty database: one migrates it and seeds it (the demo project with a computed
    // and an entry version), the other waits for the migration lock and finds it seeded.
    [a, b] = await Promise.all([startInstance('A', env('a')), startInstance('B', env('b'))]);
    database = openPostgres(url.toString());
    const res = await login(a, b, ADMIN.phone, ADMIN.password);
    expect(res.status).toBe(200);
    adminToken = res.body.data.access_token;
  }, 120000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopInstance));
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }, 60000);

  it('answers on B a captcha drawn on A, and takes A’s tokens on B', async () => {
    const res = await login(a, b, ADMIN.phone, ADMIN.password);
    expect(res.status).toBe(200);
    const onA = await call(a, '/v1/auth/info', { token: res.body.data.access_token });
    expect(onA.status).toBe(200);
    expect(onA.body.data.user.phone_number).toBe(ADMIN.phone);
  });

  it('shares the captcha rate: 130 parallel draws of one address over A and B pass 120 in all', async () => {
    const address = nextIp();
    const draws = await Promise.all(
      Array.from({ length: 130 }, (_, i) => http(at(i).base, '/v1/captcha/init', { forwardedFor: address })),
    );
    expect(tally(draws)).toEqual({
      '200 success': 120,
      '429 操作过于频繁，请稍后再试': 10,
    });
  });

  it('rotates refresh tokens across instances and detects a replay on the other one', async () => {
    const pair = (await login(b, a, ADMIN.phone, ADMIN.password)).body.data;
    const rotated = await http(a.base, '/nl/v1/auth/refresh', { token: pair.refresh_token, method: 'POST' });
    expect(rotated.status).toBe(200);
    const next = rotated.body.data;
    expect((await call(b, '/v1/auth/info', { token: next.access_token })).status).toBe(200);
    // the used token replayed on B: the family is revoked, and its access token stops on A at once
    const replay = await http(b.base, '/nl/v1/auth/refresh', { token: pair.refresh_token, method: 'POST' });
    expect(replay.body.message).toBe('REFRESH_TOKEN_EXPIRED');
    expect(
      (await http(a.base, '/nl/v1/auth/refresh', { token: next.refresh_token, method: 'POST' })).status,
    ).toBe(401);
    expect((await call(a, '/v1/auth/info', { token: next.access_token })).status).toBe(401);
  });

  it('shares the SMS rules: 20 parallel sends alternating A/B give one code; refused sends share the address cap', async () => {
    const phone = '13655550001';
    const sends = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(at(i), '/v1/sms/1', { body: { phone_number: phone } })),
    );
    expect(tally(sends)).toEqual({ '200 success': 1, '429 验证码发送过于频繁，请60秒后再试': 19 });
    const rows = await database.db
      .selectFrom('sms_codes')
      .select('id')
      .where('phone_number', '=', phone)
      .execute();
    expect(rows).toHaveLength(1);
    // one address asks both instances about a registered phone: 50 answers in all, then 429 (not 50 each)
    const address = nextIp();
    const probes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        http(at(i).base, '/v1/sms/1', { forwardedFor: address, body: { phone_number: ADMIN.phone } }),
      ),
    );
    expect(tally(probes)).toEqual({
      '409 该手机号已注册': 50,
      '429 当前网络今日验证码发送次数已达上限': 10,
    });
  });

  it('shares the login lock-out: 12 parallel wrong passwords alternating A/B check 5, then the phone is locked on both', async () => {
    const phone = '13655550002';
    const created = await call(a, '/v1/management/add_account', {
      token: adminToken,
      body: { phone_number: phone, password: 'rightpass1', user_name: '双实例' },
    });
    expect(created.status).toBe(200);
    const captchas = await Promise.all(Array.from({ length: 12 }, (_, i) => captchaOn(at(i + 1))));
    const tries = await Promise.all(
      captchas.map((captchaId, i) =>
        call(at(i), '/v1/auth/login', {
          body: { phone_number: phone, password: 'wrongpass', captcha_id: captchaId, captcha: 'test' },
        }),
      ),
    );
    expect(tally(tries)).toEqual({ '401 手机号或密码错误': 5, '429 登录失败次数过多，请15分钟后再试': 7 });
    expect((await login(a, b, phone, 'rightpass1')).status).toBe(429);
    expect((await login(b, a, phone, 'rightpass1')).status).toBe(429);
  });

  it('reads on B the results of a version submitted on A', async () => {
    const entry = await database.db
      .selectFrom('versions')
      .select(['id', 'status'])
      .where('name', '!=', '算例版本（已计算）')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(entry.status).not.toBe('VersionStatus.COMPLETED');
    const before = await call(b, `/v1/project_compute/result/${entry.id}`, { token: adminToken });
    expect(before.status).not.toBe(200);
    const submitted = await call(a, `/v1/project_compute/submit/${entry.id}`, {
      token: adminToken,
      method: 'POST',
    });
    expect([submitted.status, submitted.body.message]).toEqual([200, 'success']);
    const onB = await call(b, `/v1/project_compute/result/${entry.id}`, { token: adminToken });
    const onA = await call(a, `/v1/project_compute/result/${entry.id}`, { token: adminToken });
    expect(onB.status).toBe(200);
    expect(onB.body.data).toEqual(onA.body.data);
    const done = await database.db
      .selectFrom('versions')
      .select('status')
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('VersionStatus.COMPLETED');
  });

  it('answers 409 on B for what A already created', async () => {
    const phone = '13655550003';
    const body = { phone_number: phone, password: 'rightpass1' };
    expect((await call(a, '/v1/management/add_account', { token: adminToken, body })).status).toBe(200);
    const again = await call(b, '/v1/management/add_account', { token: adminToken, body });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该手机号已注册');
    const project = await database.db
      .selectFrom('projects')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const sub = { name: '双实例子项目', type: 0 };
    const first = await call(a, `/v1/forestry_project/create_subproject/${project.id}`, {
      token: adminToken,
      body: sub,
    });
    expect(first.status).toBe(200);
    const second = await call(b, `/v1/forestry_project/create_subproject/${project.id}`, {
      token: adminToken,
      body: sub,
    });
    expect(second.status).toBe(409);
  });

  it('ends on B the sessions of a password changed on A', async () => {
    const phone = '13655550004';
    await call(a, '/v1/management/add_account', {
      token: adminToken,
      body: { phone_number: phone, password: 'oldpass12' },
    });
    const other = (await login(a, b, phone, 'oldpass12')).body.data;
    const mine = (await login(b, a, phone, 'oldpass12')).body.data;
    const changed = await call(a, '/v1/auth/change_password', {
      token: mine.access_token,
      body: { old_password: 'oldpass12', new_password: 'newpass12', re_new_password: 'newpass12' },
    });
    expect(changed.status).toBe(200);
    expect((await call(b, '/v1/auth/info', { token: other.access_token })).status).toBe(401);
    expect((await call(b, '/v1/auth/info', { token: changed.body.data.access_token })).status).toBe(200);
  });
});
