// Prepared queries (server/db/prepared.ts): compiled once per database and shape, bound by name, on both databases.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared } from '../../../server/db/prepared';
import { helmetHeaders } from '../../../server/http/security-headers';
import { matchesPattern, likePattern } from '../../../server/services/projects/search';
import { createTestDatabase, dbTargets, type TestDatabase } from '../helpers/test-db';

describe.each(dbTargets())('prepared queries on %s', (dialect) => {
  let database: TestDatabase;
  const at = '2026-11-26T10:00:00.000Z';

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const [a, b] = await db
      .insertInto('users')
      .values(
        ['甲', '乙'].map((username, i) => ({
          username,
          phone_number: `1390000000${i}`,
          password_hash: 'x',
          status: 0,
          is_super_admin: 0,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    const row = (name: string, creator: number) => ({
      name,
      type: 'forestry',
      team_id: null,
      province: '浙江省',
      city: '杭州市',
      county: '淳安县',
      building_period: 3,
      operating_period: 20,
      computed: 0,
      creator_id: creator,
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto('projects')
      .values([row('杉木林 A', a!.id), row('杉木林_B', a!.id), row('油茶 100%', a!.id), row('竹林', b!.id)])
      .execute();
  });
  afterAll(() => database.drop());

  const byCreator = prepared((db, p: { creatorId: number; pattern: string | null; limit: number }) => {
    let q = db
      .selectFrom('projects')
      .select(['projects.name'])
      .where('projects.creator_id', '=', p.creatorId);
    if (p.pattern !== null) q = q.where(matchesPattern('projects.name', p.pattern));
    return q.orderBy('projects.id').limit(p.limit);
  });

  it('binds the values by name, each call its own, and keeps a null as a different query', async () => {
    const { db } = database;
    const users = await db.selectFrom('users').select('id').orderBy('id').execute();
    const [a, b] = users.map((u) => u.id) as [number, number];
    const names = async (creatorId: number, pattern: string | null, limit: number) =>
      (await byCreator(db, { creatorId, pattern, limit })).map((r) => r.name);
    expect(await names(a, null, 10)).toEqual(['杉木林 A', '杉木林_B', '油茶 100%']);
    expect(await names(a, null, 2)).toEqual(['杉木林 A', '杉木林_B']);
    expect(await names(b, null, 10)).toEqual(['竹林']);
    expect(await names(a, likePattern('_'), 10)).toEqual(['杉木林_B']);
    expect(await names(a, likePattern('100%'), 10)).toEqual(['油茶 100%']);
    expect(await names(a, likePattern('杉木'), 1)).toEqual(['杉木林 A']);
    expect(await names(b, likePattern('杉木'), 10)).toEqual([]);
    expect(await names(a, null, 10)).toEqual(['杉木林 A', '杉木林_B', '油茶 100%']);
  });

  it('compiles a shape once per database', async () => {
    let built = 0;
    const q = prepared((db, p: { id: number }) => {
      built += 1;
      return db.selectFrom('users').select('username').where('id', '=', p.id);
    });
    const other = await createTestDatabase(dialect);
    try {
      for (const d of [database.db, database.db, other.db, database.db, other.db]) await q(d, { id: 1 });
      expect(built).toBe(2);
    } finally {
      await other.drop();
    }
  });

  it('takes raw sql queries too', async () => {
    const q = prepared(
      (_db, p: { name: string }) =>
        sql<{ n: number }>`select count(*) as n from users where username = ${p.name}`,
    );
    expect(Number((await q(database.db, { name: '甲' }))[0]?.n)).toBe(1);
    expect(Number((await q(database.db, { name: '丙' }))[0]?.n)).toBe(0);
  });

  it('refuses a parameter the query does not bind as given', async () => {
    const offset = prepared((db, p: { page: number }) =>
      db
        .selectFrom('users')
        .select('id')
        .limit(10)
        .offset((p.page - 1) * 10),
    );
    await expect(offset(database.db, { page: 2 })).rejects.toThrow(/parameter page is not bound/);
    const changed = prepared((db, p: { term: string }) =>
      db
        .selectFrom('users')
        .select('id')
        .where(matchesPattern('username', likePattern(p.term))),
    );
    await expect(changed(database.db, { term: '甲' })).rejects.toThrow(/parameter term is not bound/);
  });
});

describe('security headers', () => {
  it("are helmet's, computed once", () => {
    const headers = helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
