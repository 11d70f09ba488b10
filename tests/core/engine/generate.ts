// Deterministic generator of valid ModelInput documents (property tests and the benchmark): all four sub-project types.
import type {
  BuildInvestRow,
  CostRow,
  Loan,
  ModelInput,
  PlantingInvestRow,
  Product,
  SubProject,
  SubsidyRow,
} from '../../../src/core/engine';

export interface GenOptions {
  seed: number;
  B: number;
  O: number;
  /** number of sub-projects; types cycle 0, 1, 2, 3 */
  subProjects: number;
  loans: number;
  deficitPolicy?: 'shortTermLoan' | 'equity';
  dividendPct?: string;
  wcMethod?: 'detailed' | 'ratio';
}

/** mulberry32: small, fast, reproducible */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateInput(o: GenOptions): ModelInput {
  const r = rng(o.seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)]!;
  const money = (lo: number, hi: number) => String(int(lo * 100, hi * 100) / 100);
  const { B, O } = o;
  const N = B + O;
  const arr = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));
  /** splits 100 into n non-negative integer parts, the first strictly positive */
  const split100 = (n: number) => {
    const parts = arr(n, () => String(0)).map(Number);
    let left = 100;
    for (let i = 0; i < n - 1 && left > 0; i++) {
      const x = i === 0 ? int(1, left) : int(0, left);
      parts[i] = x;
      left -= x;
    }
    parts[n - 1]! += left;
    if (parts[0] === 0) {
      parts[0] = parts[n - 1]!;
      parts[n - 1] = 0;
    }
    return parts.map(String);
  };
  const costRows = (nos: string[], products: string[]): CostRow[] =>
    nos.map((no) => {
      const method = products.length
        ? pick(['perArea', 'perUnit', 'pctRevenue', 'pctAsset', 'fixed'] as const)
        : pick(['perArea', 'fixed', 'pctAsset'] as const);
      const v =
        method === 'perUnit'
          ? money(0, 0.5)
          : method === 'pctRevenue' || method === 'pctAsset'
            ? money(0, 5)
            : method === 'perArea'
              ? money(0, 60)
              : money(0, 8);
      return {
        no,
        name: `成本${no}`,
        method,
        productId: method === 'perUnit' ? pick(products) : null,
        costCategory: pick(['material', 'labour', 'repair', 'other'] as const),
        inputVatPct: pick(['0', '0', '9', '13']),
        values: arr(O, () => v),
      };
    });
  const subs: SubProject[] = [];
  const typeOneOrZeroProducts: { sub: string; id: string }[] = [];
  let pid = 0;
  for (let j = 0; j < o.subProjects; j++) {
    const type = (j % 4) as 0 | 1 | 2 | 3;
    const id = `s${j}`;
    const taxPreference = pick(['exempt', 'half', 'none'] as const);
    const rent = {
      area: money(50, 500),
      unitPrice: money(0, 80),
      escalationEveryYears: int(0, 5),
      escalationPct: money(0, 5),
      payment: pick(['annual', 'annual', 'prepaid'] as const),
    };
    const products: Product[] = [];
    const nProducts = type === 3 ? 0 : int(1, 2);
    for (let q = 0; q < nProducts; q++) {
      const pidS = `p${pid++}`;
      const basis =
        type === 0
          ? pick(['perAreaByAge', 'perAreaByOperatingYear'] as const)
          : type === 1
            ? 'perAreaByOperatingYear'
            : 'totalByOperatingYear';
      const startAge = int(2, 6);
      const level = int(20, 400);
      const values =
        basis === 'perAreaByAge'
          ? arr(N, (a) => (a + 1 >= startAge ? String(level) : '0'))
          : arr(O, (k) => (k + 1 >= int(1, 3) ? String(level * (type === 2 ? 20 : 1)) : '0'));
      const raw =
        type === 2 && typeOneOrZeroProducts.length && r() < 0.5 ? pick(typeOneOrZeroProducts) : null;
      products.push({
        id: pidS,
        name: `产品${pidS}`,
        unit: pick(['kg', '株', '吨'] as const),
        speciesName: null,
        basis,
        values: raw ? values.map(() => '0') : values,
        yieldRatePct: basis === 'totalByOperatingYear' ? money(50, 100) : '100',
        lossPct: money(0, 10),
        selfUse: arr(O, () => '0'),
        rawSource: raw ? { subProjectId: raw.sub, productId: raw.id } : null,
        vatPct: type === 2 ? pick(['0', '9', '13']) : pick(['0', '0', '9']),
        prices: arr(O, () => money(1, 30)),
      });
      if (type !== 2) typeOneOrZeroProducts.push({ sub: id, id: pidS });
    }
    const otherIncome =
      type !== 3 && r() < 0.3
        ? [{ name: '其他收入', vatPct: pick(['0', '6'] as const), values: arr(O, () => money(0, 20)) }]
        : [];
    const bioAsset = {
      method: pick(['productive', 'consumable'] as const),
      releaseProductId: null,
      terminalValue: r() < 0.2 ? money(0, 50) : null,
    };
    const prodIds = products.map((p) => p.id);
    const buildRows = (): BuildInvestRow[] => {
      const rows: BuildInvestRow[] = [{ no: '1', name: '工程' }];
      for (let i = 1; i <= int(1, 3); i++) {
        const qty = int(1, 50);
        const price = int(1000, 50000);
        const total = (qty * price) / 10000;
        const shares = split100(B).map(Number);
        let acc = 0;
        const values = shares.map((s, t) => {
          if (t === B - 1) return String(Math.round((total - acc) * 10000) / 10000);
          const v = Math.round(total * s) / 100;
          acc += v;
          return String(v);
        });
        if (values.some((v) => v.startsWith('-'))) {
          values.fill('0');
          values[0] = String(total);
        }
        rows.push({
          no: `1.${i}`,
          name: `建设${i}`,
          quantity: String(qty),
          unitPrice: String(price),
          costType: pick(['building', 'equipment', 'installation', 'other'] as const),
          assetClass: pick(
            type === 1
              ? (['buildings', 'equipment', 'bio', 'allocated'] as const)
              : (['buildings', 'equipment', 'allocated', 'intangible', 'other'] as const),
          ),
          values,
          ...(type === 2 && r() < 0.5 ? { inputVatPct: pick(['9', '13']) } : {}),
        });
      }
      return rows;
    };
    if (type === 0) {
      const area = String(int(100, 2000));
      const nSpecies = int(1, 2);
      const shares =
        nSpecies === 1
          ? ['100']
          : (() => {
              const a = int(1, 99);
              return [String(a), String(100 - a)];
            })();
      const investment: PlantingInvestRow[] = [
        { no: '1', name: '造林' },
        {
          no: '1.1',
          name: '整地',
          basis: 'plantedThisYear',
          values: arr(B, () => money(100, 600)),
          assetClass: 'bio',
          costCategory: 'labour',
        },
        { no: '1.2', name: '苗木费', basis: 'autoSeedling' },
        {
          no: '1.3',
          name: '抚育',
          basis: 'plantedCumulative',
          values: arr(B, () => money(0, 600)),
          assetClass: 'bio',
          costCategory: 'labour',
        },
        { no: '1.4', name: '补植', basis: 'autoReplant' },
        {
          no: '2',
          name: '作业道',
          basis: 'fixed',
          values: arr(B, () => money(0, 20)),
          assetClass: pick(['buildings', 'bio', 'allocated'] as const),
        },
      ];
      subs.push({
        id,
        name: `种植${j}`,
        type: 0,
        taxPreference,
        constructionType: '集约林栽培',
        plantingMethod: nSpecies === 1 ? '纯林' : '块状混交',
        cultivationTarget: bioAsset.method === 'productive' ? '经济林' : '中药材',
        productCategories: ['果实'],
        area,
        plantingProgressPct: split100(B),
        rent,
        bioAsset,
        species: shares.map((s, e) => ({
          name: `树种${e}`,
          sharePct: s,
          density: String(int(50, 3000)),
          seedlingPrice: money(0, 5),
          lossPct: money(0, 10),
          replantPct: money(0, 15),
        })),
        investment,
        forestryCost: [
          { no: '1', name: '抚育' },
          {
            no: '1.1',
            name: '抚育人工',
            method: 'perArea',
            productId: null,
            costCategory: 'labour',
            inputVatPct: '0',
            values: arr(O, () => money(50, 400)),
          },
          {
            no: '2',
            name: '采收',
            method: prodIds.length ? 'perUnit' : 'fixed',
            productId: prodIds[0] ?? null,
            costCategory: 'labour',
            inputVatPct: pick(['0', '9']),
            values: arr(O, () => money(0, 1)),
          },
        ],
        productionCost: costRows(['1.3'], prodIds),
        products,
        otherIncome,
      });
    } else if (type === 1) {
      subs.push({
        id,
        name: `苗圃${j}`,
        type: 1,
        taxPreference,
        nurseryArea: String(int(10, 200)),
        rent,
        bioAsset,
        investment: buildRows(),
        productionCost: costRows(['1.1', '1.2'], prodIds),
        products,
        otherIncome,
      });
    } else if (type === 2) {
      subs.push({
        id,
        name: `厂房${j}`,
        type: 2,
        taxPreference,
        floorArea: String(int(100, 5000)),
        investment: buildRows(),
        productionCost: costRows(['1.1', '1.2', '1.3'], prodIds),
        products,
        otherIncome,
      });
    } else {
      subs.push({
        id,
        name: `支撑${j}`,
        type: 3,
        taxPreference,
        serviceArea: String(int(100, 5000)),
        investment: buildRows(),
        productionCost: costRows(['1.1', '1.2'], []),
        products: [],
        otherIncome: [],
      });
    }
  }
  const loans: Loan[] = arr(o.loans, (i) => String(i)).map((_, i) => {
    const years = int(1, Math.max(1, Math.min(15, O)));
    const startYear = B + 1 + int(0, Math.max(0, O - years));
    const grace = int(0, Math.max(0, N - (startYear + years - 1)));
    const method = pick(['annuity', 'equalPrincipal', 'custom'] as const);
    const drawdowns = arr(B, () => money(0, 3));
    const drawn = drawdowns.reduce((s, v) => s + Number(v), 0);
    const each = String(Math.floor((drawn * 100) / (years + 1)) / 100);
    return {
      id: `L${i}`,
      name: `银行借款${i + 1}`,
      ratePct: money(0, 6),
      idcTreatment: pick(['capitalize', 'equity'] as const),
      drawdowns,
      repayment: {
        method,
        startYear,
        graceYears: grace,
        years,
        customPrincipal: method === 'custom' ? arr(years, () => each) : null,
      },
    };
  });
  const subsidies: SubsidyRow[] = [
    {
      no: '1',
      name: '造林补助',
      nature: 'investment',
      subProjectId: null,
      method: 'fixed',
      amount: '1',
      values: arr(N, (t) => (t === 0 ? '1' : '0')),
    },
    {
      no: '2',
      name: '抚育补贴',
      nature: 'operating',
      subProjectId: null,
      method: 'fixed',
      amount: String(O * 2),
      values: arr(N, (t) => (t >= B ? '2' : '0')),
    },
  ];
  return {
    format: 'forestry-model-input',
    version: 1,
    meta: {
      name: `生成项目${o.seed}`,
      startYear: pick([null, 2026]),
      B,
      O,
      areaUnit: pick(['mu', 'ha'] as const),
      cityTaxZone: pick(['urban', 'county', 'other'] as const),
      icPct: money(3, 10),
      equityIcPct: money(3, 12),
      citRatePct: '25',
      eduRatePct: '3',
      localEduRatePct: '2',
      reserveRatePct: '10',
      reserveCapPct: '50',
      dividendPct: o.dividendPct ?? pick(['0', '30', '100']),
      noDividendBeforeRepaid: r() < 0.5,
      subsidyNonTaxable: r() < 0.5,
      bepYear: null,
    },
    subProjects: subs,
    otherFees: [
      { name: '勘察设计费', method: 'pctOfEngineering', ratePct: money(0, 3), assetClass: 'allocated' },
      {
        name: '土地使用权',
        method: 'fixed',
        values: arr(B, () => money(0, 5)),
        assetClass: pick(['intangible', 'other', 'buildings'] as const),
      },
    ],
    contingency: { basicRatePct: money(0, 8), priceRatePct: pick(['0', '3']), preYears: int(0, 2) },
    maintenance: [
      {
        name: '设备更新',
        assetClass: 'equipment',
        subProjectId: null,
        values: arr(O, (k) => (k === Math.floor(O / 2) ? money(1, 20) : '0')),
      },
      {
        name: '更新造林',
        assetClass: 'bio',
        subProjectId: 's0',
        values: arr(O, (k) => (k === Math.floor(O / 3) ? money(1, 10) : '0')),
      },
    ],
    managementCost: costRows(
      ['2.1', '2.2'],
      subs.flatMap((s) => s.products.map((p) => p.id)),
    ),
    sellingExpensePct: money(0, 3),
    assetParams: {
      buildings: { life: 20, residualPct: '5' },
      equipment: { life: int(5, 12), residualPct: '5' },
      bioProductive: { life: int(5, 15), residualPct: '5' },
      intangible: { life: 10 },
      other: { life: 5 },
    },
    workingCapital:
      (o.wcMethod ?? pick(['detailed', 'ratio'] as const)) === 'detailed'
        ? {
            method: 'detailed',
            days: {
              receivables: int(0, 60),
              rawMaterials: int(0, 60),
              workInProgress: int(0, 30),
              finishedGoods: int(0, 30),
              cash: int(0, 30),
              prepayments: int(0, 30),
              payables: int(0, 60),
              advances: int(0, 30),
            },
          }
        : { method: 'ratio', base: pick(['revenue', 'opCost', 'capex'] as const), ratePct: money(5, 30) },
    financing: {
      loans,
      wcLoanPct: money(0, 90),
      wcLoanRatePct: money(2, 5),
      shortTermRatePct: money(2, 6),
      deficitPolicy: o.deficitPolicy ?? pick(['shortTermLoan', 'equity'] as const),
    },
    subsidies,
    sensitivity: {
      indicator: pick(['firrPost', 'firrPre', 'firrEquity', 'fnpvPost'] as const),
      factors: ['capex', 'revenue', 'opCost'],
      stepsPct: ['-20', '-10', '10', '20'],
    },
  };
}
