// The binding checks of a template table: bind paths are members of the engine's input schema (bind-paths.ts)
// with a fitting value type, bound columns exist and are not display-only, conditions name real columns and
// selects. A misspelled path gets a "did you mean" from the known paths.
import { inputPaths, itemPath, type PathSet } from './bind-paths';
import { placeOf, type ColumnIndex } from './schema-index';
import type {
  FieldBinding,
  FieldSource,
  RowSchema,
  SubProjectType,
  TableSchema,
  TemplateSchema,
  ValueType,
} from './schema-types';

/** Edit distance of two short strings (a typo is one or two keys away). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur.push(
        Math.min(
          (prev[j] ?? 0) + 1,
          (cur[j - 1] ?? 0) + 1,
          (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

/** The known name nearest a misspelled one, when it is near enough to be what was meant. */
function closest(name: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = Math.max(2, Math.floor(name.length / 5)) + 1;
  for (const k of known) {
    const d = distance(name, k);
    if (d < bestD) [best, bestD] = [k, d];
  }
  return best;
}

const alternatives = (src: FieldSource | readonly FieldSource[]): readonly FieldSource[] =>
  Array.isArray(src) ? src : [src as FieldSource];
const bindingList = (b: FieldBinding | readonly FieldBinding[]): readonly FieldBinding[] =>
  Array.isArray(b) ? b : [b as FieldBinding];

/** Path sets a table's bindings are checked against: the document, or the sub-projects of its types. */
function pathSetsOf(t: TableSchema, types?: readonly SubProjectType[]): PathSet[] {
  const p = inputPaths();
  if (t.scope.kind === 'project') return [p.project];
  const scopeTypes = t.scope.types.filter((x) => !types || types.includes(x));
  return scopeTypes.map((x) => p.subProject[x]);
}

/**
 * Whether a binding's value type can write a member of this schema type (a misfit fails every computation with
 * E_SCHEMA): decimals need dec, integers int, booleans bool, arrays list, text members a text type.
 */
export function typeFits(valueType: ValueType, memberType: string): boolean {
  const t = memberType.replace(/ or null$/, '');
  if (t === 'object') return true;
  if (t.endsWith('[]')) return valueType === 'list' || valueType === 'factorList';
  if (t === 'decimal') return valueType === 'dec' || valueType === 'decOrNull';
  if (t === 'integer') return valueType === 'int' || valueType === 'intOrNull';
  if (t === 'boolean') return valueType === 'bool';
  return valueType === 'string' || valueType === 'ref';
}

export function checkBindingRefs(
  t: TableSchema,
  rc: { schema: TemplateSchema },
  cols: ColumnIndex,
  rows: readonly RowSchema[],
): string[] {
  const problems: string[] = [];
  const at = (part: string, msg: string) => problems.push(`${placeOf(rc.schema, t)} › ${part}: ${msg}`);
  const selects = new Set((rc.schema.selects ?? []).map((s) => s.name));
  const readCol = (part: string, c: string, group = false) => {
    if (group ? !cols.groups.has(c) : !cols.leaves.has(c))
      at(part, `binding reads unknown ${group ? 'year group' : 'column'} "${c}"`);
    else if (cols.displayOnly.has(c))
      at(part, `binding reads display-only column "${c}" (display-only columns never reach the engine)`);
  };
  const checkSource = (part: string, s: FieldSource) => {
    if ('col' in s) readCol(part, s.col);
    if ('years' in s) readCol(part, s.years, true);
    if ('yearsOrNull' in s) readCol(part, s.yearsOrNull, true);
    if ('slice' in s) {
      readCol(part, s.slice.years, true);
      for (const c of [s.slice.startCol, s.slice.offsetCol, s.slice.lengthCol]) readCol(part, c);
    }
    if (s.when && 'col' in s.when && !cols.leaves.has(s.when.col))
      at(part, `condition reads unknown column "${s.when.col}"`);
    if (s.when && 'select' in s.when && !selects.has(s.when.select))
      at(part, `condition reads unknown select "${s.when.select}"`);
  };
  const b = t.bind;
  const sets = pathSetsOf(t);
  const knownIn = (path: string, kind: 'leaf' | 'list', only?: readonly SubProjectType[]) =>
    pathSetsOf(t, only).some((s) => (kind === 'leaf' ? s.leaves.has(path) : s.lists.has(path)));
  const near = (path: string) => {
    const hint = closest(
      path,
      sets.flatMap((s) => [...s.leaves.keys(), ...s.lists]),
    );
    return hint ? ` (see docs/bind-paths.md; did you mean ${hint}?)` : ' (see docs/bind-paths.md)';
  };
  const checkType = (part: string, path: string, vt: ValueType, only?: readonly SubProjectType[]) => {
    const types = pathSetsOf(t, only)
      .map((set) => set.leaves.get(path))
      .filter((x): x is string => x !== undefined);
    if (types.length && !types.some((mt) => typeFits(vt, mt)))
      at(part, `type ${vt} cannot write ${path}, which is ${types[0]}`);
  };
  if (b.kind === 'form') {
    for (const r of rows) {
      for (const fb of r.bind ? bindingList(r.bind) : []) {
        const part = `row ${r.id}`;
        const path = b.base ? `${b.base}.${fb.path}` : fb.path;
        if (!knownIn(path, 'leaf', r.types))
          at(part, `bind path "${path}" is no ModelInput member${near(path)}`);
        else checkType(part, path, fb.type, r.types);
        readCol(part, fb.col ?? 'value');
        if (fb.when && 'col' in fb.when && !cols.leaves.has(fb.when.col))
          at(part, `condition reads unknown column "${fb.when.col}"`);
      }
    }
  } else if (b.kind === 'yearArray') {
    if (!knownIn(b.path, 'leaf')) at('bind', `bind path "${b.path}" is no ModelInput member${near(b.path)}`);
    else if (!sets.some((s) => s.leaves.get(b.path)?.endsWith('[]')))
      at('bind', `bind path "${b.path}" is not a year array`);
    if (!rows.some((r) => r.id === b.row)) at('bind', `unknown row "${b.row}"`);
    readCol('bind', b.years, true);
  } else if (b.kind === 'rows') {
    if (!knownIn(b.path, 'list')) at('bind', `bind path "${b.path}" is no ModelInput list${near(b.path)}`);
    else {
      const member = (part: string, key: string, srcs: readonly FieldSource[]) => {
        const path = itemPath(b.path, key);
        if (!knownIn(path, 'leaf')) at(part, `"${key}" is no member of ${b.path}[]${near(path)}`);
        else for (const s of srcs) if ('col' in s) checkType(part, path, s.type);
        srcs.forEach((s) => checkSource(part, s));
      };
      for (const [k, src] of Object.entries(b.fields)) member(`bind.fields.${k}`, k, alternatives(src));
      for (const [k, src] of Object.entries(b.groupFields ?? {}))
        member(`bind.groupFields.${k}`, k, alternatives(src));
      for (const r of rows)
        for (const [k, src] of Object.entries(r.emit ?? {})) member(`row ${r.id} emit.${k}`, k, [src]);
    }
  }
  for (const c of cols.displayOnly)
    if (
      b.kind === 'form' &&
      rows.some((r) => r.bind && bindingList(r.bind).some((fb) => (fb.col ?? 'value') === c))
    )
      at(`column ${c}`, 'a display-only column cannot be bound');
  return problems;
}

/** Select bindings of a template: project-level ModelInput members. */
export function checkSelectRefs(schema: TemplateSchema): string[] {
  const problems: string[] = [];
  for (const s of schema.selects ?? []) {
    const part = `${placeOf(schema)} › select ${s.name}`;
    if (!s.options.some((o) => o.value === s.default))
      problems.push(`${part}: default "${s.default}" is none of its options`);
    const member = s.bind ? inputPaths().project.leaves.get(s.bind.path) : undefined;
    if (s.bind && member === undefined)
      problems.push(`${part}: bind path "${s.bind.path}" is no ModelInput member (see docs/bind-paths.md)`);
    else if (s.bind && member !== undefined && !typeFits(s.bind.type, member))
      problems.push(`${part}: type ${s.bind.type} cannot write ${s.bind.path}, which is ${member}`);
  }
  return problems;
}
