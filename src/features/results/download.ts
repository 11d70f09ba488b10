// 下载全部报表 / 下载审计版（含公式） / 下载评价报告（Word）: fetches the version's workbook, its formula workbook or its Word
// report and saves it under the server's name (or a fallback name of the same shape).
import { downloadAuditWorkbook, downloadReportDocx, downloadWorkbook, saveBlob } from '../../api/results';
import { formatDateStamp } from '../../i18n/date';

/** The name used when the server sends none: `{project}_{version}_{yyyyMMdd}.xlsx` (product §7.2). */
export function fallbackFileName(project: string, version: string, now: Date = new Date()): string {
  return `${project}_${version}_${formatDateStamp(now)}.xlsx`;
}

export async function downloadAllReports(
  versionId: number | string,
  project: string,
  version: string,
): Promise<void> {
  const { blob, filename } = await downloadWorkbook(versionId);
  saveBlob(blob, filename ?? fallbackFileName(project, version));
}

/** 下载评价报告（Word）: the 经济评价 chapter, `{project}_{version}_经济评价_{yyyyMMdd}.docx` when the server sends no name. */
export async function downloadEvaluationReport(
  versionId: number | string,
  project: string,
  version: string,
): Promise<void> {
  const { blob, filename } = await downloadReportDocx(versionId);
  saveBlob(blob, filename ?? `${project}_${version}_经济评价_${formatDateStamp(new Date())}.docx`);
}

/** The 审计版: every statement figure an Excel formula over the 录入 sheets. */
export async function downloadAuditReports(
  versionId: number | string,
  project: string,
  version: string,
): Promise<void> {
  const { blob, filename } = await downloadAuditWorkbook(versionId);
  saveBlob(blob, filename ?? fallbackFileName(project, `${version}_审计版`));
}
