// Wire shape of template data (product.md §3 "Template data", "Table"): what read_template answers and the grid renders.
import { z } from 'zod';

/** A header node: `index` is the leaf column index (−1 on group nodes), children nest (建设期 › 第1年 …). */
export interface WireHeader {
  index: number;
  key: string;
  label: string;
  children?: WireHeader[];
}
export const wireHeaderSchema: z.ZodType<WireHeader> = z.lazy(() =>
  z.object({
    index: z.number().int(),
    key: z.string(),
    label: z.string(),
    children: z.array(wireHeaderSchema).optional(),
  }),
);

/** Cell types of product.md §2.9 (text, data, title, switch, radio) plus select. */
export const wireCellTypeSchema = z.enum(['text', 'data', 'title', 'switch', 'radio', 'select']);

export const wireCellSchema = z.object({
  /** `<rowId>:<columnKey>` — stable across regenerations. */
  id: z.string(),
  value: z.string().nullable(),
  display_value: z.string(),
  type: wireCellTypeSchema,
  classname: z.string(),
  editable: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type WireCell = z.infer<typeof wireCellSchema>;

export const wireRowMetaSchema = z.object({
  id: z.string(),
  no: z.string(),
  level: z.number().int(),
  kind: z.enum(['fixed', 'group', 'leaf', 'system', 'linked']),
  parent_id: z.string().nullable(),
  removable: z.boolean(),
  can_add_child: z.boolean(),
});

export const wireTableSchema = z.object({
  table_id: z.string(),
  /** Store key `${template}/${subProject ?? '-'}/${table}` (save results report revisions by it). */
  key: z.string(),
  name: z.string(),
  mode: z.enum(['fixed', 'hier', 'list', 'mirror']),
  headers: z.array(wireHeaderSchema),
  /** Rows of cells keyed by leaf column index ("0", "1", …). */
  cells: z.array(z.record(z.string(), wireCellSchema)),
  rows: z.array(wireRowMetaSchema),
  /** Spans by cell id. */
  col_span: z.record(z.string(), z.number().int().positive()),
  row_span: z.record(z.string(), z.number().int().positive()),
  removed_rows: z.array(z.object({ id: z.string(), label: z.string() })),
  revision: z.number().int().min(0),
  preview: z.string().optional(),
  visible_when: z.object({ select: z.string(), eq: z.string() }).optional(),
});
export type WireTable = z.infer<typeof wireTableSchema>;

export const templateDataSchema = z.object({
  template_id: z.string(),
  template: z.string(),
  template_unit: z.enum(['mu', 'ha']),
  /** Template-level choices (tab 3 流动资金估算方法): `shown` is the chosen option's label. */
  select: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      value: z.string(),
      shown: z.string(),
      options: z.array(z.object({ value: z.string(), label: z.string() })),
    }),
  ),
  sub_project: z.array(
    z.object({
      sub_project_id: z.string().nullable(),
      sub_project_name: z.string().nullable(),
      tables: z.array(wireTableSchema),
    }),
  ),
  previews: z.array(z.string()),
});
export type TemplateData = z.infer<typeof templateDataSchema>;
