// Relative time 相对时间 (product.md §9): timeAgo cuts at 1 h / 1 day; formatTime cuts at 30 s, 1 h, 1 day, 2 days.
import dayjs from 'dayjs';
import type { DateLike } from './date';

function toMillis(value: DateLike): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = typeof value === 'number' ? (value < 1e11 ? value * 1000 : value) : new Date(value).getTime();
  return Number.isFinite(ms) ? ms : null;
}

/** Minutes below 3600 s, hours below 86400 s, else days: "5分钟前", "2小时前", "3天前". */
export function timeAgo(value: DateLike, now: number = Date.now()): string {
  const ms = toMillis(value);
  if (ms === null) return '';
  const seconds = Math.max(0, Math.floor((now - ms) / 1000));
  if (seconds < 3600) return `${Math.floor(seconds / 60)}分钟前`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)}小时前`;
  return `${Math.floor(seconds / 86400)}天前`;
}

/** 刚刚 below 30 s, N分钟前 below 1 h, N小时前 below 1 day, 1天前 below 2 days, else the date "11月20日 14时05分". */
export function formatTime(value: DateLike, now: number = Date.now()): string {
  const ms = toMillis(value);
  if (ms === null) return '';
  const seconds = (now - ms) / 1000;
  if (seconds < 30) return '刚刚';
  if (seconds < 3600) return `${Math.ceil(seconds / 60)}分钟前`;
  if (seconds < 86400) return `${Math.ceil(seconds / 3600)}小时前`;
  if (seconds < 172800) return '1天前';
  return dayjs(ms).format('M月D日 H时m分');
}
