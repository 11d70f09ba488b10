// Property tests on random valid inputs: balance sheet, funding identity, repayment, sensitivity at 0 %, JSON round trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeModel,
  computeValidModel,
  validateModelInput,
  type ModelOutput,
  type Table,
} from '../../../src/core/engine';
import { selfCheck } from '../../../src/core/engine/compute';
import { runLight, runModel } from '../../../src/core/engine/core';
import { BASE_SCALE, prepare } from '../../../src/core/engine/prep';
import { Decimal } from '../../../src/core/money/decimal';
import { generateInput } from './generate';
import { magnify } from './magnify';

const options = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  B: fc.integer({ min: 1, max: 4 }),
  O: fc.integer({ min: 1, max: 15 }),
  subProjects: fc.integer({ min: 1, max: 6 }),
  loans: fc.integer({ min: 0, max: 3 }),
  deficitPolicy: fc.constantFrom('shortTermLoan' as const, 'equity' as const),
  dividendPct: fc.constantFrom('0', '40', '100'),
  wcMethod: fc.constantFrom('detailed' as const, 'ratio' as const),
});
const EPS = new Decimal('1e-20');
const ONE = new Decimal(1);
const row = (t: Table | undefined, no: string) => {
  const r = t?.rows.find((x) => x.no === no);
  if (!r) throw new Error(`row ${no} missing in ${t?.id}`);
  return r;
};
const d = (s: string | null | undefined) => new Decimal(s ?? '0');

describe('engine properties on random valid inputs', { timeout: 180_000 }, () => {
  it('the balance sheet balances every year (|资产 − 负债及所有者权益| ≤ 1e-20)', () => {
    fc.assert(
      fc.property(options, (o) => {
        const m = runModel(prepare(generateInput(o)), BASE_SCALE);
        m.bs.assets.forEach((a, t) => expect(a.minus(m.bs.total[t]!).abs().lte(EPS)).toBe(true));
        const out = computeValidModel(generateInput(o), { skipSensitivity: true });
        const a = row(out.tables.balanceSheet, '1').values;
        const b = row(out.tables.balanceSheet, '2').values;
        a.forEach((v, i) => expect(d(v).minus(d(b[i])).abs().lte(EPS)).toBe(true));
      }),
      { numRuns: 40 },
    );
  });

  it('funding plan: 1 = 2 − 2.1.4 every year, and 1 = 2 when deficits are short-term loans', () => {
    fc.assert(
      fc.property(options, (o) => {
        const out = computeValidModel(generateInput(o), { skipSensitivity: true });
        const f = out.tables.funding;
        const uses = row(f, '1').values;
        const sources = row(f, '2').values;
        const topUps = row(f, '2.1.4').values;
        uses.forEach((u, i) => {
          expect(
            d(u)
              .minus(d(sources[i]).minus(d(topUps[i])))
              .abs()
              .lte(EPS),
          ).toBe(true);
          if (o.deficitPolicy === 'shortTermLoan')
            expect(d(u).minus(d(sources[i])).abs().lte(EPS)).toBe(true);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('principal repaid sums to the loan (repayment base P) for every loan and method', () => {
    fc.assert(
      fc.property(options, (o) => {
        const input = generateInput(o);
        const out = computeValidModel(input, { skipSensitivity: true });
        const lp = out.tables.loanPlan;
        input.financing.loans.forEach((_, k) => {
          const P = d(row(out.tables.idc, `${k + 1}.4`).values[o.B - 1]);
          expect(
            d(row(lp, `${k + 1}.4.1`).total)
              .minus(P)
              .abs()
              .lte(EPS),
          ).toBe(true);
          expect(
            d(row(lp, `${k + 1}.5`).values[o.B + o.O - 1])
              .abs()
              .lte(EPS),
          ).toBe(true);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('sensitivity at 0 % reproduces the base case for every factor', () => {
    fc.assert(
      fc.property(options, (o) => {
        const input = generateInput({ ...o, O: Math.min(o.O, 8), subProjects: Math.min(o.subProjects, 3) });
        input.sensitivity = {
          indicator: 'fnpvPost',
          factors: ['capex', 'revenue', 'opCost', 'quantity'],
          stepsPct: ['0'],
        };
        const out = computeValidModel(input);
        const rows = out.tables.sensitivity!.rows;
        const base = rows.find((r) => r.no === '0')!.extra!.value;
        for (const k of ['1.1', '2.1', '3.1', '4.1'])
          expect(rows.find((r) => r.no === k)!.extra!.value).toBe(base);
        expect(base).toBe((out.indicators as { fnpvPost: string }).fnpvPost);
      }),
      { numRuns: 12 },
    );
  });

  it('sensitivity re-runs that share unchanged steps equal full re-runs (every factor)', () => {
    const factors = ['kInv', 'kRev', 'kOc', 'kQty'] as const;
    fc.assert(
      fc.property(options, fc.constantFrom(...factors), fc.constantFrom('0.8', '1.15', '2.5'), (o, f, k) => {
        const p = prepare(generateInput(o));
        const base = runModel(p, BASE_SCALE);
        const scale = { ...BASE_SCALE, [f]: new Decimal(k) };
        const shared = runLight(p, scale, base);
        const full = runLight(p, scale);
        for (const key of ['pre', 'post', 'eq'] as const)
          shared.cf[key].forEach((v, i) => expect(v.minus(full.cf[key][i]!).abs().lte(EPS)).toBe(true));
      }),
      { numRuns: 30 },
    );
  });

  it('at the largest admissible magnitudes (12 integer digits, D-56) no self-check claims a bug', () => {
    fc.assert(
      fc.property(options, (o) => {
        const input = magnify(generateInput(o));
        expect(validateModelInput(input).ok).toBe(true);
        const m = runModel(prepare(input), BASE_SCALE);
        expect(() => selfCheck(m)).not.toThrow();
        // the identity holds to 1e-20 of the largest figure: residues are 34-digit rounding, not errors
        const largest = m.bs.cash
          .concat(m.bs.equity, m.bs.undist)
          .reduce((a, x) => Decimal.max(a, x.abs()), ONE);
        m.bs.assets.forEach((a, t) =>
          expect(a.minus(m.bs.total[t]!).abs().lte(EPS.times(largest))).toBe(true),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('results survive a JSON round trip (input and output)', () => {
    fc.assert(
      fc.property(options, (o) => {
        const input = generateInput(o);
        const out: ModelOutput = computeModel(input, { skipSensitivity: true });
        expect(JSON.parse(JSON.stringify(out))).toEqual(out);
        const again = computeModel(JSON.parse(JSON.stringify(input)), { skipSensitivity: true });
        expect(again).toEqual(out);
      }),
      { numRuns: 20 },
    );
  });
});
