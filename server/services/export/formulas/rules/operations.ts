// 产量估算表, 营业收入与税金表, 营林成本表 and 总成本费用表: quantities × prices and rates × bases, year by year.
import type { CostRow, ForestryCostLeafRow, SubProject } from '../../../../../src/core/engine/model-io-types';
import { FORMULA_EPS, type FormulaBook, childrenOf, sumOf } from '../book';
import { loanBlocks } from './loan-blocks';
import { annualRent, cumulativePlanting, forestryIndex, plantedArea, replantCost } from './area-rent';

const CITY_RATE: Record<string, string> = { urban: '7', county: '5', other: '1' };

/** Sub-projects with revenue (types 0–2) and their k in 产量/营业收入 tables. */
export function revenueSubs(b: FormulaBook): { sp: SubProject; j: number; k: number }[] {
  return b.input.subProjects
    .map((sp, j) => ({ sp, j }))
    .filter(({ sp }) => sp.type !== 3)
    .map((x, i) => ({ ...x, k: i + 1 }));
}

/** Yield block no (k.m) of a product id. */
export function productBlock(b: FormulaBook, id: string): { no: string; j: number; m: number } | null {
  for (const { sp, j, k } of revenueSubs(b)) {
    const m = sp.products.findIndex((p) => p.id === id);
    if (m >= 0) return { no: `${k}.${m + 1}`, j, m };
  }
  return null;
}

/** The area a per-area cost of sub-project j is priced on (D-5). */
function costArea(b: FormulaBook, j: number, t: number): string {
  const sp = b.input.subProjects[j]!;
  if (sp.type === 0) return `(${plantedArea(b, j, t)})`;
  if (sp.type === 1) return b.inp(`subProjects/${j}/nurseryArea`);
  if (sp.type === 2) return b.inp(`subProjects/${j}/floorArea`);
  return b.inp(`subProjects/${j}/serviceArea`);
}

/** Every cost row's input VAT rate is 0: no deductible and no non-deductible input VAT at all. */
export function noInputVat(b: FormulaBook): boolean {
  const zero = (r: { inputVatPct?: string }) => !r.inputVatPct || Number(r.inputVatPct) === 0;
  return (
    b.input.managementCost.every(zero) &&
    b.input.subProjects.every(
      (sp) =>
        sp.productionCost.every(zero) &&
        (sp.type !== 0 || sp.forestryCost.every((r) => !('method' in r) || zero(r as ForestryCostLeafRow))),
    )
  );
}

export function yieldRules(b: FormulaBook): void {
  const T = 'yield' as const;
  const { B } = b;
  for (const { sp, j, k } of revenueSubs(b)) {
    sp.products.forEach((prod, mi) => {
      const no = `${k}.${mi + 1}`;
      const base = `subProjects/${j}/products/${mi}`;
      const y = (r: string, t: number) => b.y(T, `${no}.${r}`, t);
      const op = (t: number) => t - B - 1;
      let share = '1';
      if (sp.type === 0 && prod.speciesName) {
        const e = sp.species.findIndex((s) => s.name === prod.speciesName);
        if (e >= 0) share = `${b.inp(`subProjects/${j}/species/${e}/sharePct`)}/100`;
      }
      if (prod.basis === 'totalByOperatingYear') {
        b.years(T, `${no}.1`, (t) => b.inp(`${base}/values/${op(t)}`));
        b.years(T, `${no}.2`, () => b.inp(`${base}/yieldRatePct`));
        b.years(T, `${no}.3`, (t) => `${y('1', t)}*${y('2', t)}/100`);
      } else {
        const area = (t: number) =>
          sp.type === 1 ? b.inp(`subProjects/${j}/nurseryArea`) : `${plantedArea(b, j, t)}*${share}`;
        b.years(T, `${no}.1`, area);
        b.years(T, `${no}.2`, (t) => `IF(${y('1', t)}>${FORMULA_EPS},${y('3', t)}/${y('1', t)},"")`);
        if (prod.basis === 'perAreaByOperatingYear')
          b.years(T, `${no}.3`, (t) => `${y('1', t)}*${b.inp(`${base}/values/${op(t)}`)}`);
        else if (sp.type === 0)
          // by age: Σ over planting years s of the area planted in s × yield at age t − s + 1
          b.years(T, `${no}.3`, (t) =>
            sumOf(
              Array.from(
                { length: B },
                (_, s) =>
                  `${b.inp(`subProjects/${j}/area`)}*${b.inp(`subProjects/${j}/plantingProgressPct/${s}`)}/100*${share}*${b.inp(`${base}/values/${t - s - 1}`)}`,
              ),
            ),
          );
      }
      b.years(T, `${no}.4`, (t) => `${y('3', t)}*${b.inp(`${base}/lossPct`)}/100`);
      b.years(T, `${no}.5`, (t) => b.inp(`${base}/selfUse/${op(t)}`));
      // raw material sent to own factories: their processed quantity (D-24)
      const takers: string[] = [];
      for (const f of revenueSubs(b))
        f.sp.products.forEach((fp, fm) => {
          if (fp.rawSource && fp.rawSource.subProjectId === sp.id && fp.rawSource.productId === prod.id)
            takers.push(`${f.k}.${fm + 1}.1`);
        });
      b.years(T, `${no}.6`, (t) => sumOf(takers.map((r) => b.y(T, r, t))));
      b.years(T, `${no}.7`, (t) => `${y('3', t)}-${y('4', t)}-${y('5', t)}-${y('6', t)}`);
    });
  }
}

export function revenueTaxRules(b: FormulaBook): void {
  const T = 'revenueTax' as const;
  const { B } = b;
  const y = (no: string, t: number) => b.y(T, no, t);
  const outVat: string[] = [];
  for (const { sp, j, k } of revenueSubs(b)) {
    const parts: string[] = [];
    sp.products.forEach((prod, mi) => {
      const no = `1.${k}.${mi + 1}`;
      parts.push(no);
      outVat.push(`${no}.3`);
      b.years(T, `${no}.1`, (t) => b.inp(`subProjects/${j}/products/${mi}/prices/${t - B - 1}`));
      b.years(T, `${no}.2`, (t) => b.y('yield', `${k}.${mi + 1}.7`, t));
      b.years(T, no, (t) => `${y(`${no}.1`, t)}*${y(`${no}.2`, t)}/10000`);
      b.years(T, `${no}.3`, (t) => `${y(no, t)}*${prod.vatPct}/100`);
    });
    sp.otherIncome.forEach((oi, i) => {
      const no = `1.${k}.${sp.products.length + i + 1}`;
      parts.push(no);
      outVat.push(`${no}.1`);
      b.years(T, no, (t) => b.inp(`subProjects/${j}/otherIncome/${i}/values/${t - B - 1}`));
      b.years(T, `${no}.1`, (t) => `${y(no, t)}*${oi.vatPct}/100`);
    });
    b.years(T, `1.${k}`, (t) => sumOf(parts.map((p) => y(p, t))));
  }
  b.years(T, '1', (t) => sumOf(revenueSubs(b).map(({ k }) => y(`1.${k}`, t))));
  const city = CITY_RATE[b.input.meta.cityTaxZone] ?? '0';
  b.years(T, '2.1', (t) => `${y('3.4', t)}*${city}/100`);
  b.years(T, '2.2', (t) => `${y('3.4', t)}*${b.inp('meta/eduRatePct')}/100`);
  b.years(T, '2.3', (t) => `${y('3.4', t)}*${b.inp('meta/localEduRatePct')}/100`);
  b.years(T, '2', (t) => sumOf(['2.1', '2.2', '2.3'].map((no) => y(no, t))));
  b.years(T, '3.1', (t) => sumOf(outVat.map((no) => y(no, t))));
  if (noInputVat(b)) {
    b.years(T, '3.2', () => '0');
    b.years(T, '3.6', () => '0');
  } else {
    // input VAT of each cost row, split by f_t into the deductible part and the part that is 经营成本 (D-41)
    const f = exemptShareRow(b);
    const inputVat = (t: number) =>
      `(${sumOf(
        costLayout(b)
          .lines.filter((l) => l.vat)
          .map((l) => `${b.y('totalCost', l.no, t)}*${b.inp(l.vat!)}/100`),
      )})`;
    b.years(T, '3.2', (t) => `${inputVat(t)}*(1-${f(t)})`);
    b.years(T, '3.6', (t) => `${inputVat(t)}*${f(t)}`);
  }
  const credit = b.ref('investEstimate', '4.1', 'total');
  b.years(T, '3.3', (t) => (credit && t === B + 1 ? credit : '0'));
  const balance = (t: number) =>
    `${y('3.1', t)}-${y('3.2', t)}-${y('3.3', t)}${t > B + 1 ? `-${y('3.5', t - 1)}` : ''}`;
  b.years(T, '3.4', (t) => `MAX(0,${balance(t)})`);
  b.years(T, '3.5', (t) => `MAX(0,-(${balance(t)}))`);
  if (!b.has('investEstimate', '4.1')) return;
  // 建设投资进项税额抵扣 (D-28): the VAT the account would pay without the construction credit, less the VAT paid
  const h = b.helper;
  const credit0 = h.reserve('无建设投资进项税额抵扣时：期末留抵税额', '对照账户(D-28)');
  const balance0 = (t: number) =>
    `${y('3.1', t)}-${y('3.2', t)}${t > B + 1 ? `-${h.ref(credit0.row, t - 1)}` : ''}`;
  credit0.fill((t) => (t > B ? `MAX(0,-(${balance0(t)}))` : null));
  const vat0 = h.add('无建设投资进项税额抵扣时：应纳增值税', '对照账户(D-28)', (t) =>
    t > B ? `MAX(0,${balance0(t)})` : null,
  );
  b.years('projectCash', '1.5', (t) => (t > B ? `${h.ref(vat0, t)}-${y('3.4', t)}` : '0'));
}

/** A cost row's amount in year t by its method (model-io §2.2), or null where the workbook keeps the engine's value. */
function costAmount(
  b: FormulaBook,
  row: CostRow | ForestryCostLeafRow,
  path: string,
  t: number,
  area: string,
  revenue: string,
  /** 房屋+设备 原值 of the row's owner (pctAsset), a cell of 审计辅助计算 */
  fixedValue: () => string = () => '0',
): string | null {
  const rate = b.inp(`${path}/values/${t - b.B - 1}`);
  switch (row.method) {
    case 'perArea':
      return `${rate}*${area}/10000`;
    case 'perUnit': {
      const p = row.productId ? productBlock(b, row.productId) : null;
      return p ? `${rate}*${b.y('yield', `${p.no}.3`, t)}/10000` : '0';
    }
    case 'pctRevenue':
      return `${rate}/100*${revenue}`;
    case 'fixed':
      return rate;
    default:
      return `${rate}/100*${fixedValue()}`; // pctAsset (D-6)
  }
}

const fixedValueRows = new WeakMap<FormulaBook, Map<number, string>>();

/**
 * 房屋+设备 原值 of sub-project j (or, j = −1, of the project) after the pro-rata allocation of 分摊 items and 建设期利息
 * (D-6, D-26): the base of `pctAsset` cost rows, kept on 审计辅助计算 as the engine's figure (the allocation by
 * (class, owner) is not in any statement).
 */
function fixedValue(b: FormulaBook, j: number): string {
  const cache = fixedValueRows.get(b) ?? new Map<number, string>();
  fixedValueRows.set(b, cache);
  const known = cache.get(j);
  if (known) return known;
  const assets = b.model.assets;
  const value = j < 0 ? assets.fixedVTotal : assets.fixedV[j]!;
  const name = j < 0 ? '项目' : b.input.subProjects[j]!.name;
  const row = b.helper.addEngine(
    `${name}：房屋及设备原值(引擎值)`,
    '按(类别, 子项目)归集并分摊分摊项和建设期利息(D-6, D-26)，取引擎值；%×原值 的成本行引用它',
    [value.toString()],
  );
  const ref = b.helper.ref(row, 1);
  cache.set(j, ref);
  return ref;
}

export function forestryCostRules(b: FormulaBook): void {
  const T = 'forestryCost' as const;
  b.input.subProjects.forEach((sp, j) => {
    if (sp.type !== 0) return;
    const k = `${forestryIndex(b, j)}`;
    const nos = sp.forestryCost.map((r) => r.no);
    const G = nos.filter((n) => !n.includes('.')).length;
    b.years(T, `${k}.1`, (t) => cumulativePlanting(b, j, t));
    sp.forestryCost.forEach((row, r) => {
      const isGroup = nos.some((n) => n.startsWith(`${row.no}.`));
      b.years(T, `${k}.3.${row.no}`, (t) =>
        isGroup
          ? sumOf(childrenOf(nos, row.no).map((c) => b.y(T, `${k}.3.${c}`, t)))
          : costAmount(
              b,
              row as ForestryCostLeafRow,
              `subProjects/${j}/forestryCost/${r}`,
              t,
              b.y(T, `${k}.1`, t),
              '0',
            ),
      );
    });
    b.years(T, `${k}.3.${G + 1}`, (t) => replantCost(b, j, t));
    const top = [...nos.filter((n) => !n.includes('.')), `${G + 1}`];
    b.years(T, `${k}.3`, (t) => sumOf(top.map((n) => b.y(T, `${k}.3.${n}`, t))));
    const perArea = (amount: string, t: number) =>
      `IF(${b.y(T, `${k}.1`, t)}>${FORMULA_EPS},${amount}*10000/${b.y(T, `${k}.1`, t)},"")`;
    b.years(T, `${k}.2`, (t) => perArea(b.y(T, `${k}.3`, t), t));
    for (const n of [...nos, `${G + 1}`])
      b.years(T, `${k}.2.${n}`, (t) => perArea(b.y(T, `${k}.3.${n}`, t), t));
  });
}

/** One cost line of 总成本费用估算表 that carries an amount of its own (not a subtotal). */
interface CostLine {
  no: string;
  category: 'material' | 'labour' | 'repair' | 'other';
  variable: boolean;
  /** ModelInput path of its 进项税率, or null (地租, 补植苗木 carry none) */
  vat: string | null;
  amount: (t: number) => string | null;
}

interface CostLayout {
  lines: CostLine[];
  /** rows that only refer to 营林成本估算表 (营林成本 and its groups) */
  refs: { no: string; amount: (t: number) => string }[];
  /** 1.k rows with their parts, and 2 管理费用 */
  parents: { no: string; parts: string[] }[];
}

const byNo = <T extends { row: { no: string } }>(rows: T[]) =>
  [...rows].sort((a, c) => a.row.no.localeCompare(c.row.no, 'en', { numeric: true }));
const isVariable = (m: string) => m === 'perUnit' || m === 'pctRevenue';

/** The rows of 总成本费用估算表 as the engine numbers them (model-io §3.2 totalCost). */
function costLayout(b: FormulaBook): CostLayout {
  const out: CostLayout = { lines: [], refs: [], parents: [] };
  const subRevenue = new Map(revenueSubs(b).map(({ j, k }) => [j, k]));
  b.input.subProjects.forEach((sp, j) => {
    const k = `1.${j + 1}`;
    const parts: string[] = [];
    let n = 1;
    if (sp.type === 0) {
      const kf = forestryIndex(b, j);
      const nos = sp.forestryCost.map((r) => r.no);
      const G = nos.filter((x) => !x.includes('.')).length;
      const ref = (no: string) => (t: number) => b.y('forestryCost', `${kf}.3${no}`, t);
      out.refs.push({ no: `${k}.1`, amount: ref('') });
      sp.forestryCost.forEach((row, r) => {
        const no = `${k}.1.${row.no}`;
        if (nos.some((x) => x.startsWith(`${row.no}.`))) out.refs.push({ no, amount: ref(`.${row.no}`) });
        else {
          const leaf = row as ForestryCostLeafRow;
          const vat = `subProjects/${j}/forestryCost/${r}/inputVatPct`;
          out.lines.push({
            no,
            category: leaf.costCategory,
            variable: leaf.method === 'perUnit',
            vat,
            amount: ref(`.${row.no}`),
          });
        }
      });
      out.lines.push({
        no: `${k}.1.${G + 1}`,
        category: 'material',
        variable: false,
        vat: null,
        amount: ref(`.${G + 1}`),
      });
      out.lines.push({
        no: `${k}.2`,
        category: 'other',
        variable: false,
        vat: null,
        amount: (t) => annualRent(b, j, t),
      });
      parts.push(`${k}.1`, `${k}.2`);
      n = 3;
    }
    const revenue = (t: number) => {
      const kr = subRevenue.get(j);
      return kr ? b.y('revenueTax', `1.${kr}`, t) : '0';
    };
    for (const { row, r } of byNo(sp.productionCost.map((row, r) => ({ row, r })))) {
      const no = `${k}.${n++}`;
      const path = `subProjects/${j}/productionCost/${r}`;
      parts.push(no);
      out.lines.push({
        no,
        category: row.costCategory,
        variable: isVariable(row.method),
        vat: `${path}/inputVatPct`,
        amount: (t) => costAmount(b, row, path, t, costArea(b, j, t), revenue(t), () => fixedValue(b, j)),
      });
    }
    if (sp.type === 1) {
      const no = `${k}.${n}`;
      parts.push(no);
      out.lines.push({
        no,
        category: 'other',
        variable: false,
        vat: null,
        amount: (t) => annualRent(b, j, t),
      });
    }
    out.parents.push({ no: k, parts });
  });
  const mgmtArea = (t: number) =>
    `(${sumOf(
      b.input.subProjects.flatMap((sp, j) =>
        sp.type === 0 ? [plantedArea(b, j, t)] : sp.type === 1 ? [b.inp(`subProjects/${j}/nurseryArea`)] : [],
      ),
    )})`;
  const mgmt = byNo(b.input.managementCost.map((row, r) => ({ row, r })));
  mgmt.forEach(({ row, r }, i) => {
    const path = `managementCost/${r}`;
    out.lines.push({
      no: `2.${i + 1}`,
      category: row.costCategory,
      variable: isVariable(row.method),
      vat: `${path}/inputVatPct`,
      amount: (t) =>
        costAmount(b, row, path, t, mgmtArea(t), b.y('revenueTax', '1', t), () => fixedValue(b, -1)),
    });
  });
  out.parents.push({ no: '2', parts: mgmt.map((_, i) => `2.${i + 1}`) });
  return out;
}

/** f_t on 审计辅助计算: the exempt share of 营业收入, or 1 in a year without taxable sales (D-41). */
const exemptShareRows = new WeakMap<FormulaBook, (t: number) => string>();

function exemptShareRow(b: FormulaBook): (t: number) => string {
  const known = exemptShareRows.get(b);
  if (known) return known;
  const taxable: string[] = [];
  for (const { sp, k } of revenueSubs(b)) {
    sp.products.forEach((p, m) => Number(p.vatPct) > 0 && taxable.push(`1.${k}.${m + 1}`));
    sp.otherIncome.forEach(
      (o, i) => Number(o.vatPct) > 0 && taxable.push(`1.${k}.${sp.products.length + i + 1}`),
    );
  }
  const row = b.helper.add(
    '不可抵扣进项税额比例 f',
    '免税营业收入 ÷ 营业收入；无应税收入的年份为1 (D-41)',
    (t) => {
      if (t <= b.B) return null;
      const tx = `(${sumOf(taxable.map((no) => b.y('revenueTax', no, t)))})`;
      const rev = b.y('revenueTax', '1', t);
      return `IF(${tx}<=${FORMULA_EPS},1,(${rev}-${tx})/${rev})`;
    },
  );
  const ref = (t: number) => b.helper.ref(row, t);
  exemptShareRows.set(b, ref);
  return ref;
}

export function totalCostRules(b: FormulaBook): void {
  const T = 'totalCost' as const;
  const { K } = loanBlocks(b);
  const y = (no: string, t: number) => b.y(T, no, t);
  const { lines, refs, parents } = costLayout(b);
  for (const r of refs) b.years(T, r.no, r.amount);
  for (const l of lines) b.years(T, l.no, l.amount);
  for (const p of parents) b.years(T, p.no, (t) => sumOf(p.parts.map((x) => y(x, t))));
  b.years(T, '1', (t) => sumOf(b.input.subProjects.map((_, j) => y(`1.${j + 1}`, t))));

  b.years(T, '3', (t) => `${b.inp('sellingExpensePct')}/100*${b.y('revenueTax', '1', t)}`);
  b.years(T, '4', (t) => b.y('revenueTax', '3.6', t));
  b.years(T, '5', (t) => sumOf(['1', '2', '3', '4'].map((no) => y(no, t))));
  const byCategory = (c: CostLine['category'], extra: string[]) => (t: number) =>
    sumOf([...lines.filter((l) => l.category === c).map((l) => y(l.no, t)), ...extra.map((no) => y(no, t))]);
  b.years(T, '5.1', byCategory('material', []));
  b.years(T, '5.2', byCategory('labour', []));
  b.years(T, '5.3', byCategory('repair', []));
  b.years(T, '5.4', byCategory('other', ['3', '4']));
  const dep = (no: string, t: number) => b.y('depreciation', no, t);
  b.years(T, '6.1', (t) => `${dep('1.2', t)}+${dep('2.2', t)}`);
  b.years(T, '6.2', (t) =>
    sumOf(b.rows('depreciation', (no) => /^3\.\d+\.2$/.test(no)).map((no) => dep(no, t))),
  );
  b.years(T, '6', (t) => `${y('6.1', t)}+${y('6.2', t)}`);
  b.years(T, '7', (t) => b.y('amortization', '3.2', t));
  b.years(T, '8.1', (t) => sumOf(b.input.financing.loans.map((_, i) => b.y('loanPlan', `${i + 1}.3`, t))));
  b.years(T, '8.2', (t) => b.y('loanPlan', `${K + 1}.3`, t));
  b.years(T, '8.3', (t) => b.y('loanPlan', `${K + 2}.3`, t));
  b.years(T, '8', (t) => sumOf(['8.1', '8.2', '8.3'].map((no) => y(no, t))));
  b.years(T, '9', (t) => sumOf(['5', '6', '7', '8'].map((no) => y(no, t))));
  // 可变成本: perUnit and pctRevenue rows with their 不可抵扣进项税额 (amount × rate × f), and 销售费用 (D-41)
  const f = noInputVat(b) ? null : exemptShareRow(b);
  b.years(T, '9.1', (t) =>
    sumOf([
      ...lines
        .filter((l) => l.variable)
        .map((l) => (f && l.vat ? `${y(l.no, t)}*(1+${b.inp(l.vat)}/100*${f(t)})` : y(l.no, t))),
      y('3', t),
    ]),
  );
  b.years(T, '9.2', (t) => `${y('9', t)}-${y('9.1', t)}`);
}

export function workingCapitalRules(b: FormulaBook): void {
  const T = 'workingCapital' as const;
  const { B } = b;
  const y = (no: string, t: number) => b.y(T, no, t);
  const tc = (no: string, t: number) => b.y('totalCost', no, t);
  const wc = b.input.workingCapital;
  if (wc.method === 'detailed') {
    const items: [string, keyof typeof wc.days, (t: number) => string][] = [
      ['1.1', 'receivables', (t) => tc('5', t)],
      ['1.2.1', 'rawMaterials', (t) => tc('5.1', t)],
      ['1.2.2', 'workInProgress', (t) => tc('1', t)],
      ['1.2.3', 'finishedGoods', (t) => `(${tc('5', t)}-${tc('3', t)})`],
      ['1.3', 'cash', (t) => `(${tc('5.2', t)}+${tc('5.4', t)})`],
      ['1.4', 'prepayments', (t) => tc('5.1', t)],
      ['2.1', 'payables', (t) => tc('5.1', t)],
      ['2.2', 'advances', (t) => b.y('revenueTax', '1', t)],
    ];
    for (const [no, key, amount] of items) {
      b.set(T, no, { extra: 'days' }, b.inp(`workingCapital/days/${key}`));
      const days = b.ref(T, no, { extra: 'days' }) ?? '0';
      b.set(T, no, { extra: 'turnover' }, `IF(${days}=0,"",360/${days})`);
      b.years(T, no, (t) => `IF(${days}=0,0,${amount(t)}*${days}/360)`);
    }
    b.years(T, '1.2', (t) => sumOf(['1.2.1', '1.2.2', '1.2.3'].map((no) => y(no, t))));
    b.years(T, '1', (t) => sumOf(['1.1', '1.2', '1.3', '1.4'].map((no) => y(no, t))));
    b.years(T, '2', (t) => `${y('2.1', t)}+${y('2.2', t)}`);
    b.years(T, '3', (t) => `MAX(0,${y('1', t)}-${y('2', t)})`);
  } else {
    const base = (t: number) =>
      wc.base === 'revenue'
        ? b.y('revenueTax', '1', t)
        : wc.base === 'opCost'
          ? tc('5', t)
          : (b.ref('investEstimate', '4', 'total') ?? '0');
    b.years(T, '1', base);
    b.years(T, '2', () => b.inp('workingCapital/ratePct'));
    b.years(T, '3', (t) => `MAX(0,${y('1', t)}*${y('2', t)}/100)`);
  }
  b.years(T, '4', (t) => (t === B + 1 ? y('3', t) : `${y('3', t)}-${y('3', t - 1)}`));
}
