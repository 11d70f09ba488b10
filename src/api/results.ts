// Result-view calls 计算结果接口: computed-table list, one table, the full result, version comparison, workbook download.
import { api, type RequestOptions } from './client';
import {
  computedTableListSchema,
  compareDataSchema,
  outputTableSchema,
  resultDataSchema,
} from '../core/contracts/results';
import type { CompareData, ComputedTableList, OutputTable, ResultData } from '../core/contracts/results';
import { VersionStatus } from '../core/contracts/projects';
import type { VersionRow } from '../core/contracts/projects';

const BASE = '/v1/project_compute';

/** GET get_computed_table_list/{versionId} → [{table_id, name}] in viewer order (summary first). */
export async function getComputedTableList(
  versionId: number | string,
  options?: RequestOptions,
): Promise<ComputedTableList> {
  return computedTableListSchema.parse(
    await api.get<unknown>(`${BASE}/get_computed_table_list/${versionId}`, undefined, options),
  );
}

/** GET read_table/{versionId}?table_id=… → one table in the model-io §3.1 shape. */
export async function readTable(versionId: number | string, tableId: string): Promise<OutputTable> {
  return outputTableSchema.parse(
    await api.get<unknown>(`${BASE}/read_table/${versionId}`, { table_id: tableId }),
  );
}

/** GET result/{versionId} → header, read-only repayment settings and the whole ModelOutput. */
/** `options.notify: false` when the screen shows its own message (the result view's 加载计算结果失败). */
export async function getResult(versionId: number | string, options?: RequestOptions): Promise<ResultData> {
  return resultDataSchema.parse(await api.get<unknown>(`${BASE}/result/${versionId}`, undefined, options));
}

/** GET compare?versions=1,2,3 → per-version header and the compared figures with differences. */
export async function compareVersions(versionIds: readonly (number | string)[]): Promise<CompareData> {
  return compareDataSchema.parse(
    await api.get<unknown>(`${BASE}/compare`, { versions: versionIds.join(',') }),
  );
}

/** Completed versions of a project (GET /v1/forestry_project/version_list/{projectId}), for the comparison picker. */
export async function getCompletedVersions(projectId: number | string): Promise<VersionRow[]> {
  const versions = await api.get<VersionRow[]>(`/v1/forestry_project/version_list/${projectId}`);
  return versions.filter((v) => v.status === VersionStatus.COMPLETED);
}

/** GET export/{versionId} → the workbook as a Blob and the server's file name (RFC 5987). */
export function downloadWorkbook(
  versionId: number | string,
): Promise<{ blob: Blob; filename: string | undefined }> {
  return api.blob(`${BASE}/export/${versionId}`);
}

/** The server lays out every table and draws the charts before answering: seconds, not the usual 5 s budget. */
const REPORT_DOCX_TIMEOUT_MS = 60_000;

/** GET report_docx/{versionId} → the 经济评价 chapter (.docx) as a Blob and the server's file name. */
export function downloadReportDocx(
  versionId: number | string,
): Promise<{ blob: Blob; filename: string | undefined }> {
  return api.blob(`${BASE}/report_docx/${versionId}`, { timeout: REPORT_DOCX_TIMEOUT_MS });
}

/** GET export_audit/{versionId} → the 审计版 workbook (statements as Excel formulas) and the server's file name. */
export function downloadAuditWorkbook(
  versionId: number | string,
): Promise<{ blob: Blob; filename: string | undefined }> {
  return api.blob(`${BASE}/export_audit/${versionId}`);
}

/** Hands a downloaded Blob to the browser under `filename` (the user's download folder). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
