// REST contracts of the reports list 报告列表 (product.md §2.10, §3 report row, §7.2).
import { z } from 'zod';
import { pagingQuery } from './projects';
import type { VersionStatusValue } from './projects';

/** GET /v1/project_compute/reports/list?project=&version=&page=&limit= */
export const reportListQuery = pagingQuery.extend({
  project: z.string().trim().max(100).optional(),
  version: z.string().trim().max(100).optional(),
});
export type ReportListQuery = z.input<typeof reportListQuery>;

/** One row: a version with its project (§3 report row). */
export interface ReportRow {
  id: number;
  version: string;
  project_id: number;
  project_name: string;
  type: string;
  location: string;
  creator_name: string;
  created_at: string;
  updated_at: string;
  status: VersionStatusValue;
}

export interface ReportList {
  reports: ReportRow[];
  total: number;
}
