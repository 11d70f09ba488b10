// REST contracts of the computation calls /v1/project_compute (product.md §7.4, §3 save payload).
import { z } from 'zod';

export const versionIdParams = z.object({
  id: z.coerce.number().int('版本编号无效').positive('版本编号无效'),
});

export const readTemplateQuery = z.object({ key: z.string().min(1, '请指定模板').max(40) });

export const readTableQuery = z.object({ table_id: z.string().min(1, '请指定报表').max(60) });

/** One saved cell (product.md §3 “Saved cell”); col_at / row_at / type are accepted and ignored. */
export const savedCellSchema = z.object({
  cell_id: z.string().min(1).max(200),
  content: z.string().max(2000).nullable(),
  col_at: z.union([z.number(), z.string()]).optional(),
  row_at: z.union([z.number(), z.string()]).optional(),
  type: z.string().max(20).optional(),
});

/**
 * One table of a save: the table's complete cell set (replace semantics, so deleted rows disappear) and
 * the revision the client based its edits on (optimistic concurrency).
 */
export const savedTableSchema = z.object({
  table_id: z.string().min(1).max(60),
  sub_project_id: z.string().max(40).nullable().optional(),
  revision: z.number().int().min(0),
  cells: z.array(savedCellSchema).max(200000),
});

export const updateTableBody = z.object({
  version_id: z.number().int().positive('版本编号无效'),
  template_id: z.string().min(1).max(40),
  template_unit: z.enum(['mu', 'ha']).optional(),
  tables: z.array(savedTableSchema).max(500),
  /** template selects by name (tab 3 流动资金估算方法 …) */
  select: z.record(z.string().max(40), z.string().max(200)).optional(),
});
export type UpdateTableBody = z.infer<typeof updateTableBody>;

export interface TemplateListItem {
  key: string;
  template: string;
}

/** A cell path in a validation message: which template, sub-project, table, row and column. */
export interface IssueDto {
  level: 'error' | 'warning';
  code: string;
  message: string;
  template_id: string;
  sub_project_id: string | null;
  table_id: string;
  cell_id: string | null;
  row_id: string | null;
}

export interface SaveResultDto {
  /** new revision per saved table, keyed `${template}/${subProject ?? '-'}/${table}` */
  revisions: Record<string, number>;
  warnings: IssueDto[];
}

/** Everything the entry screen's worker needs to open a version: the project context and the stored cells. */
export interface VersionDataDto {
  version: { id: number; name: string; status: string; project_id: number };
  project: { id: number; name: string; location: string; building_period: number; operating_period: number };
  area_unit: 'mu' | 'ha';
  context: unknown;
  stored: Record<string, { cells: Record<string, string>; revision: number }>;
}

export const SAVE_CONFLICT_MESSAGE = '数据已被他人修改，请刷新后重试';
export const GENERATE_FAILED_MESSAGE = '生成失败请重新尝试';
