// The live panel's P(FIRR ≥ ic) and P(FNPV ≥ 0) of a Monte Carlo pass spread over workers: counted per slice, added
// up, and stated in % of the runs done, by the same formula as the single-worker pass (the same strings at the end).
import { dec, enc } from '../engine/num';
import type { LiveRiskProgress, LiveRiskSlice } from './api';

export function sliceProgress(
  slices: readonly LiveRiskSlice[],
  total: number,
  icPct: string,
): LiveRiskProgress {
  let done = 0;
  let reachIc = 0;
  let reachZero = 0;
  for (const s of slices) {
    done += s.fnpv.length;
    reachIc += s.reachIc;
    reachZero += s.reachZero;
  }
  const share = (k: number) => (done === 0 ? '0' : enc(dec(k).times(100).div(done)));
  return { done, total, pFirr: share(reachIc), pFnpv: share(reachZero), ic: icPct };
}
