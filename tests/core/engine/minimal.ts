// Small hand-made ModelInput documents for the micro test vectors of finance-model §5.16 (engine level).
import type { ModelInput, SubProject0, SubProject2 } from '../../../src/core/engine';

const zeros = (n: number) => Array.from({ length: n }, () => '0');

/** A project with no sub-project costs, loans or subsidies: B construction + O operating years. */
export function emptyProject(B: number, O: number, subProjects: ModelInput['subProjects']): ModelInput {
  return {
    format: 'forestry-model-input',
    version: 1,
    meta: {
      name: '测试项目',
      startYear: null,
      B,
      O,
      areaUnit: 'mu',
      cityTaxZone: 'county',
      icPct: '8',
      equityIcPct: '8',
      citRatePct: '25',
      eduRatePct: '3',
      localEduRatePct: '2',
      reserveRatePct: '10',
      reserveCapPct: '50',
      dividendPct: '0',
      noDividendBeforeRepaid: true,
      subsidyNonTaxable: false,
      bepYear: null,
    },
    subProjects,
    otherFees: [],
    contingency: { basicRatePct: '0', priceRatePct: '0', preYears: 0 },
    maintenance: [],
    managementCost: [],
    sellingExpensePct: '0',
    assetParams: {
      buildings: { life: 20, residualPct: '0' },
      equipment: { life: 10, residualPct: '0' },
      bioProductive: { life: 10, residualPct: '0' },
      intangible: { life: 10 },
      other: { life: 5 },
    },
    workingCapital: { method: 'ratio', base: 'revenue', ratePct: '0' },
    financing: {
      loans: [],
      wcLoanPct: '0',
      wcLoanRatePct: '0',
      shortTermRatePct: '0',
      deficitPolicy: 'shortTermLoan',
    },
    subsidies: [],
    sensitivity: { indicator: 'fnpvPost', factors: [], stepsPct: [] },
  };
}

/** A 厂房 whose revenue is other income (万元 per operating year) and whose cost is fixed 万元 rows. */
export function plant(
  O: number,
  opts: {
    income: { vatPct: '0' | '9'; values: string[] }[];
    cost: string[];
    costVatPct?: string;
    invest?: { values: string[]; inputVatPct?: string; assetClass?: 'equipment' };
    tax?: 'none' | 'exempt' | 'half';
  },
): SubProject2 {
  const invest = opts.invest;
  const total = invest ? invest.values.reduce((s, v) => s + Number(v), 0) : 0;
  return {
    id: 'plant',
    name: '厂房',
    type: 2,
    taxPreference: opts.tax ?? 'none',
    floorArea: '100',
    investment: invest
      ? [
          {
            no: '1',
            name: '设备',
            quantity: '1',
            unitPrice: String(total * 10000),
            costType: 'equipment',
            assetClass: invest.assetClass ?? 'equipment',
            values: invest.values,
            ...(invest.inputVatPct ? { inputVatPct: invest.inputVatPct } : {}),
          },
        ]
      : [],
    productionCost: [
      {
        no: '1.1',
        name: '原料',
        method: 'fixed',
        productId: null,
        costCategory: 'material',
        inputVatPct: opts.costVatPct ?? '0',
        values: opts.cost,
      },
      {
        no: '1.2',
        name: '人工',
        method: 'fixed',
        productId: null,
        costCategory: 'labour',
        inputVatPct: '0',
        values: zeros(O),
      },
    ],
    products: [],
    otherIncome: opts.income.map((x, i) => ({ name: `收入${i + 1}`, vatPct: x.vatPct, values: x.values })),
  };
}

/** A 种植 sub-project of `area` 亩 planted in year 1, with one fixed 林木资产 investment and one product. */
export function plantation(
  B: number,
  O: number,
  opts: {
    invest: string;
    method: 'productive' | 'consumable';
    expectedTotalHarvest?: string;
    basis: 'perAreaByAge' | 'perAreaByOperatingYear';
    yields: string[];
  },
): SubProject0 {
  return {
    id: 'wood',
    name: '林地',
    type: 0,
    taxPreference: 'exempt',
    constructionType: '集约林栽培',
    plantingMethod: '纯林',
    cultivationTarget: opts.method === 'productive' ? '经济林' : '中大径级用材林',
    productCategories: ['木材'],
    area: '1',
    plantingProgressPct: ['100', ...zeros(B - 1)],
    rent: { area: '0', unitPrice: '0', escalationEveryYears: 0, escalationPct: '0', payment: 'annual' },
    bioAsset: {
      method: opts.method,
      releaseProductId: null,
      terminalValue: null,
      ...(opts.expectedTotalHarvest ? { expectedTotalHarvest: opts.expectedTotalHarvest } : {}),
    },
    species: [
      { name: '树', sharePct: '100', density: '0', seedlingPrice: '0', lossPct: '0', replantPct: '0' },
    ],
    investment: [
      { no: '1', name: '造林', basis: 'fixed', values: [opts.invest, ...zeros(B - 1)], assetClass: 'bio' },
    ],
    forestryCost: [],
    productionCost: [],
    products: [
      {
        id: 'timber',
        name: '木材',
        unit: '立方米',
        speciesName: null,
        basis: opts.basis,
        values: opts.yields,
        yieldRatePct: '100',
        lossPct: '0',
        selfUse: zeros(O),
        rawSource: null,
        vatPct: '0',
        prices: Array.from({ length: O }, () => '1'),
      },
    ],
    otherIncome: [],
  };
}
