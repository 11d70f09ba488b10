// Issue 18 speed: the Monte Carlo and sensitivity runs share with the base run everything a factor reaches only by
// a final multiplication (capex, gross yields, cost rows). Shared runs must equal full engine runs digit for digit,
// and the Monte Carlo table must stay what it was before the sharing (pinned digests).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeModel, type ModelInput, type MonteCarloSettings } from '../../../src/core/engine';
import { runLight, runModel, type LightModel } from '../../../src/core/engine/core';
import { BASE_SCALE, prepare, type Scale } from '../../../src/core/engine/prep';
import { computeMonteCarlo } from '../../../src/core/engine/risk';
import { SeededRandom } from '../../../src/core/engine/risk/random';
import { Decimal } from '../../../src/core/money/decimal';
import { generateInput } from './generate';

const tea = (): ModelInput =>
  JSON.parse(readFileSync('tests/fixtures/tea-garden.input.json', 'utf8')) as ModelInput;

const inputs: [string, () => ModelInput][] = [
  ['tea garden', tea],
  [
    'generated, short-term loans, detailed working capital',
    () =>
      generateInput({
        seed: 99,
        B: 4,
        O: 30,
        subProjects: 12,
        loans: 1,
        deficitPolicy: 'shortTermLoan',
        dividendPct: '50',
        wcMethod: 'detailed',
      }),
  ],
  [
    'generated, equity top-ups, ratio working capital',
    () =>
      generateInput({
        seed: 7,
        B: 3,
        O: 20,
        subProjects: 8,
        loans: 2,
        deficitPolicy: 'equity',
        wcMethod: 'ratio',
      }),
  ],
];

const FOUR: MonteCarloSettings['variables'] = [
  { factor: 'capex', dist: { kind: 'triangular', min: '-10', mode: '0', max: '20' } },
  { factor: 'revenue', dist: { kind: 'normal', meanPct: '0', sdPct: '10' } },
  { factor: 'opCost', dist: { kind: 'uniform', min: '-10', max: '10' } },
  { factor: 'quantity', dist: { kind: 'triangular', min: '-20', mode: '0', max: '10' } },
];

/** Every series of a light run that feeds the indicators, as text. */
function flows(m: LightModel): string[] {
  const s = (a: readonly Decimal[]) => a.map((x) => x.toString()).join(',');
  return [
    s(m.cf.pre),
    s(m.cf.post),
    s(m.cf.eq),
    s(m.rev.total),
    s(m.rev.outVat),
    s(m.capex.CI),
    m.capex.CItotal.toString(),
    s(m.ct.OC),
    s(m.ct.VAR),
    s(m.ct.productionOnly),
    s(m.basis.sumOwn),
    s(m.vat.vat),
    s(m.vat.nd),
    s(m.assets.depFixed),
    s(m.assets.depBio),
    s(m.assets.amort),
    ...m.assets.accounts.map((a) => s(a.nv)),
    ...m.y.map((y) => s(y.saleable) + '|' + s(y.area)),
    s(m.wc.W),
    s(m.yl.tax),
    s(m.yl.adjTax),
    s(m.yl.stNew),
  ];
}

describe('shared runs equal full runs', () => {
  for (const [name, make] of inputs) {
    it(`light runs at random scales, one to four factors moved: ${name}`, () => {
      const p = prepare(make());
      const base = runModel(p, BASE_SCALE);
      const rng = new SeededRandom(name.length);
      const keys: (keyof Scale)[] = ['kInv', 'kRev', 'kOc', 'kQty'];
      for (let i = 0; i < 12; i++) {
        const k: Scale = { ...BASE_SCALE };
        // each factor moves in about two runs of three, by up to ±30 % with 9 decimals
        for (const key of keys)
          if (rng.next() < 0.67) k[key] = new Decimal(((rng.next() - 0.5) * 0.6 + 1).toFixed(9));
        const shared = runLight(p, k, base);
        const full = runLight(p, k);
        expect(flows(shared), JSON.stringify(k)).toEqual(flows(full));
      }
    });

    it(`Monte Carlo with shared runs equals Monte Carlo with full runs: ${name}`, () => {
      const p = prepare(make());
      const base = runModel(p, BASE_SCALE);
      const sets: MonteCarloSettings[] = [
        { runs: 12, seed: 1, variables: FOUR },
        {
          runs: 12,
          seed: 20261126,
          variables: FOUR,
          correlations: [{ a: 'revenue', b: 'quantity', rho: '-0.3' }],
        },
        { runs: 8, seed: 5, variables: [FOUR[3]!] },
        { runs: 8, seed: 6, variables: [FOUR[0]!, FOUR[2]!] },
        { runs: 8, seed: 7, variables: [FOUR[1]!] },
      ];
      for (const s of sets) {
        const shared = JSON.stringify(computeMonteCarlo(p, base, s));
        const full = JSON.stringify(computeMonteCarlo(p, base, s, false));
        expect(shared, `seed ${s.seed}`).toBe(full);
      }
    });
  }
});

/** A figure of the table at 20 dp (half up); every other value as it is. */
const at20dp = (_: string, v: unknown) =>
  typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)
    ? new Decimal(v).toDecimalPlaces(20, Decimal.ROUND_HALF_UP).toFixed()
    : v;

describe('the Monte Carlo table is the one computed before the runs were shared', () => {
  // digests of the risk table taken from the engine before the runs were shared (40 runs, four factors, seed
  // 20261126), its figures at 20 decimal places: the engine's sums and products may be regrouped (a sum rounded once
  // instead of per term) and move the 34th digit, never a figure at 20 dp
  const PINNED: Record<string, { digest: string; firrP50: string }> = {
    'tea garden': {
      digest: '9ee321f3071974daf6b3aa7d3e457fae9781f3f249a19126644fc8f03fed7216',
      firrP50: '21.32238325375394963534512391052956',
    },
    'generated, short-term loans, detailed working capital': {
      digest: '1b28b6d670d085df1c9f03a399dcd9408eef8e77d39f72033f5dee7b974fa85a',
      firrP50: '19.5332338535838408865042610433351',
    },
  };
  for (const [name, make] of inputs.slice(0, 2)) {
    it(name, () => {
      const input = make();
      input.analysis = {
        monteCarlo: {
          runs: 40,
          seed: 20261126,
          variables: FOUR,
          correlations: [{ a: 'revenue', b: 'quantity', rho: '-0.3' }],
        },
        review: false,
      };
      const t = computeModel(input, { tables: ['risk'] }).tables.risk!;
      expect(t.rows.find((r) => r.no === '1.3')!.extra!.firr).toBe(PINNED[name]!.firrP50);
      expect(createHash('sha256').update(JSON.stringify(t, at20dp)).digest('hex')).toBe(PINNED[name]!.digest);
    });
  }
});
