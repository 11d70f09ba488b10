// Lunar date 农历 for the dashboard greeting, e.g. 农历十月初三 (leap months read 闰六月…).
import { Solar } from 'lunar-javascript';

/** 农历十月初三 for the given day (local calendar date). */
export function lunarDate(date: Date = new Date()): string {
  const lunar = Solar.fromYmd(date.getFullYear(), date.getMonth() + 1, date.getDate()).getLunar();
  return `农历${lunar.getMonthInChinese()}月${lunar.getDayInChinese()}`;
}

/** 丙午马年 — the sexagenary year and zodiac animal, for a fuller greeting. */
export function lunarYear(date: Date = new Date()): string {
  const lunar = Solar.fromYmd(date.getFullYear(), date.getMonth() + 1, date.getDate()).getLunar();
  return `${lunar.getYearInGanZhi()}${lunar.getYearShengXiao()}年`;
}
