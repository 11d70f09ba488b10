// zh-CN dates 日期: dayjs with the zh-cn locale for the formats the screens show.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export type DateLike = string | number | Date | null | undefined;

function parse(value: DateLike): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  // Server timestamps may come as Unix seconds; JavaScript ones are milliseconds.
  const d = typeof value === 'number' && value < 1e11 ? dayjs(value * 1000) : dayjs(value);
  return d.isValid() ? d : null;
}

/** 2026-11-22 */
export function formatDate(value: DateLike): string {
  return parse(value)?.format('YYYY-MM-DD') ?? '';
}

/** 2026-11-22 14:05:09 */
export function formatDateTime(value: DateLike): string {
  return parse(value)?.format('YYYY-MM-DD HH:mm:ss') ?? '';
}

/** 2026年11月22日 星期日 — the dashboard's "today". */
export function formatLongDate(value: DateLike): string {
  return parse(value)?.locale('zh-cn').format('YYYY年M月D日 dddd') ?? '';
}

/** Compact date for file names: 20261122. */
export function formatDateStamp(value: DateLike): string {
  return parse(value)?.format('YYYYMMDD') ?? '';
}

export { dayjs };
