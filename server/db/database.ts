// Opens the database chosen by DATABASE_URL: PostgreSQL when set, else the embedded SQLite file.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { Dialect } from './dialect';
import type { DB } from './schema';

export interface AppDatabase {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

export function openSqlite(file: string): AppDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Prepared statements kept at most (a list request compiles the same few SQL texts again and again). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing (parsing and planning the SQL) costs about as much as running a small
 * query. The statements are kept by their SQL text, least recently used dropped first. Safe with Kysely's one SQLite
 * connection: it runs one query at a time, and a statement is used again only after the previous use returned.
 */
export function withStatementCache(sqlite: Database.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = sqlite.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}

// PostgreSQL returns COUNT(*) and BIGINT as strings; our ids and counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export function openPostgres(connectionString: string): AppDatabase {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client can be cut off by the server (restart, admin termination); pg then emits 'error' on the pool,
  // which would crash the process if unhandled. The pool drops that client and opens a new one when needed.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL idle connection closed: ${err.message}`);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'pg', close: () => db.destroy() };
}

export function openDatabase(opts: { databaseUrl: string | null; sqliteFile: string }): AppDatabase {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openSqlite(opts.sqliteFile);
}
