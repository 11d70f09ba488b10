// Safe "contains" search 模糊查询: the term is a bound parameter with LIKE wildcards escaped, on both dialects.
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** Escapes %, _ and the escape character itself so user input matches literally. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** lower(column) LIKE lower(term) with an explicit escape character (SQLite has none by default). */
export function containsInsensitive(column: string, term: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(term)} escape '\\'`;
}
