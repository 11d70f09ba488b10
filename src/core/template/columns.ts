// Expands a table's column schema against the project periods: the header tree and the ordered leaf columns.
import type {
  CellKind,
  ColumnSchema,
  HeaderNode,
  InstanceColumn,
  InstanceContext,
  LeafColumnSchema,
  YearColumnsSchema,
} from './types';

/** Everything a leaf column of the instance inherits from its schema. */
export interface LeafSpec {
  key: string;
  cell: CellKind;
  formula?: string;
  rule?: LeafColumnSchema['rule'];
  options?: LeafColumnSchema['options'];
  group?: LeafColumnSchema['group'];
  default?: string;
  yearGroup?: string;
  numbering?: boolean;
}

export interface ExpandedColumns {
  header: HeaderNode[];
  columns: InstanceColumn[];
  specs: Map<string, LeafSpec>;
  /** Year group key → its leaf column keys in order. */
  yearGroups: Map<string, string[]>;
}

const isNumericKind = (k: CellKind) => k === 'number' || k === 'computed' || k === 'linked';

/** Replaces {unit} by 亩 or 公顷. */
export const unitLabel = (label: string, areaUnit: 'mu' | 'ha'): string =>
  label.replaceAll('{unit}', areaUnit === 'mu' ? '亩' : '公顷');

/** Leaf keys of a year group: c1…cB, o1…oO, a1…aN; with the project year t of each. */
export function yearKeys(
  span: YearColumnsSchema['span'],
  B: number,
  O: number,
): { key: string; t: number; phase: 'construction' | 'operating' | 'age' }[] {
  const c = Array.from({ length: B }, (_, i) => ({
    key: `c${i + 1}`,
    t: i + 1,
    phase: 'construction' as const,
  }));
  const o = Array.from({ length: O }, (_, i) => ({
    key: `o${i + 1}`,
    t: B + i + 1,
    phase: 'operating' as const,
  }));
  if (span === 'construction') return c;
  if (span === 'operating') return o;
  if (span === 'all') return [...c, ...o];
  return Array.from({ length: B + O }, (_, i) => ({ key: `a${i + 1}`, t: i + 1, phase: 'age' as const }));
}

/** Year-group leaf columns are keyed `<group>.<yearKey>` so two groups in one table never collide. */
export const yearColKey = (group: string, yk: string) => `${group}.${yk}`;

export function expandColumns(cols: readonly ColumnSchema[], ctx: InstanceContext): ExpandedColumns {
  const out: ExpandedColumns = { header: [], columns: [], specs: new Map(), yearGroups: new Map() };
  const yearLabel = (t: number) => (ctx.startYear ? `第${t}年(${ctx.startYear + t - 1})` : `第${t}年`);
  const walk = (list: readonly ColumnSchema[], into: HeaderNode[]) => {
    for (const c of list) {
      if (c.kind === 'group') {
        const node: HeaderNode = { key: c.key, label: unitLabel(c.label, ctx.areaUnit), children: [] };
        into.push(node);
        walk(c.children, node.children as HeaderNode[]);
      } else if (c.kind === 'years') {
        const keys = yearKeys(c.span, ctx.B, ctx.O);
        // With a start year Y₀ the calendar year is a third header line under 第t年 (finance-model §2.0).
        const leafNode = (k: (typeof keys)[number]): HeaderNode => {
          const key = yearColKey(c.key, k.key);
          if (k.phase === 'age') return { key, label: `林龄${k.t}` };
          if (!ctx.startYear) return { key, label: `第${k.t}年` };
          return {
            key: `${key}#t`,
            label: `第${k.t}年`,
            children: [{ key, label: String(ctx.startYear + k.t - 1) }],
          };
        };
        const node: HeaderNode = { key: c.key, label: unitLabel(c.label, ctx.areaUnit), children: [] };
        if (c.span === 'all') {
          // Two-level heading 建设期 › 第1…B年, 运营期 › 第B+1…N年 (finance-model §2.0).
          node.children = [
            {
              key: `${c.key}.c`,
              label: '建设期',
              children: keys.filter((k) => k.phase === 'construction').map(leafNode),
            },
            {
              key: `${c.key}.o`,
              label: '运营期',
              children: keys.filter((k) => k.phase === 'operating').map(leafNode),
            },
          ];
        } else node.children = keys.map(leafNode);
        into.push(node);
        out.yearGroups.set(
          c.key,
          keys.map((k) => yearColKey(c.key, k.key)),
        );
        for (const k of keys) {
          const key = yearColKey(c.key, k.key);
          out.columns.push({
            key,
            label: k.phase === 'age' ? `林龄${k.t}` : yearLabel(k.t),
            cell: c.cell,
            numeric: true,
            year: k.t,
            phase: k.phase,
            yearGroup: c.key,
          });
          out.specs.set(key, {
            key,
            cell: c.cell,
            formula: c.formula,
            rule: c.rule,
            group: c.group ?? 'sum',
            default: c.default,
            yearGroup: c.key,
          });
        }
      } else {
        into.push({ key: c.key, label: unitLabel(c.label, ctx.areaUnit) });
        out.columns.push({
          key: c.key,
          label: unitLabel(c.label, ctx.areaUnit),
          cell: c.cell,
          numeric: !c.numbering && isNumericKind(c.cell),
          numbering: c.numbering,
          width: c.width,
        });
        out.specs.set(c.key, {
          key: c.key,
          cell: c.cell,
          formula: c.formula,
          rule: c.rule,
          options: c.options,
          group: c.group ?? (isNumericKind(c.cell) ? 'sum' : 'blank'),
          default: c.default,
          numbering: c.numbering,
        });
      }
    }
  };
  walk(cols, out.header);
  return out;
}
