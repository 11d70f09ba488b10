// 下载录入模板 on the entry screen: the version's 录入 sheets as saved (含当前数据) or with the entered cells empty
// (空白模板), to fill in Excel/WPS and bring back with 从Excel导入. Saved under the server's name (or one of its shape).
import { downloadInputTemplate } from '../../api/compute';
import { saveBlob } from '../../api/results';
import { formatDateStamp } from '../../i18n/date';

/** The name used when the server sends none: `{project}_{version}_录入模板_{yyyyMMdd}.xlsx` (空白录入模板 when blank). */
export function inputTemplateFallbackName(
  project: string,
  version: string,
  blank: boolean,
  now: Date = new Date(),
): string {
  return `${project}_${version}_${blank ? '空白录入模板' : '录入模板'}_${formatDateStamp(now)}.xlsx`;
}

export async function saveInputTemplate(
  versionId: number,
  project: string,
  version: string,
  blank: boolean,
): Promise<void> {
  const { blob, filename } = await downloadInputTemplate(versionId, blank);
  saveBlob(blob, filename ?? inputTemplateFallbackName(project, version, blank));
}
