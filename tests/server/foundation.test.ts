// The foundation: migrations on both dialects, the envelope, and bad input answered with 4xx, never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BODY_LIMIT_BYTES } from '../../server/app';
import { createTestApp, createUser, tokenFor, type TestApp } from './helpers/test-app';
import { dbTargets } from './helpers/test-db';

describe.each(dbTargets())('foundation on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.app.post('/v1/__echo', async (req) => ({ code: 200, message: 'success', data: req.body }));
  });
  afterAll(async () => t.close());

  it('creates every table of the product schema', async () => {
    const tables = await t.deps.db.introspection.getTables();
    const names = tables.map((x) => x.name).sort();
    for (const expected of [
      'users',
      'measure_fields',
      'user_measure_fields',
      'teams',
      'team_members',
      'projects',
      'project_collaborators',
      'sub_projects',
      'versions',
      'version_inputs',
      'version_results',
      'computed_tables',
      'captchas',
      'sms_codes',
      'refresh_tokens',
      'events',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('seeds the super-administrator and the three measurement fields', async () => {
    const admin = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .where('phone_number', '=', t.config.adminPhone)
      .executeTakeFirstOrThrow();
    expect(admin.is_super_admin).toBe(1);
    expect(admin.status).toBe(0);
    const fields = await t.deps.db.selectFrom('measure_fields').select('name').orderBy('id').execute();
    expect(fields.map((f) => f.name)).toEqual(['林业', '农业', '生态修复']);
  });

  it('refuses a duplicate phone number (unique constraint)', async () => {
    const u = await createUser(t);
    await expect(createUser(t, { phone: u.phone_number })).rejects.toThrow();
  });

  it('cascades a project delete to versions and their inputs', async () => {
    const u = await createUser(t);
    const at = new Date().toISOString();
    const p = await t.deps.db
      .insertInto('projects')
      .values({
        team_id: null,
        name: 'p',
        type: 'forestry',
        province: 'a',
        city: 'b',
        county: 'c',
        building_period: 2,
        operating_period: 10,
        computed: 0,
        creator_id: u.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const v = await t.deps.db
      .insertInto('versions')
      .values({
        project_id: p.id,
        name: 'v1',
        status: 'VersionStatus.UNGENERATED',
        settings: '{}',
        creator_id: u.id,
        last_editor_id: u.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('version_inputs')
      .values({
        version_id: v.id,
        template_key: '0',
        sub_project_id: null,
        scope: '',
        table_id: 't',
        cells: '{"a:b":"1.5"}',
        rows: null,
        revision: 1,
        updated_by: u.id,
        updated_at: at,
      })
      .execute();
    await t.deps.db.deleteFrom('projects').where('id', '=', p.id).execute();
    const left = await sql<{
      n: number;
    }>`select count(*) as n from version_inputs where version_id = ${v.id}`.execute(t.deps.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('refuses periods outside 1–10 / 1–60 at the database level too', async () => {
    const at = new Date().toISOString();
    await expect(
      t.deps.db
        .insertInto('projects')
        .values({
          team_id: null,
          name: 'p',
          type: 'forestry',
          province: 'a',
          city: 'b',
          county: 'c',
          building_period: 11,
          operating_period: 10,
          computed: 0,
          creator_id: null,
          created_at: at,
          updated_at: at,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('answers /healthz with the database status', async () => {
    const res = await t.call({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.body_).toMatchObject({
      code: 200,
      message: 'success',
      data: { status: 'ok', database: dialect },
    });
  });

  it('gives an enveloped 400 for a malformed JSON body', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/__echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body_.code).toBe(400);
    expect(res.body_.message).toMatch(/JSON/);
  });

  it('gives an enveloped 413 for an oversize body', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/__echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.body_).toMatchObject({ code: 413, message: '请求体过大' });
  });

  it('gives an enveloped 404 for an unknown route', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.body_.code).toBe(404);
    expect(res.body_.message).toContain('接口不存在');
  });

  it('sets security headers and a request id', async () => {
    const res = await t.call({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('signs access tokens that expire after 30 minutes', async () => {
    const u = await createUser(t);
    const token = await tokenFor(t, u.id);
    expect((await t.deps.tokens.verify(token)).ok).toBe(true);
    t.clock.advance(31 * 60 * 1000);
    expect(await t.deps.tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });
});
