// zh-CN formatting: half-up 2-dp amounts with separators, dates, relative time (§9) and the lunar date.
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatDate,
  formatDateTime,
  formatFixed,
  formatLongDate,
  formatTime,
  timeAgo,
} from '../../../src/i18n';
import { lunarDate } from '../../../src/i18n/lunar';

describe('amount display', () => {
  it('rounds half up where binary floats would round down', () => {
    // 1.005 is 1.00499999999999989… as a double, so toFixed(2) gives "1.00".
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatAmount('1.005')).toBe('1.01');
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount('-2.345')).toBe('-2.35');
  });

  it('groups thousands and never shows -0.00', () => {
    expect(formatAmount('1234567.005')).toBe('1,234,567.01');
    expect(formatAmount('-0.004')).toBe('0.00');
    expect(formatFixed('1234567.005')).toBe('1234567.01');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('gives an empty string for empty or non-numeric values', () => {
    expect(formatAmount('')).toBe('');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount('abc')).toBe('');
  });
});

describe('dates', () => {
  it('formats dates in zh-CN', () => {
    const d = new Date(2026, 10, 22, 9, 5, 7);
    expect(formatDate(d)).toBe('2026-11-22');
    expect(formatDateTime(d)).toBe('2026-11-22 09:05:07');
    expect(formatLongDate(d)).toBe('2026年11月22日 星期日');
    expect(formatDate(null)).toBe('');
  });

  it('timeAgo uses minutes below 3600 s, hours below 86400 s, else days', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    expect(timeAgo(now - 3599_000, now)).toBe('59分钟前');
    expect(timeAgo(now - 3600_000, now)).toBe('1小时前');
    expect(timeAgo(now - 86399_000, now)).toBe('23小时前');
    expect(timeAgo(now - 86400_000 * 3, now)).toBe('3天前');
  });

  it('formatTime cuts at 30 s, 1 h, 1 day and 2 days', () => {
    const now = new Date(2026, 10, 22, 12, 0, 0).getTime();
    expect(formatTime(now - 29_000, now)).toBe('刚刚');
    expect(formatTime(now - 90_000, now)).toBe('2分钟前');
    expect(formatTime(now - 7200_000, now)).toBe('2小时前');
    expect(formatTime(now - 90000_000, now)).toBe('1天前');
    expect(formatTime(new Date(2026, 10, 18, 14, 5).getTime(), now)).toBe('11月18日 14时5分');
  });
});

describe('lunar date', () => {
  it('names the lunar month and day in Chinese', () => {
    expect(lunarDate(new Date(2024, 1, 10))).toBe('农历正月初一'); // 2024 Spring Festival
    expect(lunarDate(new Date(2023, 8, 29))).toBe('农历八月十五'); // 2023 Mid-Autumn Festival
    expect(lunarDate(new Date(2023, 2, 22))).toBe('农历闰二月初一'); // first day of 2023's leap second month
  });
});
