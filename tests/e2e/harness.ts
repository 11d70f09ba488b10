// Helpers for browser tests: launch Debian's Chromium, open pages of the test server, sign in, take screenshots.
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { E2E_ADMIN, E2E_CAPTCHA } from './constants';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function baseURL(): string {
  return inject('baseURL');
}

/** A fresh browser profile with clipboard permissions and downloads enabled. */
export async function launchContext(viewport = { width: 1440, height: 900 }): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'nl-chromium-')), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    locale: 'zh-CN',
    permissions: ['clipboard-read', 'clipboard-write'],
    acceptDownloads: true,
    baseURL: baseURL(),
  });
}

/** Collects console errors and page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

export interface Credentials {
  phone: string;
  password: string;
}

/** Logs in through the real API (captcha is fixed on the test server) and returns the token pair. */
export async function apiLogin(
  creds: Credentials = E2E_ADMIN,
): Promise<{ access_token: string; refresh_token: string }> {
  const init = await (await fetch(`${baseURL()}/v1/captcha/init`)).json();
  const res = await fetch(`${baseURL()}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      phone_number: creds.phone,
      password: creds.password,
      captcha_id: init.data,
      captcha: E2E_CAPTCHA,
    }),
  });
  const body = await res.json();
  if (body.message !== 'success') throw new Error(`login failed: ${res.status} ${body.message}`);
  return body.data;
}

/** Signs the page in by storing a real token pair the way the app does, then opens `path`. */
export async function signIn(page: Page, path = '/dashboard', creds: Credentials = E2E_ADMIN): Promise<void> {
  const tokens = await apiLogin(creds);
  await page.goto('/404');
  await page.evaluate((t) => {
    for (const store of [window.localStorage, window.sessionStorage]) {
      store.setItem('access_token', t.access_token);
      store.setItem('refresh_token', t.refresh_token);
    }
  }, tokens);
  await page.goto(path);
}

/** Saves a full-page screenshot under tmp/screenshots for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = resolve(import.meta.dirname, '../../tmp/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** An authenticated JSON call to the test server. */
export async function api<T = unknown>(
  path: string,
  token: string,
  init: RequestInit = {},
): Promise<{ status: number; body: { code: number; message: string; data: T } }> {
  const res = await fetch(`${baseURL()}${path}`, {
    ...init,
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      authorization: `Bearer ${token}`,
      ...(init.headers ?? {}),
    },
  });
  return { status: res.status, body: await res.json() };
}

/** The last SMS code the test server sent to a phone (SMS_PROVIDER=file appends one JSON line per message). */
export async function smsCodeFor(phoneNumber: string): Promise<string> {
  const file = inject('smsFile');
  for (let i = 0; i < 50; i += 1) {
    if (existsSync(file)) {
      const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
      const hit = lines
        .map((l) => JSON.parse(l) as { phone_number: string; code: string })
        .filter((l) => l.phone_number === phoneNumber)
        .at(-1);
      if (hit) return hit.code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no SMS code delivered');
}

/** The seeded demo project (the worked example) and its editable version 算例版本. */
export async function demoProject(token: string): Promise<{ projectId: number; sourceVersionId: number }> {
  const projects = await api<{ projects: { id: number; name: string }[] }>('/v1/account/project_list', token);
  const demo = projects.body.data.projects.find((p) => p.name.includes('1000亩茶园建设项目'));
  if (!demo) throw new Error('demo project missing');
  const versions = await api<{ id: number; version?: string; name?: string }[]>(
    `/v1/forestry_project/version_list/${demo.id}`,
    token,
  );
  const source = versions.body.data.find((v) => (v.version ?? v.name) === '算例版本');
  if (!source) throw new Error('demo version missing');
  return { projectId: demo.id, sourceVersionId: source.id };
}

/**
 * The row of one version on /report, found through the page's own 版本号 filter: the list is paged by 10 and the
 * other browser tests keep adding versions, so a version need not be on the first page.
 */
export async function reportRow(page: Page, versionId: number, versionName: string) {
  if (!new URL(page.url()).pathname.endsWith('/report')) await page.goto('/report');
  await page.getByLabel('版本号').fill(versionName);
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.getByTestId(`report-row-${versionId}`);
  await row.waitFor();
  return row;
}

/** The name of the demo's completed version (the worked example, computed when the demo data is seeded). */
export const COMPLETED_DEMO = '算例版本（已计算）';

/** The demo's completed version, looked up by its name (the other browser tests keep adding versions). */
export async function completedDemoVersion(token: string): Promise<{ id: number; projectId: number }> {
  const reports = await api<{
    reports: { id: number; version: string; status: string; project_id: number }[];
  }>(`/v1/project_compute/reports/list?page=1&limit=50&version=${encodeURIComponent(COMPLETED_DEMO)}`, token);
  const done = reports.body.data.reports.find(
    (r) => r.status === 'VersionStatus.COMPLETED' && r.version === COMPLETED_DEMO,
  );
  if (!done) throw new Error('the demo data has no completed version');
  return { id: done.id, projectId: done.project_id };
}
