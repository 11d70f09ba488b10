// The zod shape of a template schema file (structure only; meaning is checked in schema-validator.ts).
import { z } from 'zod';
import type { ColumnSchema } from './types';

const id = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'ids are ASCII');
const cellKind = z.enum(['number', 'text', 'select', 'check', 'computed', 'linked', 'blank']);
const numberRule = z
  .object({
    allowNegative: z.boolean().optional(),
    max: z.string().optional(),
    integer: z.boolean().optional(),
    dp: z.number().optional(),
    perArea: z.boolean().optional(),
    area: z.boolean().optional(),
    perAreaUnless: z.object({ col: z.string(), eq: z.string() }).optional(),
    perAreaIf: z.object({ col: z.string(), eq: z.string() }).optional(),
  })
  .strict();
const option = z.object({ value: z.string(), label: z.string() });
const optionSource = z.union([
  z.object({ kind: z.literal('static'), options: z.array(option) }),
  z.object({ kind: z.enum(['products', 'allProducts', 'species', 'operatingYears']) }),
  z.object({ kind: z.literal('subProjects'), types: z.array(z.number()).optional() }),
]);
const column: z.ZodType<ColumnSchema> = z.lazy(() =>
  z.union([
    z.object({ kind: z.literal('group'), key: id, label: z.string(), children: z.array(column) }).strict(),
    z
      .object({
        kind: z.literal('years'),
        key: id,
        span: z.enum(['construction', 'operating', 'all', 'age']),
        label: z.string(),
        cell: z.enum(['number', 'computed', 'linked']),
        formula: z.string().optional(),
        rule: numberRule.optional(),
        group: z.enum(['sum', 'blank']).optional(),
        default: z.string().optional(),
        displayOnly: z.boolean().optional(),
      })
      .strict(),
    z
      .object({
        kind: z.literal('leaf').optional(),
        key: id,
        label: z.string(),
        cell: cellKind,
        options: optionSource.optional(),
        formula: z.string().optional(),
        rule: numberRule.optional(),
        default: z.string().optional(),
        width: z.number().optional(),
        group: z.enum(['sum', 'blank']).optional(),
        numbering: z.boolean().optional(),
        displayOnly: z.boolean().optional(),
      })
      .strict(),
  ]),
) as z.ZodType<ColumnSchema>;
const row = z
  .object({
    id,
    label: z.string(),
    no: z.string().optional(),
    parent: z.string().optional(),
    types: z.array(z.number()).optional(),
    labelByType: z.record(z.string(), z.string()).optional(),
    linkedForTypes: z.array(z.number()).optional(),
    removable: z.boolean().optional(),
    system: z.boolean().optional(),
    cells: z.record(z.string(), z.object({}).passthrough()).optional(),
    bind: z.unknown().optional(),
    emit: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
const rows = z.union([
  z.object({ mode: z.literal('fixed'), rows: z.array(row) }),
  z.object({
    mode: z.literal('hier'),
    seed: z.array(row),
    maxDepth: z.number().int().min(1).max(3),
    idPrefix: id,
    derived: z.array(row.extend({ showIf: z.string().optional() })).optional(),
  }),
  z.object({
    mode: z.literal('list'),
    seed: z.array(row),
    idPrefix: id,
    min: z.number().optional(),
    max: z.number().optional(),
    seedFromTrees: z.boolean().optional(),
  }),
  z.object({ mode: z.literal('mirror'), template: z.string(), table: z.string(), labelColumn: z.string() }),
]);
const table = z
  .object({
    id,
    name: z.string(),
    title: z.string().optional(),
    scope: z.union([
      z.object({ kind: z.literal('project') }),
      z.object({ kind: z.literal('subProject'), types: z.array(z.number()).min(1) }),
    ]),
    columns: z.array(column).min(1),
    rows,
    rules: z.array(z.object({ kind: z.string() }).passthrough()).optional(),
    bind: z.object({ kind: z.enum(['none', 'form', 'rows', 'yearArray']) }).passthrough(),
    preview: z.string().optional(),
    linkOutput: z
      .object({
        table: z.string(),
        years: z.string().optional(),
        total: z.string().optional(),
        row: z.string().optional(),
      })
      .optional(),
    visibleWhen: z.object({ select: z.string(), eq: z.string() }).optional(),
    labelColumn: z.string().optional(),
    formerly: z
      .array(
        z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*\/[A-Za-z_][A-Za-z0-9_]*$/, 'formerly: <template>/<table>'),
      )
      .optional(),
  })
  .strict();

/** The zod shape of a template schema file. */
export const templateSchemaZ = z
  .object({
    key: id,
    label: z.string(),
    order: z.number().int(),
    tables: z.array(table).min(1),
    selects: z
      .array(
        z.object({
          name: id,
          label: z.string(),
          options: z.array(option),
          default: z.string(),
          bind: z.unknown().optional(),
        }),
      )
      .optional(),
    previews: z.array(z.string()).optional(),
  })
  .strict();

/** A context with every sub-project type, used to instantiate a template while checking it. */
