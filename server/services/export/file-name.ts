// Download names of a version's workbook (`{project}_{version}_{yyyyMMdd}.xlsx`), 录入模板 and Word report, and their RFC 5987 Content-Disposition.

/** Characters Windows and macOS refuse in file names, plus control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]/g;

/** yyyyMMdd of the date in the given time zone (the planning offices work in China time). */
export function formatDateStamp(date: Date, timeZone = 'Asia/Shanghai'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}${get('month')}${get('day')}`;
}

/** A name part with characters unsafe in file names replaced by "_". */
function clean(part: string): string {
  return part.replace(UNSAFE, '_').trim() || '_';
}

/** `{project}_{version}_{yyyyMMdd}.xlsx` with characters unsafe in file names replaced by "_". */
export function exportFileName(project: string, version: string, date: Date, timeZone?: string): string {
  return `${clean(project)}_${clean(version)}_${formatDateStamp(date, timeZone)}.xlsx`;
}

/** The Word report's name: `{project}_{version}_经济评价_{yyyyMMdd}.docx`. */
export function reportFileName(project: string, version: string, date: Date, timeZone?: string): string {
  return `${clean(project)}_${clean(version)}_经济评价_${formatDateStamp(date, timeZone)}.docx`;
}

/** 下载录入模板: `{project}_{version}_录入模板_{yyyyMMdd}.xlsx`, `…_空白录入模板_…` for the blank variant. */
export function inputTemplateFileName(
  project: string,
  version: string,
  blank: boolean,
  date: Date,
  timeZone?: string,
): string {
  const kind = blank ? '空白录入模板' : '录入模板';
  return `${clean(project)}_${clean(version)}_${kind}_${formatDateStamp(date, timeZone)}.xlsx`;
}

/** RFC 5987 ext-value encoding: encodeURIComponent plus the few characters it leaves but attr-char forbids. */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<encoded>` (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
