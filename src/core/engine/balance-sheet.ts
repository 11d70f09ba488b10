// Step [16] 资产负债表 (finance-model §3.15); its identity is one of the self-checks (compute.ts).
import type { AssetAccount, Assets } from './assets';
import type { Capex } from './capex';
import type { Prepared } from './prep';
import type { Subsidies } from './subsidies';
import type { Vat } from './vat';
import type { WorkingCapital } from './working-capital';
import type { YearLoop } from './year-loop';
import {
  type Decimal,
  type Series,
  HUNDRED,
  Z,
  add,
  cumulative,
  divide,
  nearZero,
  plus,
  pos,
  total,
  zeros,
} from './num';

export interface BalanceSheet {
  cash: Series;
  ar: Series;
  pre: Series;
  inv: Series;
  credit: Series;
  currentAssets: Series;
  cip: Series;
  fixed: Series;
  bio: Series;
  intangible: Series;
  assets: Series;
  st: Series;
  ap: Series;
  adv: Series;
  currentLiab: Series;
  lt: Series;
  wcl: Series;
  liabilities: Series;
  equity: Series;
  capitalReserve: Series;
  reserve: Series;
  undist: Series;
  ownersEquity: Series;
  total: Series;
  loar: (Decimal | null)[];
  currentRatio: (Decimal | null)[];
  quickRatio: (Decimal | null)[];
}

export function computeBalanceSheet(
  p: Prepared,
  capex: Capex,
  assets: Assets,
  wc: WorkingCapital,
  vat: Vat,
  subs: Subsidies,
  yl: YearLoop,
): BalanceSheet {
  const { N, B } = p;
  const z = () => zeros(N);
  const netValues = (keep: (a: AssetAccount) => boolean) =>
    add(z(), ...assets.accounts.filter(keep).map((a) => a.nv));
  const bs: BalanceSheet = {
    cash: z(),
    ar: z(),
    pre: z(),
    inv: z(),
    credit: vat.credit.slice(),
    currentAssets: z(),
    cip: z(),
    fixed: netValues((a) => a.kind === 'buildings' || a.kind === 'equipment'),
    bio: netValues((a) => a.kind === 'bio'),
    intangible: netValues((a) => a.kind !== 'buildings' && a.kind !== 'equipment' && a.kind !== 'bio'),
    assets: z(),
    st: yl.stBal.slice(),
    ap: z(),
    adv: z(),
    currentLiab: z(),
    lt: yl.ltBal.slice(),
    wcl: wc.WLend.slice(),
    liabilities: z(),
    equity: yl.equityCum.slice(),
    capitalReserve: cumulative(subs.investment),
    reserve: yl.reserveCum.slice(),
    undist: yl.undist.slice(),
    ownersEquity: z(),
    total: z(),
    loar: [],
    currentRatio: [],
    quickRatio: [],
  };
  let cip = Z;
  for (let t = 0; t < N; t++) {
    if (t < B) {
      cip = total(cip, capex.CI[t]!, yl.idc[t]!);
      bs.cip[t] = cip;
    }
    // 现金 item + the current liabilities the current assets do not cover (D-51); ratio method: W_t (D-16)
    bs.cash[t] = wc.detailed
      ? total(wc.CASH[t]!, wc.uncovered[t]!, yl.cumCash[t]!)
      : plus(wc.W[t]!, yl.cumCash[t]!);
    if (wc.detailed) {
      bs.ar[t] = wc.AR[t]!;
      bs.pre[t] = wc.PRE[t]!;
      bs.inv[t] = wc.INV[t]!;
      bs.ap[t] = wc.AP[t]!;
      bs.adv[t] = wc.ADV[t]!;
    }
    bs.currentAssets[t] = total(bs.cash[t]!, bs.ar[t]!, bs.pre[t]!, bs.inv[t]!, bs.credit[t]!);
    bs.assets[t] = total(bs.currentAssets[t]!, bs.cip[t]!, bs.fixed[t]!, bs.bio[t]!, bs.intangible[t]!);
    bs.currentLiab[t] = total(bs.st[t]!, bs.ap[t]!, bs.adv[t]!);
    bs.liabilities[t] = total(bs.currentLiab[t]!, bs.lt[t]!, bs.wcl[t]!);
    bs.ownersEquity[t] = total(bs.equity[t]!, bs.capitalReserve[t]!, bs.reserve[t]!, bs.undist[t]!);
    bs.total[t] = plus(bs.liabilities[t]!, bs.ownersEquity[t]!);
    const A = bs.assets[t]!;
    // a decimal residue such as 10 − 3 × (10/3) is not an asset: null like every ratio of a zero denominator (D-55)
    bs.loar.push(nearZero(A) ? null : divide(bs.liabilities[t]!, A).times(HUNDRED));
    const cl = bs.currentLiab[t]!;
    bs.currentRatio.push(pos(cl) ? divide(bs.currentAssets[t]!, cl).times(HUNDRED) : null);
    bs.quickRatio.push(pos(cl) ? divide(bs.currentAssets[t]!.minus(bs.inv[t]!), cl).times(HUNDRED) : null);
  }
  return bs;
}
