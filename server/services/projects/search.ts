// Safe "contains" search 模糊查询: the term is a bound parameter with LIKE wildcards escaped, on both dialects.
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** Escapes %, _ and the escape character itself so user input matches literally. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * lower(column) LIKE the pattern (likePattern of the term), with an explicit escape character (SQLite has none by
 * default). The pattern is bound as it is given, so that it can be a prepared query's parameter.
 */
export function matchesPattern(column: string, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
