// The benches' server: the real app on 127.0.0.1 over SQLite, signed in as the demo administrator, with the large
// bench version created through the API (its cells imported with the service: no API imports a ModelInput).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registry } from '../../schemas';
import { bootstrap, type Started } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { importStored, storedFromInput } from '../../server/services/compute/import-input';
import { subProjectKey } from '../../server/services/compute/stored-repo';
import { markTemplatesGenerated } from '../../server/services/versions/status';
import type { ModelInput } from '../../src/core/engine';
import { modelInputToStoredValues } from '../../src/core/template/from-model-input';

export const ADMIN = { phone: '13800000000', password: 'Demo@2026' };
export const CAPTCHA = 'e2e8';

export interface Server {
  url: string;
  started: Started;
  dataDir: string;
}

/** The real server on 127.0.0.1 (any free port) over a fresh SQLite file; `dist` is the SPA it serves, if built. */
export async function startServer(dist: string): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nl-bench-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DIST_DIR: dist,
    CAPTCHA_FIXED: CAPTCHA,
    SMS_PROVIDER: 'file',
    ADMIN_PHONE: ADMIN.phone,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const started = await bootstrap(config, { level: 'warn' });
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  const a = started.app.server.address();
  const port = typeof a === 'object' && a ? a.port : 0;
  return { url: `http://127.0.0.1:${port}`, started, dataDir };
}

export async function call<T>(base: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { message: string; data: T };
  if (json.message !== 'success') throw new Error(`${path}: ${res.status} ${json.message}`);
  return json.data;
}

export async function login(base: string): Promise<{ access_token: string; refresh_token: string }> {
  const captchaId = await call<string>(base, '/v1/captcha/init', null);
  return call(base, '/v1/auth/login', null, {
    phone_number: ADMIN.phone,
    password: ADMIN.password,
    captcha_id: captchaId,
    captcha: CAPTCHA,
  });
}

/** Project and sub-projects through the API; the version's cells imported with the service (no API imports a ModelInput). */
export async function createVersion(
  server: Server,
  token: string,
  input: ModelInput,
): Promise<{ projectId: number; versionId: number; name: string; idMap: Map<string, string> }> {
  const base = server.url;
  const name = '性能测试版本';
  const created = await call<{ project: { id: number }; version: { id: number } }>(
    base,
    '/v1/forestry_project/create',
    token,
    {
      name: `性能测试项目${Date.now().toString(36)}`,
      province: '浙江省',
      city: '杭州市',
      county: '淳安县',
      building_period: input.meta.B,
      operating_period: input.meta.O,
      version: name,
    },
  );
  const projectId = created.project.id;
  const { ctx } = modelInputToStoredValues(registry, input);
  const idMap = new Map<string, string>();
  for (const sp of ctx.subProjects) {
    const row = await call<{ id: number }>(
      base,
      `/v1/forestry_project/create_subproject/${projectId}`,
      token,
      {
        name: sp.name,
        type: sp.type,
        trees: sp.trees,
        product_categories: sp.productCategories,
        construction: sp.constructionType,
        forestation_method: sp.plantingMethod,
        breed_target: sp.cultivationTarget,
      },
    );
    idMap.set(sp.id, subProjectKey(row.id));
  }
  const versionId = created.version.id;
  const { db } = server.started.database;
  await importStored(db, versionId, storedFromInput(input, idMap), server.started.seed.adminId, new Date());
  await markTemplatesGenerated(db, versionId, new Date());
  await db
    .updateTable('versions')
    .set({ settings: JSON.stringify({ areaUnit: input.meta.areaUnit }) })
    .where('id', '=', versionId)
    .execute();
  return { projectId, versionId, name, idMap };
}

/** Closes the server and removes its data directory. */
export async function stopServer(server: Server): Promise<void> {
  await server.started.app.close();
  rmSync(server.dataDir, { recursive: true, force: true });
}
