import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/core/money/decimal';
import type { ModelOutput, Table, TableId } from '../../../src/core/engine/model-io-types';
import { buildWorkbook } from '../../../server/services/export';
import { cellOf, layoutTable } from '../../../src/core/contracts/results-layout';
import { OUTPUT_HEADER_ROW } from '../../../server/services/export/output-sheet';
import { SUMMARY_INDICATOR_HEADER_ROW } from '../../../server/services/export/summary-sheet';

const output = JSON.parse(
  readFileSync(join(__dirname, '../../fixtures/tea-garden.output.json'), 'utf8'),
) as ModelOutput;
const ORDER: TableId[] = [
  'summary',
  'investEstimate',
  'idc',
  'workingCapital',
  'funding',
  'yield',
  'revenueTax',
  'forestryCost',
  'totalCost',
  'depreciation',
  'amortization',
  'loanPlan',
  'profit',
  'finPlanCash',
  'projectCash',
  'equityCash',
  'balanceSheet',
  'breakEven',
  'sensitivity',
];

let wb: ExcelJS.Workbook;
beforeAll(async () => {
  const buffer = await buildWorkbook({
    project: {
      name: '茶园建设项目',
      location: '示例省/示例市/示例县',
      building_period: 2,
      operating_period: 10,
    },
    version: { name: '2026版', computed_at: '2026-11-22 10:00' },
    output,
    inputTables: [
      {
        name: '资金筹措',
        title: '资金筹措表',
        headers: [[{ label: '序号' }, { label: '项目' }, { label: '第1年' }]],
        columnKinds: ['text', 'text', 'number'],
        rows: [{ no: '1', cells: ['1', '银行借款1', '120'] }],
      },
    ],
  });
  wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
});

/** Display rounding of model-io §5.1, written out here independently of the exporter. */
const shown = (v: string, dp: number) =>
  Number(new Decimal(v).toDecimalPlaces(20).toDecimalPlaces(dp).toFixed(dp));
const sheetOf = (table: Table) => {
  const ws = wb.worksheets.find((w) => w.getCell(1, 1).value === table.title);
  if (!ws) throw new Error(`no sheet for ${table.id}`);
  return ws;
};

describe('workbook of a completed version', () => {
  it('has the summary sheet first, then every computed table in viewer order, then the inputs', () => {
    const names = wb.worksheets.map((w) => w.name);
    expect(names[0]).toBe('测算结果汇总');
    expect(wb.worksheets.slice(1, 20).map((w) => w.getCell(1, 1).value)).toEqual(
      ORDER.map((id) => output.tables[id]?.title),
    );
    expect(names.at(-1)).toBe('录入-资金筹措');
    expect(names.every((n) => n.length <= 31)).toBe(true);
  });

  it('shows every computed cell as the screen does (2 dp half-up, dp 0 rows whole)', () => {
    let compared = 0;
    for (const id of ORDER) {
      const table = output.tables[id] as Table;
      const ws = sheetOf(table);
      const layout = layoutTable(table);
      const first = OUTPUT_HEADER_ROW + layout.depth;
      table.rows.forEach((row, i) => {
        layout.leaves.forEach((leaf, c) => {
          const cell = ws.getCell(first + i, c + 1);
          const raw = cellOf(row, leaf.binding);
          if (leaf.binding.kind === 'no') expect(cell.value).toBe(row.no);
          else if (leaf.binding.kind === 'name' || leaf.binding.kind === 'unit')
            expect(typeof cell.value).toBe('string');
          else if (raw === null) expect(cell.value ?? null).toBeNull();
          else {
            expect(cell.value).toBe(shown(raw, row.dp ?? 2));
            expect(cell.numFmt).toBe(row.dp === 0 ? '#,##0' : '#,##0.00');
            compared += 1;
          }
        });
      });
    }
    expect(compared).toBeGreaterThan(2500);
  });

  it('reproduces the worked example figures of finance-model §5.14', () => {
    const summary = sheetOf(output.tables.summary as Table);
    const byName = new Map<string, unknown>();
    summary.eachRow((row) => byName.set(String(row.getCell(2).value), row.getCell(4).value));
    expect(byName.get('项目总投资')).toBe(308.22);
    expect(byName.get('项目投资财务内部收益率(所得税后)')).toBe(22.03);
    expect(byName.get('项目投资财务净现值(所得税后)')).toBe(352.14);
    expect(byName.get('静态投资回收期(所得税后)')).toBe(6.25);
    const invest = sheetOf(output.tables.investEstimate as Table);
    // 建设投资 (row 4) 合计 sits under 估算价值(万元) › 合计, the 8th column
    const capexRow =
      [...Array(30).keys()].map((i) => i + 5).find((r) => invest.getCell(r, 1).value === '4') ?? 0;
    expect(invest.getCell(capexRow, 8).value).toBe(277.2);
    expect(invest.getCell(capexRow, 9).value).toBe(100);
  });

  it('merges nested headers, freezes headers and first columns, prints A4 landscape with repeated titles', () => {
    const ws = sheetOf(output.tables.investEstimate as Table);
    const merges = (ws.model as unknown as { merges: string[] }).merges;
    expect(merges).toEqual(expect.arrayContaining(['A3:A4', 'B3:B4', 'C3:H3', 'I3:I4', 'J3:K3']));
    expect(ws.getCell('C3').value).toBe('估算价值(万元)');
    expect(ws.getCell('C3').font?.bold).toBe(true);
    expect(ws.getCell('C3').fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(ws.getCell('H4').border?.bottom?.style).toBe('thin');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', xSplit: 2, ySplit: 4 });
    expect(ws.pageSetup).toMatchObject({
      orientation: 'landscape',
      paperSize: 9,
      printTitlesRow: '3:4',
      fitToWidth: 1,
    });
    expect(ws.getColumn(2).width).toBeGreaterThanOrEqual(16);
  });

  it('indents rows by numbering level and adds a unit column to the yield table', () => {
    const ws = sheetOf(output.tables.yield as Table);
    expect(ws.getCell(3, 3).value).toBe('单位');
    const r = OUTPUT_HEADER_ROW + 2;
    expect(ws.getCell(r + 4, 1).value).toBe('1.1.3');
    expect(ws.getCell(r + 4, 2).alignment?.indent).toBe(2);
    expect(ws.getCell(r + 4, 3).value).toBe('kg');
    expect(ws.getCell(r + 4, 4).value).toBe(2550000);
    expect(ws.getCell(r, 2).font?.bold).toBe(true);
  });

  it('lists key indicators on the summary sheet with the reason for a missing one', async () => {
    const broken = structuredClone(output);
    Object.assign(broken.indicators, {
      firrPre: { value: null, status: 'multiple', roots: ['-13.1234', '115'] },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await buildWorkbook({
        project: { name: 'p' },
        version: { name: 'v' },
        output: broken,
      })) as unknown as ArrayBuffer,
    );
    const ws = book.worksheets[0]!;
    const row = [...Array(30).keys()]
      .map((i) => ws.getRow(SUMMARY_INDICATOR_HEADER_ROW + 1 + i))
      .find((r) => r.getCell(2).value === '项目投资财务内部收益率(所得税前)');
    expect(row?.getCell(3).value).toBe('—');
    expect(row?.getCell(5).value).toBe(
      '现金流量多次变号，内部收益率不唯一，以财务净现值判断（求得的根：−13.12%、115.00%）',
    );
  });
});
