// The number a workbook cell carries: the value the screen shows, rounded as model-io §5.1 says.
import { Decimal } from '../../../src/core/money/decimal';
import { roundDisplay } from '../../../src/core/money/display';

/** display(x) = round_half_up(round_half_up(x, 20 dp), dp); −0 becomes 0. Returns a JS number for Excel. */
export function displayNumber(value: string, dp = 2): number {
  return Number(roundDisplay(new Decimal(value), dp).toFixed(dp));
}

/** Excel number format for a row's display decimals (#,##0.00, or #,##0 for dp 0 rows). */
export function numberFormat(dp = 2): string {
  return dp <= 0 ? '#,##0' : `#,##0.${'0'.repeat(dp)}`;
}
