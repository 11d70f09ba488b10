// Rules of model-io §2.10 that need computed quantities: E_SELF_USE, E_HARVEST_TOTAL, E_FUNDING_EXCEEDS, E_CUSTOM_EXCEEDS.
import { mainProductIndex } from './assets';
import { computeCapex } from './capex';
import { computeLoans } from './loans';
import type { ModelInput } from './model-io-types';
import { BASE_SCALE, prepare } from './prep';
import { buildSchedules } from './schedule';
import { computeSubsidies } from './subsidies';
import type { Emit } from './validate-emit';
import { computeYields } from './yield';
import { EPS, Z, compare, dec, display } from './num';
import type { Prelude } from './core';

/** saleable < −ε is E_SELF_USE (compared without decimal.js's copy of the operand, for every product and year) */
const NEG_EPS = EPS.neg();

/** Emits the computed-quantity errors; returns the base-case steps it computed so that the engine need not repeat them. */
export function checkComputed(input: ModelInput, emit: Emit): Prelude {
  const p = prepare(input);
  const { B, N } = p;
  const sch = buildSchedules(p);
  const y = computeYields(p, sch, BASE_SCALE);
  p.products.forEach((pp, i) => {
    const bad: number[] = [];
    const saleable = y[i]!.saleable;
    for (let t = B; t < N; t++) if (compare(saleable[t]!, NEG_EPS) < 0) bad.push(t + 1);
    if (bad.length) {
      const sp = p.subs[pp.subIndex]!;
      emit(
        'E_SELF_USE',
        `/subProjects/${pp.subIndex}/products/${sp.products.indexOf(pp.src)}/selfUse`,
        `产品“${pp.src.name}”的自用量与调出原料超过产量（第${bad.join('、')}年）`,
      );
    }
  });
  p.subs.forEach((sp, j) => {
    if (
      (sp.type !== 0 && sp.type !== 1) ||
      sp.bioAsset.method !== 'consumable' ||
      sp.bioAsset.expectedTotalHarvest == null
    )
      return;
    const q = mainProductIndex(p, j);
    const out = q == null ? Z : y[q]!.gross.reduce((s, v) => s.plus(v), Z);
    if (dec(sp.bioAsset.expectedTotalHarvest).lt(out))
      emit(
        'E_HARVEST_TOTAL',
        `/subProjects/${j}/bioAsset/expectedTotalHarvest`,
        `子项目“${sp.name}”的预计总采伐量小于计算期内主产品产量（${display(out)}）`,
      );
  });
  const capex = computeCapex(p, sch, BASE_SCALE);
  const subs = computeSubsidies(p);
  const loans = computeLoans(p);
  for (let t = 0; t < B; t++) {
    const funds = loans.reduce((s, l) => s.plus(l.draw[t]!), Z).plus(subs.investment[t]!);
    if (funds.minus(capex.CI[t]!).gt(EPS))
      emit(
        'E_FUNDING_EXCEEDS',
        '/financing/loans',
        `第${t + 1}年借款与投资补助合计${display(funds)}万元超过建设投资${display(capex.CI[t]!)}万元（资本金为负）`,
      );
  }
  loans.forEach((l, i) => {
    const r = l.loan.repayment;
    if (r.method !== 'custom' || !r.customPrincipal) return;
    const entered = r.customPrincipal
      .slice(0, r.years - 1)
      .reduce<typeof Z>((s, v) => (v == null ? s : s.plus(v)), Z);
    if (entered.gt(l.P.plus('0.005')))
      emit(
        'E_CUSTOM_EXCEEDS',
        `/financing/loans/${i}/repayment/customPrincipal`,
        `借款“${l.loan.name}”自定义还本额合计${display(entered)}万元超过借款本金${display(l.P)}万元`,
      );
  });
  return { p, sch, y, capex, subs, loans };
}
