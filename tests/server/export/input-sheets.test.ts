import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  InstanceCell,
  InstanceRow,
  TableInstance,
  TemplateInstance,
} from '../../../src/core/template/types';
import type { ModelOutput } from '../../../src/core/engine/model-io-types';
import { buildWorkbook, headerTreeToLines, inputSheetsFromTemplates } from '../../../server/services/export';

const output = JSON.parse(
  readFileSync(join(__dirname, '../../fixtures/tea-garden.output.json'), 'utf8'),
) as ModelOutput;
const num = (value: string | null, editable = true): InstanceCell => ({
  value,
  cell: 'number',
  editable,
  numeric: true,
});
const text = (value: string): InstanceCell => ({ value, cell: 'text', editable: false, numeric: false });
const row = (
  id: string,
  no: string,
  level: number,
  label: string,
  cells: Record<string, InstanceCell>,
): InstanceRow => ({
  id,
  no,
  level,
  kind: 'leaf',
  label,
  parentId: null,
  removable: false,
  canAddChild: false,
  classname: '',
  cells: { no: text(no), name: text(label), ...cells },
});

/** 资金筹措 of the worked example, entered in tab 4: 序号 | 项目 | 方式 | 建设期 › 第1年 第2年. */
const table: TableInstance = {
  key: 'tab4/-/funding',
  templateKey: 'tab4',
  subProjectId: null,
  tableId: 'funding',
  name: '资金筹措表',
  header: [
    { key: 'no', label: '序号' },
    { key: 'name', label: '项目' },
    { key: 'idc', label: '建设期利息' },
    {
      key: 'years',
      label: '建设期',
      children: [
        { key: 'y1', label: '第1年' },
        { key: 'y2', label: '第2年' },
      ],
    },
  ],
  columns: [
    { key: 'no', label: '序号', cell: 'text', numeric: false, numbering: true },
    { key: 'name', label: '项目', cell: 'text', numeric: false },
    { key: 'idc', label: '建设期利息', cell: 'select', numeric: false },
    { key: 'y1', label: '第1年', cell: 'number', numeric: true, year: 1, phase: 'construction' },
    { key: 'y2', label: '第2年', cell: 'number', numeric: true, year: 2, phase: 'construction' },
  ],
  rows: [
    row('loans', '1', 1, '建设投资借款', {
      idc: { value: null, cell: 'blank', editable: false, numeric: false },
      y1: num(null, false),
      y2: num(null, false),
    }),
    row('bank1', '1.1', 2, '银行借款1', {
      idc: {
        value: 'capitalize',
        cell: 'select',
        editable: true,
        numeric: false,
        options: [
          { value: 'capitalize', label: '资本化' },
          { value: 'equity', label: '资本金支付' },
        ],
      },
      y1: num('120'),
      y2: num('40.125'),
    }),
  ],
  mode: 'fixed',
  removedRows: [],
  revision: 3,
} as TableInstance;
const template = {
  key: 'tab4',
  label: '资金筹措',
  selects: [],
  sections: [{ subProjectId: null, subProjectName: null, tables: [table] }],
  previews: [],
} as TemplateInstance;

describe('input sheets from entered templates', () => {
  it('turns a header tree into printed lines with spans', () => {
    expect(headerTreeToLines(table.header)).toEqual([
      [
        { label: '序号', rowSpan: 2 },
        { label: '项目', rowSpan: 2 },
        { label: '建设期利息', rowSpan: 2 },
        { label: '建设期', colSpan: 2 },
      ],
      [{ label: '第1年' }, { label: '第2年' }],
    ]);
  });

  it('writes each entered table as a sheet: option labels, full-precision numbers, merged headers', async () => {
    const sheets = inputSheetsFromTemplates([template]);
    expect(sheets.map((s) => s.title)).toEqual(['资金筹措 · 资金筹措表']);
    expect(sheets[0]?.rows[1]?.cells).toEqual(['1.1', '银行借款1', '资本化', '120', '40.125']);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(
      (await buildWorkbook({
        project: { name: 'p' },
        version: { name: 'v' },
        output,
        inputTables: sheets,
      })) as unknown as ArrayBuffer,
    );
    const ws = wb.getWorksheet('录入-资金筹措表');
    expect(ws).toBeDefined();
    expect(ws?.getCell('D2').value).toBe('建设期');
    expect((ws?.model as unknown as { merges: string[] }).merges).toEqual(
      expect.arrayContaining(['A2:A3', 'D2:E2']),
    );
    expect(ws?.getCell('C5').value).toBe('资本化');
    expect(ws?.getCell('E5').value).toBe(40.125);
    expect(ws?.getCell('B5').alignment?.indent).toBe(1);
    expect(ws?.getCell('B4').font?.bold).toBe(true);
  });
});
