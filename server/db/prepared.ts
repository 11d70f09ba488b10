// Queries compiled once: Kysely builds an operation tree and compiles it to SQL on every execution, and for the list
// endpoints (a few subqueries each, run on every request) that cost as much CPU as the database answering them.
import type { CompiledQuery, Kysely, QueryExecutorProvider } from 'kysely';
import type { DB } from './schema';

/** What a prepared query is run with: a null value is not a parameter but part of the query's shape (`is null`…). */
export type PreparedParams = Record<string, number | string | null>;

/** A query builder, or a raw `sql` query (which compiles with the database it is given). */
interface Buildable<O> {
  compile(executorProvider: QueryExecutorProvider): CompiledQuery<O>;
}

interface Template {
  compiled: CompiledQuery;
  /** where each parameter goes: [index in compiled.parameters, name of the value] */
  slots: [number, string][];
}

/** Numbers no query of ours binds: a parameter's placeholder while the query is compiled. */
const NUMBER_PLACEHOLDER = -7_340_032_000_000;
const STRING_PLACEHOLDER = '\u0000prepared-parameter:';

/**
 * `build` written with Kysely as usual, compiled once per database and shape, then run with new values: the
 * parameters are bound by name. `build` is called with placeholder values (a distinct number or string per parameter)
 * and must pass each on to the query unchanged (compute a derived value, such as a LIKE pattern or an offset, before
 * the call); a parameter it uses but does not bind is refused when the query is compiled. A null value is not bound:
 * `build` branches on it, and the queries compiled for null and for a value are kept apart. Queries run through
 * `db.executeQuery`, so they take part in a transaction when `db` is one (a transaction is another key of the cache,
 * compiled for itself). The app installs no Kysely plugin: a plugin's transformQuery would run only on compilation.
 */
export function prepared<P extends PreparedParams, O>(
  build: (db: Kysely<DB>, params: P) => Buildable<O>,
): (db: Kysely<DB>, params: P) => Promise<O[]> {
  const cache = new WeakMap<Kysely<DB>, Map<string, Template>>();
  return async (db, params) => {
    const names = Object.keys(params).sort();
    const shape = names.map((n) => `${n}:${params[n] == null ? 'null' : typeof params[n]}`).join(',');
    let byShape = cache.get(db);
    if (!byShape) {
      byShape = new Map();
      cache.set(db, byShape);
    }
    let template = byShape.get(shape);
    if (!template) {
      template = compileTemplate(db, build, params, names);
      byShape.set(shape, template);
    }
    const parameters = template.compiled.parameters.slice();
    for (const [index, name] of template.slots) parameters[index] = params[name];
    const result = await db.executeQuery<O>({ ...template.compiled, parameters });
    return result.rows;
  };
}

function compileTemplate<P extends PreparedParams, O>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, params: P) => Buildable<O>,
  params: P,
  names: string[],
): Template {
  const placeholders: Record<string, number | string | null> = {};
  const byPlaceholder = new Map<unknown, string>();
  names.forEach((name, i) => {
    const value = params[name];
    const placeholder =
      value === null || value === undefined
        ? null
        : typeof value === 'number'
          ? NUMBER_PLACEHOLDER - i
          : `${STRING_PLACEHOLDER}${name}`;
    placeholders[name] = placeholder;
    if (placeholder !== null) byPlaceholder.set(placeholder, name);
  });
  const compiled = build(db, placeholders as P).compile(db);
  const slots: [number, string][] = [];
  compiled.parameters.forEach((value, index) => {
    const name = byPlaceholder.get(value);
    if (name !== undefined) slots.push([index, name]);
  });
  for (const name of byPlaceholder.values())
    if (!slots.some(([, n]) => n === name))
      throw new Error(`prepared query: parameter ${name} is not bound as it was given`);
  for (const value of compiled.parameters)
    if (typeof value === 'string' && value.includes(STRING_PLACEHOLDER) && !byPlaceholder.has(value))
      throw new Error(`prepared query: a parameter was changed before it was bound (${value})`);
  return { compiled, slots };
}
