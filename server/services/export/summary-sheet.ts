// The workbook's first sheet: project and version facts, then the key indicators with the reason for any "—".
import type { Worksheet } from 'exceljs';
import type { ModelOutput } from '../../../src/core/engine/model-io-types';
import { keyIndicators } from '../../../src/core/contracts/results-indicators';
import { displayNumber, numberFormat } from './display-number';
import { BODY_FONT, BORDER, HEADER_FONT, setupPrint, styleHeader, writeTitle } from './sheet-style';
import type { WorkbookProject, WorkbookVersion } from './types';

/** Row of the key-indicator header line (tests and print titles use it). */
export const SUMMARY_INDICATOR_HEADER_ROW = 11;

/** The users are in China: a stored UTC instant is written in Beijing time (UTC+8, no daylight saving), 2026-11-26 10:53:57. */
export function chinaTime(stamp: string | null | undefined): string {
  if (!stamp) return '';
  // only an instant with its zone is converted; a plain "2026-11-22 10:00" is already local and stays as it is
  const ms = /(Z|[+-]\d\d:?\d\d)$/.test(stamp) ? Date.parse(stamp) : Number.NaN;
  if (Number.isNaN(ms)) return stamp;
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function writeSummarySheet(
  ws: Worksheet,
  project: WorkbookProject,
  version: WorkbookVersion,
  output: ModelOutput,
): void {
  writeTitle(ws, 1, 5, `${project.name} 测算结果汇总`);
  const facts: [string, string | number][] = [
    ['项目名称', project.name],
    ['建设地点', project.location ?? ''],
    ['项目类型', project.type ?? '林业项目'],
    ['当前版本', version.name],
    ['建设期(年)', project.building_period ?? output.meta?.B ?? ''],
    ['运营期(年)', project.operating_period ?? output.meta?.O ?? ''],
    ['面积单位', output.meta?.areaUnit === 'ha' ? '公顷' : '亩'],
    ['计算时间', chinaTime(version.computed_at)],
  ];
  facts.forEach(([label, value], i) => {
    const r = 2 + i;
    ws.mergeCells(r, 2, r, 5);
    const l = ws.getCell(r, 1);
    l.value = label;
    l.font = HEADER_FONT;
    l.border = BORDER;
    const v = ws.getCell(r, 2);
    v.value = value;
    v.font = BODY_FONT;
    v.alignment = { horizontal: 'left' };
    for (let c = 2; c <= 5; c += 1) ws.getCell(r, c).border = BORDER;
  });

  const hr = SUMMARY_INDICATOR_HEADER_ROW;
  ['序号', '主要经济指标', '数值', '单位', '说明'].forEach((label, c) => {
    const cell = ws.getCell(hr, c + 1);
    cell.value = label;
    styleHeader(cell);
  });
  keyIndicators(output.indicators).forEach((k, i) => {
    const r = hr + 1 + i;
    const cells = [1, 2, 3, 4, 5].map((c) => ws.getCell(r, c));
    cells.forEach((c) => {
      c.border = BORDER;
      c.font = BODY_FONT;
    });
    const [no, label, value, unit, note] = cells as [
      (typeof cells)[0],
      (typeof cells)[0],
      (typeof cells)[0],
      (typeof cells)[0],
      (typeof cells)[0],
    ];
    no.value = i + 1;
    no.alignment = { horizontal: 'center' };
    label.value = k.label;
    if (k.value === null) {
      value.value = '—';
      value.alignment = { horizontal: 'center' };
    } else {
      value.value = displayNumber(k.value);
      value.numFmt = numberFormat(2);
    }
    unit.value = k.unit;
    unit.alignment = { horizontal: 'center' };
    note.value = k.note ?? '';
    note.alignment = { wrapText: true, vertical: 'middle' };
  });

  const notes = output.messages.filter((m) => m.level !== 'info');
  if (notes.length > 0) {
    const start = hr + keyIndicators(output.indicators).length + 2;
    ws.getCell(start, 1).value = '提示';
    ws.getCell(start, 1).font = HEADER_FONT;
    notes.forEach((m, i) => {
      ws.mergeCells(start + 1 + i, 1, start + 1 + i, 5);
      ws.getCell(start + 1 + i, 1).value = `${i + 1}. ${m.text}`;
      ws.getCell(start + 1 + i, 1).font = BODY_FONT;
    });
  }
  [8, 34, 16, 8, 48].forEach((w, c) => (ws.getColumn(c + 1).width = w));
  ws.views = [{ state: 'frozen', xSplit: 0, ySplit: hr, topLeftCell: `A${hr + 1}` }];
  setupPrint(ws, hr, hr);
}
