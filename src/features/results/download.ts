// 下载全部报表: fetches the version's workbook and saves it under the server's name (or project_version_date.xlsx).
import { downloadWorkbook, saveBlob } from '../../api/results';
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
