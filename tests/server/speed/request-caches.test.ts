// The per-request caches of issue 20: verified access tokens (until they expire) and SQLite's prepared statements.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from '../../../server/auth/access-token';
import { withStatementCache } from '../../../server/db/database';

const SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const claims = { userId: 7, teamId: 3, teamRole: 'Admin', isSuperAdmin: false, sessionId: 'family-1' };

describe('verified access tokens', () => {
  it('answers a verified token from memory until it expires, then expired (as jose would)', async () => {
    let at = new Date('2026-11-26T10:00:00.500Z');
    const tokens = createAccessTokens(SECRET, () => at);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    at = new Date(at.getTime() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    at = new Date(at.getTime() + 1000);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('never lets a changed token, or one signed with another key, through the memory', async () => {
    const at = new Date('2026-11-26T10:00:00Z');
    const tokens = createAccessTokens(SECRET, () => at);
    const token = await tokens.sign(claims);
    expect((await tokens.verify(token)).ok).toBe(true);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toEqual({ ok: false, reason: 'invalid' });
    const forged = await createAccessTokens('another-secret-0123456789-abcdefghijklmnop', () => at).sign(
      claims,
    );
    expect(await tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(`${token}x`)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('prepared statements kept by SQL text', () => {
  it('reuses a statement, drops the least recently used beyond its size, and answers the same rows', () => {
    const sqlite = new Database(':memory:');
    let prepared = 0;
    const counting = {
      prepare: (text: string) => {
        prepared += 1;
        return sqlite.prepare(text);
      },
      close: () => sqlite.close(),
    } as unknown as Database.Database;
    const db = withStatementCache(counting, 2);
    db.prepare('create table t (x integer)').run([]);
    db.prepare('insert into t values (?)').run([1]);
    db.prepare('insert into t values (?)').run([2]);
    expect(prepared).toBe(2);
    const all = 'select x from t order by x';
    expect(db.prepare(all).all([])).toEqual([{ x: 1 }, { x: 2 }]);
    db.prepare('insert into t values (?)').run([3]); // cached: 'create' was dropped, not the insert
    expect(prepared).toBe(3);
    expect(db.prepare(all).all([])).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
    expect(prepared).toBe(3);
    db.prepare('select count(*) as n from t').all([]); // drops the insert (least recently used)
    db.prepare('insert into t values (?)').run([4]);
    expect(prepared).toBe(5);
    expect(db.prepare('select count(*) as n from t').all([])).toEqual([{ n: 4 }]);
    db.close();
  });
});
