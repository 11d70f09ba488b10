// zh-CN formatting helpers 格式化 for every screen: numbers, dates, relative time.
// The lunar date (lunar-javascript, ~300 kB) is imported from './lunar' by the dashboard alone, to keep it out of other chunks.
export { formatAmount, formatCount, formatFixed } from './number';
export type { NumberLike } from './number';
export { formatDate, formatDateStamp, formatDateTime, formatLongDate } from './date';
export type { DateLike } from './date';
export { formatTime, timeAgo } from './relative-time';
