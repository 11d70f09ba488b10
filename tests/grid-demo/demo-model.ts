// A realistic hierarchical investment table (营造林工程 per sub-project, 60 year columns) for the demo and the bench.
import { Decimal } from '../../src/core/money/decimal';
import type {
  CellDelta,
  GridCell,
  GridColumn,
  GridHeaderNode,
  GridModel,
  GridRow,
} from '../../src/components/TemplateGrid/types';
import { cellIdOf } from '../../src/components/TemplateGrid/types';

export const B = 5;
export const YEARS = 60;

const yearKey = (t: number) => `y${t}`;

const ITEMS: [string, string, string[]][] = [
  ['整地', '亩', []],
  ['苗木费', '株', ['实生苗', '嫁接苗']],
  ['栽植', '亩', ['挖穴', '回填', '定植']],
  ['施肥', '亩', ['基肥', '追肥']],
  ['抚育管护', '亩', []],
  ['灌溉设施', '项', ['管网', '蓄水池']],
];

function cell(
  value: string | null,
  editable: boolean,
  numeric: boolean,
  type: GridCell['type'] = numeric ? 'data' : 'text',
): GridCell {
  return { value, editable, type, numeric };
}

/** Deterministic pseudo-random amounts (no Math.random: screenshots and benches repeat). */
function amount(seed: number): string {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return new Decimal(Math.abs(x - Math.trunc(x)) * 2000).toDecimalPlaces(2).toFixed();
}

export function demoColumns(): GridColumn[] {
  const cols: GridColumn[] = [
    { key: 'no', label: '序号', role: 'no', frozen: true, width: 70 },
    { key: 'name', label: '项目', role: 'name', frozen: true, width: 190 },
    { key: 'unit', label: '单位', type: 'text', numeric: false, width: 64 },
    { key: 'price', label: '单价(元)', width: 96 },
    { key: 'total', label: '合计(万元)', width: 120 },
  ];
  for (let t = 1; t <= YEARS; t++) cols.push({ key: yearKey(t), label: `第${t}年`, width: 100 });
  return cols;
}

export function demoHeaders(): GridHeaderNode[] {
  const years = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ label: `第${from + i}年`, key: yearKey(from + i) }));
  return [
    { label: '序号', key: 'no' },
    { label: '项目', key: 'name' },
    { label: '单位', key: 'unit' },
    { label: '单价(元)', key: 'price' },
    { label: '合计(万元)', key: 'total' },
    {
      label: '分年投资(万元)',
      children: [
        { label: '建设期', children: years(1, B) },
        { label: '运营期', children: years(B + 1, YEARS) },
      ],
    },
  ];
}

/** `subProjects` blocks of hierarchical rows, numbered 1, 1.1, 1.1.1 inside each block. */
export function demoModel(subProjects = 1): GridModel {
  const rows: GridRow[] = [];
  let seed = 1;
  for (let s = 1; s <= subProjects; s++) {
    const p = `s${s}`;
    const groupCells = (no: string, name: string): Record<string, GridCell> => {
      const cells: Record<string, GridCell> = {
        no: cell(no, false, false),
        name: cell(name, true, false),
        unit: cell(null, false, false),
        price: cell(null, false, true),
        total: cell(null, false, true),
      };
      for (let t = 1; t <= YEARS; t++) cells[yearKey(t)] = cell(null, false, true);
      return cells;
    };
    const leafCells = (no: string, name: string, unit: string): Record<string, GridCell> => {
      const cells: Record<string, GridCell> = {
        no: cell(no, false, false),
        name: cell(name, true, false),
        unit: cell(unit, true, false),
        price: cell(amount(seed++), true, true),
        total: cell(null, false, true),
      };
      // Investment falls in the construction years, upkeep is lighter afterwards.
      for (let t = 1; t <= YEARS; t++)
        cells[yearKey(t)] = cell(t <= B || t % 5 === 0 ? amount(seed++) : null, true, true);
      return cells;
    };
    if (subProjects > 1) {
      const title: Record<string, GridCell> = {
        no: cell('', false, false),
        name: cell(`子项目${s}：茶园种植`, false, false, 'title'),
      };
      title.name!.colSpan = 3;
      rows.push({ id: `${p}t`, no: '', level: 1, kind: 'title', cells: title });
    }
    ITEMS.forEach(([name, unit, subs], i) => {
      const no = String(i + 1);
      if (subs.length === 0) {
        rows.push({ id: `${p}r${no}`, no, level: 1, kind: 'leaf', cells: leafCells(no, name, unit) });
        return;
      }
      rows.push({ id: `${p}r${no}`, no, level: 1, kind: 'group', cells: groupCells(no, name) });
      subs.forEach((sub, j) => {
        const n2 = `${no}.${j + 1}`;
        if (name === '栽植' && j === 0) {
          rows.push({ id: `${p}r${n2}`, no: n2, level: 2, kind: 'group', cells: groupCells(n2, sub) });
          ['人工', '机械'].forEach((x, k) => {
            const n3 = `${n2}.${k + 1}`;
            rows.push({ id: `${p}r${n3}`, no: n3, level: 3, kind: 'leaf', cells: leafCells(n3, x, unit) });
          });
        } else
          rows.push({ id: `${p}r${n2}`, no: n2, level: 2, kind: 'leaf', cells: leafCells(n2, sub, unit) });
      });
    });
  }
  const m: GridModel = {
    id: 'demo',
    title: '营造林工程投资估算表',
    headers: demoHeaders(),
    columns: demoColumns(),
    rows,
    hierarchical: true,
    levelStyles: true,
  };
  const deltas = computeDeltas(m.rows);
  const byId = new Map(m.rows.map((r) => [r.id, r]));
  for (const d of deltas) {
    const [rowId, key] = [
      d.cellId.slice(0, d.cellId.lastIndexOf(':')),
      d.cellId.slice(d.cellId.lastIndexOf(':') + 1),
    ];
    const c = byId.get(rowId)?.cells[key];
    if (c) c.value = d.value;
  }
  return m;
}

/**
 * What the calc worker would answer: row totals (Σ years) and group sums (Σ children) as deltas.
 * Plain Decimal sums; the demo stands in for the engine.
 */
export function computeDeltas(rows: readonly GridRow[]): CellDelta[] {
  const out: CellDelta[] = [];
  const sums = new Map<string, Decimal[]>(); // group row id → per-year sums
  const stack: GridRow[] = [];
  const yearsOf = (r: GridRow) =>
    Array.from({ length: YEARS }, (_, i) => new Decimal(r.cells[yearKey(i + 1)]?.value ?? 0));
  const flush = (g: GridRow) => {
    const ys = sums.get(g.id) ?? Array.from({ length: YEARS }, () => new Decimal(0));
    ys.forEach((v, i) => out.push({ cellId: cellIdOf(g.id, yearKey(i + 1)), value: v.toFixed() }));
    out.push({
      cellId: cellIdOf(g.id, 'total'),
      value: ys.reduce((a, b) => a.plus(b), new Decimal(0)).toFixed(),
    });
    const parent = stack[stack.length - 1];
    if (parent) addTo(parent.id, ys);
  };
  const addTo = (id: string, ys: Decimal[]) => {
    const acc = sums.get(id) ?? Array.from({ length: YEARS }, () => new Decimal(0));
    sums.set(
      id,
      acc.map((v, i) => v.plus(ys[i]!)),
    );
  };
  for (const r of rows) {
    if (r.kind === 'title') {
      while (stack.length) flush(stack.pop()!);
      continue;
    }
    while (stack.length && stack[stack.length - 1]!.level >= r.level) flush(stack.pop()!);
    if (r.kind === 'group') {
      stack.push(r);
      continue;
    }
    const ys = yearsOf(r);
    out.push({
      cellId: cellIdOf(r.id, 'total'),
      value: ys.reduce((a, b) => a.plus(b), new Decimal(0)).toFixed(),
    });
    const parent = stack[stack.length - 1];
    if (parent) addTo(parent.id, ys);
  }
  while (stack.length) flush(stack.pop()!);
  return out;
}
