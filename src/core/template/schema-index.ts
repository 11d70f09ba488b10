// What the schema checks look things up in: a table's columns and rows, and where a problem is (file › table).
import type { ColumnSchema, RowSchema, TableSchema, TemplateSchema } from './schema-types';

/** Variables every formula may read: the project's periods. */
export const PERIOD_VARS = ['B', 'O', 'N'];

/** The file a template is written in (the convention of schemas/templates). */
export const schemaFile = (key: string): string => `schemas/templates/${key}.ts`;

/** `schemas/templates/tab3.ts › table wcDetailed` — where a problem is. */
export const placeOf = (schema: TemplateSchema, t?: TableSchema): string =>
  t ? `${schemaFile(schema.key)} › table ${t.id}` : schemaFile(schema.key);

/** The columns of a table: every key, year group keys, input columns and display-only columns. */
export interface ColumnIndex {
  keys: string[];
  /** leaf (non-group) keys: what a binding or a rule may read */
  leaves: Set<string>;
  groups: Set<string>;
  inputs: string[];
  displayOnly: Set<string>;
}

export function columnIndex(cols: readonly ColumnSchema[]): ColumnIndex {
  const out: ColumnIndex = {
    keys: [],
    leaves: new Set(),
    groups: new Set(),
    inputs: [],
    displayOnly: new Set(),
  };
  const visit = (cs: readonly ColumnSchema[]) => {
    for (const c of cs) {
      out.keys.push(c.key);
      if (c.kind === 'group') visit(c.children);
      else if (c.kind === 'years') {
        out.groups.add(c.key);
        if (c.cell === 'number') out.inputs.push(c.key);
        if (c.displayOnly) out.displayOnly.add(c.key);
      } else {
        out.leaves.add(c.key);
        if (!c.numbering && ['number', 'text', 'select', 'check'].includes(c.cell)) out.inputs.push(c.key);
        if (c.displayOnly) out.displayOnly.add(c.key);
      }
    }
  };
  visit(cols);
  return out;
}

/** Rows a schema writes itself (fixed rows, seeds, derived rows); mirror tables have none. */
export function schemaRows(t: TableSchema): readonly RowSchema[] {
  const r = t.rows;
  if (r.mode === 'fixed') return r.rows;
  if (r.mode === 'mirror') return [];
  return [...r.seed, ...(r.mode === 'hier' ? (r.derived ?? []) : [])];
}
