// Output tables yield, revenueTax, forestryCost, totalCost, depreciation and amortization (model-io §3.2).
import type { Model } from '../core';
import type { Table } from '../model-io-types';
import { type Decimal, type Series, WAN, add, lastCall, pos, times, zeros } from '../num';
import { AREA_LABEL, type Axis, TableBuilder } from './builder';

const qtyDp = (unit: string) => (unit === '株' || unit === 'kg' ? { unit, dp: 0 } : { unit });
const revenueSubs = (m: Model) => m.p.subs.map((sp, j) => ({ sp, j })).filter((x) => x.sp.type !== 3);

export function yieldTable(m: Model, ax: Axis): Table {
  const tb = new TableBuilder(ax, 'operating');
  const area = AREA_LABEL(m.p.input.meta.areaUnit);
  revenueSubs(m).forEach(({ sp }, i) => {
    const k = i + 1;
    tb.group(`${k}`, sp.name);
    sp.products.forEach((prod, mi) => {
      const pp = m.p.productById.get(prod.id)!;
      const y = m.y[pp.index]!;
      const b = `${k}.${mi + 1}`;
      tb.group(b, prod.name, { unit: prod.unit });
      if (prod.basis === 'totalByOperatingYear') {
        tb.flow(`${b}.1`, '加工量', y.area, qtyDp(prod.unit));
        const ratePct = pp.yieldRate.times(100);
        tb.bal(
          `${b}.2`,
          '成品率(%)',
          y.area.map(() => ratePct),
          { unit: '%' },
        );
      } else {
        tb.bal(`${b}.1`, `面积(${area})`, y.area, { unit: area });
        const perUnitArea = lastCall((g: Decimal, a: Decimal) => g.div(a));
        tb.bal(
          `${b}.2`,
          `单产(${prod.unit}/${area})`,
          y.gross.map((g, t) => (pos(y.area[t]!) ? perUnitArea(g, y.area[t]!) : null)),
          { unit: `${prod.unit}/${area}` },
        );
      }
      tb.flow(`${b}.3`, '总产量', y.gross, qtyDp(prod.unit));
      tb.flow(`${b}.4`, '损耗量', y.loss, qtyDp(prod.unit));
      tb.flow(`${b}.5`, '自用量', y.selfUse, qtyDp(prod.unit));
      tb.flow(`${b}.6`, '调出作原料', y.transferOut, qtyDp(prod.unit));
      tb.flow(`${b}.7`, '可销售量', y.saleable, qtyDp(prod.unit));
    });
  });
  return tb.build('yield', '产量估算表', '');
}

export function revenueTaxTable(m: Model, ax: Axis): Table {
  const { rev, vat } = m;
  const tb = new TableBuilder(ax, 'operating');
  tb.flow('1', '营业收入', rev.total);
  revenueSubs(m).forEach(({ sp, j }, i) => {
    const k = `1.${i + 1}`;
    tb.flow(k, sp.name, rev.sub[j]!);
    sp.products.forEach((prod, mi) => {
      const pp = m.p.productById.get(prod.id)!;
      const b = `${k}.${mi + 1}`;
      tb.flow(b, prod.name, rev.product[pp.index]!);
      const price = zeros(ax.N);
      for (let t = ax.B; t < ax.N; t++) price[t] = pp.prices[t - ax.B]!;
      tb.bal(`${b}.1`, '单价', price, { unit: `元/${prod.unit}` });
      tb.flow(`${b}.2`, '销售量', m.y[pp.index]!.saleable, qtyDp(prod.unit));
      tb.flow(`${b}.3`, '销项税额', rev.productOutVat[pp.index]!);
    });
    sp.otherIncome.forEach((oi, oiIdx) => {
      const b = `${k}.${sp.products.length + oiIdx + 1}`;
      tb.flow(b, oi.name, rev.other[j]![oiIdx]!);
      tb.flow(`${b}.1`, '销项税额', rev.otherOutVat[j]![oiIdx]!);
    });
  });
  // project-level generic income lines follow the sub-projects
  const firstProjectLine = revenueSubs(m).length + 1;
  (m.p.input.incomeLines ?? []).forEach((line, i) => {
    const b = `1.${firstProjectLine + i}`;
    tb.flow(b, line.name, rev.project[i]!);
    tb.flow(`${b}.1`, '销项税额', rev.projectOutVat[i]!);
  });
  tb.flow('2', '税金及附加', vat.surcharges);
  tb.flow('2.1', '城市维护建设税', vat.city);
  tb.flow('2.2', '教育费附加', vat.edu);
  tb.flow('2.3', '地方教育附加', vat.localEdu);
  tb.group('3', '增值税');
  tb.flow('3.1', '销项税额', rev.outVat);
  tb.flow('3.2', '进项税额(可抵扣)', vat.inDeductible);
  tb.flow('3.3', '建设投资可抵扣进项税额', vat.invCredit);
  tb.flow('3.4', '应纳增值税', vat.vat);
  tb.bal('3.5', '期末留抵税额', vat.credit);
  tb.flow('3.6', '不可抵扣进项税额(计入经营成本)', vat.nd);
  return tb.build('revenueTax', '营业收入、税金及附加和增值税估算表', '万元');
}

/** The operating-year hierarchy of one type-0 sub-project's 营林成本 (input rows + 补植苗木). */
function forestryLines(m: Model, j: number) {
  const sc = m.costs.subs[j]!;
  const G = sc.forestry.filter((l) => !l.no.includes('.')).length;
  return {
    sc,
    lines: [
      ...sc.forestry.map((l) => ({ no: l.no, name: l.name, amount: l.amount })),
      { no: `${G + 1}`, name: '补植苗木', amount: sc.replant!.amount },
    ],
  };
}

export function forestryCostTable(m: Model, ax: Axis): Table {
  const tb = new TableBuilder(ax, 'operating');
  const area = AREA_LABEL(m.p.input.meta.areaUnit);
  m.p.subs
    .map((sp, j) => ({ sp, j }))
    .filter((x) => x.sp.type === 0)
    .forEach(({ sp, j }, i) => {
      const k = `${i + 1}`;
      const CA = m.sch[j]!.cumArea;
      // 万元 × 10⁴ ÷ area as 万元 × (10⁴ ÷ area): one division per area (constant over most years), then a
      // multiplication per cell
      const perWan: (Decimal | null)[] = [];
      CA.forEach((a, t) => {
        perWan[t] = t > 0 && a === CA[t - 1] ? perWan[t - 1]! : pos(a) ? WAN.div(a) : null;
      });
      const perArea = (s: Series): (Decimal | null)[] => {
        const unit = lastCall(times);
        return s.map((v, t) => (perWan[t] ? unit(v, perWan[t]) : null));
      };
      const { sc, lines } = forestryLines(m, j);
      tb.group(k, sp.name);
      tb.bal(`${k}.1`, `营林面积(${area})`, CA, { unit: area });
      tb.bal(`${k}.2`, `单位面积营林成本(元/${area})`, perArea(sc.forestryTotal), { unit: `元/${area}` });
      for (const l of lines) tb.bal(`${k}.2.${l.no}`, l.name, perArea(l.amount), { unit: `元/${area}` });
      tb.flow(`${k}.3`, '营林成本(万元)', sc.forestryTotal);
      for (const l of lines) tb.flow(`${k}.3.${l.no}`, l.name, l.amount);
    });
  return tb.build('forestryCost', '营林成本估算表', '万元');
}

export function totalCostTable(m: Model, ax: Axis): Table {
  const { costs, ct, yl, assets } = m;
  const tb = new TableBuilder(ax, 'operating');
  const subTotals = m.p.subs.map((_, j) => add(zeros(ax.N), ...costs.subs[j]!.items.map((it) => it.amount)));
  tb.flow('1', '生产成本(不含折旧摊销)', add(zeros(ax.N), ...subTotals));
  m.p.subs.forEach((sp, j) => {
    const k = `1.${j + 1}`;
    const sc = costs.subs[j]!;
    tb.flow(k, sp.name, subTotals[j]!);
    let n = 1;
    if (sp.type === 0) {
      tb.flow(`${k}.1`, '营林成本', sc.forestryTotal);
      for (const l of forestryLines(m, j).lines) tb.flow(`${k}.1.${l.no}`, l.name, l.amount);
      tb.flow(`${k}.2`, '地租', sc.rent!.amount);
      n = 3;
    }
    for (const pr of sc.production) tb.flow(`${k}.${n++}`, pr.row.name, pr.item.amount);
    if (sp.type === 1) tb.flow(`${k}.${n++}`, '地租', sc.rent!.amount);
    for (const l of sc.lines) tb.flow(`${k}.${n++}`, l.line.name, l.item.amount);
  });
  // project-level generic cost lines are 管理费用, after its input rows
  const mgmtRows = [
    ...costs.management.map((x) => ({ name: x.row.name, amount: x.item.amount })),
    ...costs.lines.map((x) => ({ name: x.line.name, amount: x.item.amount })),
  ];
  tb.flow('2', '管理费用', add(zeros(ax.N), ...mgmtRows.map((x) => x.amount)));
  mgmtRows.forEach((x, i) => tb.flow(`2.${i + 1}`, x.name, x.amount));
  tb.flow('3', '销售费用', costs.selling.amount);
  tb.flow('4', '不可抵扣进项税额', ct.nd);
  tb.flow('5', '经营成本', ct.OC);
  tb.flow('5.1', '外购原材料及燃料动力', ct.MAT);
  tb.flow('5.2', '工资及福利费', ct.LAB);
  tb.flow('5.3', '修理费', ct.REP);
  tb.flow('5.4', '其他费用', ct.OTH);
  tb.flow('6', '折旧费', add(assets.depFixed, assets.depBio));
  tb.flow('6.1', '固定资产折旧费', assets.depFixed);
  tb.flow('6.2', '林木资产折旧/成本结转', assets.depBio);
  tb.flow('7', '摊销费', assets.amort);
  tb.flow('8', '利息支出', yl.interestExp);
  tb.flow('8.1', '长期借款利息', yl.ltInt);
  tb.flow('8.2', '流动资金借款利息', m.wc.WI);
  tb.flow('8.3', '短期借款利息', yl.stInt);
  tb.flow('9', '总成本费用', yl.totalCost);
  tb.flow('9.1', '其中：可变成本', ct.VAR);
  tb.flow(
    '9.2',
    '其中：固定成本',
    yl.totalCost.map((v, t) => v.minus(ct.VAR[t]!)),
  );
  return tb.build('totalCost', '总成本费用估算表', '万元');
}

interface Block {
  orig: Series;
  dep: Series;
  nv: Series;
}

/** Σ of accounts (or of blocks already summed): 原值, 当期折旧费, 净值 over the years. */
function sumBlock(accs: Block[], N: number): Block {
  return {
    orig: add(zeros(N), ...accs.map((a) => a.orig)),
    dep: add(zeros(N), ...accs.map((a) => a.dep)),
    nv: add(zeros(N), ...accs.map((a) => a.nv)),
  };
}

function classBlock(tb: TableBuilder, no: string, name: string, b: Block, depName = '当期折旧费'): Block {
  tb.group(no, name);
  tb.bal(`${no}.1`, '原值', b.orig);
  tb.flow(`${no}.2`, depName, b.dep);
  tb.bal(`${no}.3`, '净值', b.nv);
  return b;
}

export function depreciationTable(m: Model, ax: Axis): Table {
  const tb = new TableBuilder(ax, 'operating');
  const acc = m.assets.accounts;
  const blocks = [
    classBlock(
      tb,
      '1',
      '房屋及构筑物',
      sumBlock(
        acc.filter((a) => a.kind === 'buildings'),
        ax.N,
      ),
    ),
    classBlock(
      tb,
      '2',
      '机器设备',
      sumBlock(
        acc.filter((a) => a.kind === 'equipment'),
        ax.N,
      ),
    ),
  ];
  tb.group('3', '林木资产');
  m.p.subs
    .map((sp, j) => ({ sp, j }))
    .filter((x) => x.sp.type === 0 || x.sp.type === 1)
    .forEach(({ sp, j }, i) => {
      const consumable = (sp.type === 0 || sp.type === 1) && sp.bioAsset.method === 'consumable';
      const b = sumBlock(
        acc.filter((a) => a.kind === 'bio' && a.owner === j),
        ax.N,
      );
      const no = `3.${i + 1}`;
      tb.group(no, `${sp.name}(${consumable ? '消耗性林木资产' : '生产性林木资产'})`);
      tb.bal(`${no}.1`, '原值', b.orig);
      tb.flow(`${no}.2`, '当期折旧费/成本结转', b.dep);
      tb.bal(`${no}.3`, '净值', b.nv);
      blocks.push(b);
    });
  // 合计 from the block sums, not from every account again
  classBlock(tb, '4', '合计', sumBlock(blocks, ax.N));
  return tb.build('depreciation', '固定资产折旧费及林木资产折旧(成本结转)估算表', '万元');
}

export function amortizationTable(m: Model, ax: Axis): Table {
  const tb = new TableBuilder(ax, 'operating');
  const acc = m.assets.accounts;
  const intangible = sumBlock(
    acc.filter((a) => a.kind === 'intangible' || a.kind === 'rentPrepaid'),
    ax.N,
  );
  const other = sumBlock(
    acc.filter((a) => a.kind === 'other'),
    ax.N,
  );
  classBlock(tb, '1', '无形资产', intangible, '当期摊销费');
  classBlock(tb, '2', '其他资产', other, '当期摊销费');
  classBlock(tb, '3', '合计', sumBlock([intangible, other], ax.N), '当期摊销费');
  return tb.build('amortization', '无形资产和其他资产摊销估算表', '万元');
}
