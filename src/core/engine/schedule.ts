// Step [2] physical schedules (finance-model §3.2): cohorts, cumulative area, seedlings, replanting, land rent.
import type { Prepared } from './prep';
import { type Decimal, type Series, Z, ONE, dec, pct, plus, sum, times, zeros, WAN_INV } from './num';

export interface SubSchedule {
  /** a_{j,t}: area planted in year t (type 0), N items */
  planted: Series;
  /** CA_{j,t} (type 0) or 育苗面积 (type 1), N items; 0 for types 2/3 */
  cumArea: Series;
  /** 苗木费 by year (万元, unscaled), N items */
  seedling: Series;
  /** 补植苗木 by year (万元, unscaled), N items: construction part is investment, operating part 营林成本 */
  replant: Series;
  /** annual rent Rent_t (万元), N items; all zero when prepaid */
  rentAnnual: Series;
  /** one-off prepaid rent Σ Rent_t (paid in year 1), or 0 */
  rentPrepaid: Decimal;
  /** project area of the sub-project for per-area cost rows (D-5), N items */
  costArea: Series;
}

export function buildSchedules(p: Prepared): SubSchedule[] {
  const { N, B } = p;
  return p.subs.map((sp) => {
    const planted = zeros(N);
    const cumArea = zeros(N);
    const seedling = zeros(N);
    const replant = zeros(N);
    const rentAnnual = zeros(N);
    let rentPrepaid = Z;
    let costArea = zeros(N);
    if (sp.type === 0) {
      const A = dec(sp.area);
      let ca = Z;
      for (let t = 1; t <= N; t++) {
        const a = t <= B ? times(A, pct(sp.plantingProgressPct[t - 1] ?? '0')) : Z;
        planted[t - 1] = a;
        if (!a.isZero()) ca = plus(ca, a); // the same object in later years lets cost rows reuse amounts
        cumArea[t - 1] = ca;
        if (a.isZero()) continue;
        let seed = Z;
        let rep = Z;
        for (const e of sp.species) {
          const trees = times(times(a, pct(e.sharePct)), dec(e.density));
          const price = dec(e.seedlingPrice);
          seed = plus(seed, times(times(trees, ONE.plus(pct(e.lossPct))), price));
          rep = plus(rep, times(times(trees, pct(e.replantPct)), price));
        }
        seedling[t - 1] = times(seed, WAN_INV);
        if (t < N) replant[t] = times(rep, WAN_INV);
      }
      costArea = cumArea;
    } else if (sp.type === 1) {
      const A = dec(sp.nurseryArea);
      for (let t = 0; t < N; t++) cumArea[t] = A;
      costArea = cumArea;
    } else {
      const A = dec(sp.type === 2 ? sp.floorArea : sp.serviceArea);
      for (let t = 0; t < N; t++) costArea[t] = A;
    }
    if (sp.type === 0 || sp.type === 1) {
      const r = sp.rent;
      const base = dec(r.area).times(dec(r.unitPrice)).times(WAN_INV);
      const k = r.escalationEveryYears;
      const g = ONE.plus(pct(r.escalationPct));
      let factor = ONE;
      const rent = zeros(N);
      for (let t = 1; t <= N; t++) {
        // growth factor built incrementally: (1+g)^⌊(t−1)/k⌋; between steps the rent is last year's object
        if (k > 0 && t > 1 && (t - 1) % k === 0) factor = times(factor, g);
        else if (t > 1) {
          rent[t - 1] = rent[t - 2]!;
          continue;
        }
        rent[t - 1] = times(base, factor);
      }
      if (r.payment === 'prepaid') rentPrepaid = sum(rent);
      else for (let t = 0; t < N; t++) rentAnnual[t] = rent[t] ?? Z;
    }
    return { planted, cumArea, seedling, replant, rentAnnual, rentPrepaid, costArea };
  });
}
