// Reports calls 报告 (product.md §7.2): the reports list (the workbook download is in api/results).
import { api } from './client';
import type { ReportList } from '../core/contracts/reports';

export function listReports(q: {
  page: number;
  limit: number;
  project?: string;
  version?: string;
}): Promise<ReportList> {
  return api.get<ReportList>('/v1/project_compute/reports/list', {
    page: q.page,
    limit: q.limit,
    project: q.project || undefined,
    version: q.version || undefined,
  });
}
