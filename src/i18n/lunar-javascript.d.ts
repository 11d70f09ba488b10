// Types for the part of lunar-javascript (which ships none) that the lunar-date helper uses.
declare module 'lunar-javascript' {
  export class Lunar {
    static fromDate(date: Date): Lunar;
    getYearInGanZhi(): string;
    getYearShengXiao(): string;
    getMonth(): number;
    getMonthInChinese(): string;
    getDayInChinese(): string;
  }
  export class Solar {
    static fromYmd(year: number, month: number, day: number): Solar;
    getLunar(): Lunar;
  }
}
