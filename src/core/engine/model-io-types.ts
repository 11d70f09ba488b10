// TypeScript shapes of the engine's JSON documents: ModelInput (model-io §2) and ModelOutput (§3), member for member.

/**
 * Decimal string in plain notation ("1000", "0.20", "-90.905"); never a float. In ModelInput at most 12 integer
 * digits (model-io D-56, E_NUMBER_RANGE); output values may be of any size.
 */
export type Dec = string;

// ---------------------------------------------------------------------------------------------
// ModelInput (model-io §2)
// ---------------------------------------------------------------------------------------------

export type AreaUnit = 'mu' | 'ha';
export type CityTaxZone = 'urban' | 'county' | 'other';
export type TaxPreference = 'exempt' | 'half' | 'none';
export type CostCategory = 'material' | 'labour' | 'repair' | 'other';
export type VatPct = '0' | '3' | '6' | '9' | '13';
export type AssetClass = 'bio' | 'buildings' | 'equipment' | 'intangible' | 'other' | 'allocated';
export type OtherFeeClass = 'allocated' | 'buildings' | 'equipment' | 'intangible' | 'other';
export type MaintenanceClass = 'buildings' | 'equipment' | 'bio' | 'intangible' | 'other';
export type CostType = 'building' | 'equipment' | 'installation' | 'forestry' | 'other';

/** 2.1 项目表单 (tab 0). */
export interface Meta {
  name: string;
  location?: string;
  startYear?: number | null;
  /** 建设期 years (1–10). */
  B: number;
  /** 运营期 years (1–60). */
  O: number;
  areaUnit: AreaUnit;
  cityTaxZone: CityTaxZone;
  icPct: Dec;
  equityIcPct: Dec;
  citRatePct: Dec;
  eduRatePct: Dec;
  localEduRatePct: Dec;
  reserveRatePct: Dec;
  reserveCapPct: Dec;
  dividendPct: Dec;
  noDividendBeforeRepaid: boolean;
  subsidyNonTaxable: boolean;
  bepYear?: number | null;
}

/** 地租 (types 0, 1). */
export interface Rent {
  area: Dec;
  unitPrice: Dec;
  escalationEveryYears: number;
  escalationPct: Dec;
  payment: 'annual' | 'prepaid';
}

/** 林木资产 核算. */
export interface BioAsset {
  method: 'productive' | 'consumable';
  releaseProductId: string | null;
  terminalValue: Dec | null;
  expectedTotalHarvest?: Dec | null;
}

/** 树种 (type 0). */
export interface Species {
  name: string;
  sharePct: Dec;
  density: Dec;
  seedlingSpec?: string;
  seedlingPrice: Dec;
  lossPct: Dec;
  replantPct: Dec;
  note?: string;
}

/** Subtotal row of a hierarchical table: number and name only. */
export interface GroupRow {
  no: string;
  name: string;
  note?: string;
}

export type PlantingBasis = 'plantedThisYear' | 'plantedCumulative' | 'subProjectArea' | 'fixed';

export interface PlantingLeafRow {
  no: string;
  name: string;
  unit?: string;
  basis: PlantingBasis;
  /** construction array (B): 元 per area unit, or 万元 for `fixed`. */
  values: Dec[];
  assetClass: AssetClass;
  costCategory?: CostCategory;
  note?: string;
}

/** Placeholder for the system rows 苗木费 / 补植 (amounts computed from `species`). */
export interface PlantingAutoRow {
  no: string;
  name: string;
  unit?: string;
  basis: 'autoSeedling' | 'autoReplant';
  note?: string;
}

export type PlantingInvestRow = GroupRow | PlantingLeafRow | PlantingAutoRow;

export interface BuildLeafRow {
  no: string;
  name: string;
  unit?: string;
  quantity: Dec;
  /** 元 */
  unitPrice: Dec;
  costType: CostType;
  assetClass: AssetClass;
  /** construction array (B), 万元 incl. VAT. */
  values: Dec[];
  inputVatPct?: Dec;
  note?: string;
}

export type BuildInvestRow = GroupRow | BuildLeafRow;

export interface ForestryCostLeafRow {
  no: string;
  name: string;
  method: 'perArea' | 'perUnit' | 'fixed';
  productId: string | null;
  costCategory: CostCategory;
  inputVatPct: Dec;
  /** operating array (O). */
  values: Dec[];
  note?: string;
}

export type ForestryCostRow = GroupRow | ForestryCostLeafRow;

export type CostMethod = 'perArea' | 'perUnit' | 'pctRevenue' | 'pctAsset' | 'fixed';

/** 生产成本 ("1.1"–"1.4") and 管理费用 ("2.1"–"2.3") rows. */
export interface CostRow {
  no: string;
  name: string;
  method: CostMethod;
  productId: string | null;
  costCategory: CostCategory;
  inputVatPct: Dec;
  /** operating array (O). */
  values: Dec[];
  note?: string;
}

export type ProductUnit = 'kg' | '株' | '万株' | '吨' | '立方米';
export type YieldBasis = 'perAreaByAge' | 'perAreaByOperatingYear' | 'totalByOperatingYear';

export interface Product {
  id: string;
  name: string;
  unit: ProductUnit;
  speciesName: string | null;
  basis: YieldBasis;
  values: Dec[];
  yieldRatePct: Dec;
  lossPct: Dec;
  selfUse: Dec[];
  rawSource: { subProjectId: string; productId: string } | null;
  vatPct: VatPct;
  prices: Dec[];
  note?: string;
}

export interface OtherIncomeRow {
  name: string;
  vatPct: VatPct;
  /** 万元, operating array (O). */
  values: Dec[];
  note?: string;
}

/**
 * A generic income line (a template's own revenue, e.g. 碳汇收益): 万元 per operating year (O), output VAT at
 * `vatPct`. `tag` names the template table it came from, so two tables feeding one list keep their rows apart.
 */
export interface IncomeLine {
  name: string;
  tag?: string;
  vatPct: VatPct;
  values: Dec[];
  note?: string;
}

/**
 * A generic operating-cost line (a template's own cost, e.g. 管护巡护费): 万元 per operating year (O), input VAT
 * at `inputVatPct`, counted in its cost category; `variable` puts it in 可变成本 (break-even).
 */
export interface CostLine {
  name: string;
  tag?: string;
  costCategory: CostCategory;
  inputVatPct: Dec;
  variable?: boolean;
  values: Dec[];
  note?: string;
}

interface SubProjectCommon {
  id: string;
  name: string;
  taxPreference: TaxPreference;
  productionCost: CostRow[];
  products: Product[];
  otherIncome: OtherIncomeRow[];
  /** Generic lines of this sub-project (absent = none). */
  incomeLines?: IncomeLine[];
  costLines?: CostLine[];
  note?: string;
}

/** type 0 种植 */
export interface SubProject0 extends SubProjectCommon {
  type: 0;
  constructionType: '集约林栽培' | '现有林改培' | '中幼林抚育' | '林下经济' | '支撑体系建设';
  plantingMethod: '纯林' | '株间混交' | '行间混交' | '带状混交' | '块状混交';
  cultivationTarget:
    '中大径级用材林' | '珍贵树种用材林' | '经济林' | '中药材' | '苗圃' | '食用菌' | '林下养殖' | '薪炭林';
  productCategories: string[];
  area: Dec;
  plantingProgressPct: Dec[];
  rent: Rent;
  bioAsset: BioAsset;
  species: Species[];
  investment: PlantingInvestRow[];
  forestryCost: ForestryCostRow[];
}

/** type 1 苗圃 */
export interface SubProject1 extends SubProjectCommon {
  type: 1;
  nurseryArea: Dec;
  rent: Rent;
  bioAsset: BioAsset;
  investment: BuildInvestRow[];
}

/** type 2 厂房 */
export interface SubProject2 extends SubProjectCommon {
  type: 2;
  floorArea: Dec;
  designCapacity?: Dec;
  investment: BuildInvestRow[];
}

/** type 3 支撑体系建设 */
export interface SubProject3 extends SubProjectCommon {
  type: 3;
  serviceArea: Dec;
  investment: BuildInvestRow[];
}

export type SubProject = SubProject0 | SubProject1 | SubProject2 | SubProject3;

export type OtherFee =
  | { name: string; method: 'pctOfEngineering'; ratePct: Dec; assetClass: OtherFeeClass; note?: string }
  | { name: string; method: 'fixed'; values: Dec[]; assetClass: OtherFeeClass; note?: string };

export interface Contingency {
  basicRatePct: Dec;
  priceRatePct: Dec;
  preYears: number;
}

export interface MaintenanceRow {
  name: string;
  assetClass: MaintenanceClass;
  subProjectId: string | null;
  values: Dec[];
  note?: string;
}

export interface StraightLineParams {
  life: number;
  residualPct: Dec;
}

export interface AssetParams {
  buildings: StraightLineParams;
  equipment: StraightLineParams;
  bioProductive: StraightLineParams;
  intangible: { life: number };
  other: { life: number };
}

export interface WorkingCapitalDays {
  receivables: number;
  rawMaterials: number;
  workInProgress: number;
  finishedGoods: number;
  cash: number;
  prepayments: number;
  payables: number;
  advances: number;
}

export type WorkingCapital =
  | { method: 'detailed'; days: WorkingCapitalDays }
  | { method: 'ratio'; base: 'revenue' | 'opCost' | 'capex'; ratePct: Dec };

export interface Repayment {
  method: 'annuity' | 'equalPrincipal' | 'custom';
  startYear: number;
  graceYears: number;
  years: number;
  customPrincipal: (Dec | null)[] | null;
}

export interface Loan {
  id: string;
  name: string;
  ratePct: Dec;
  idcTreatment: 'capitalize' | 'equity';
  drawdowns: Dec[];
  repayment: Repayment;
}

export interface Financing {
  loans: Loan[];
  wcLoanPct: Dec;
  wcLoanRatePct: Dec;
  shortTermRatePct: Dec;
  deficitPolicy: 'shortTermLoan' | 'equity';
}

export interface SubsidyLeafRow {
  no: string;
  name: string;
  nature: 'investment' | 'operating';
  subProjectId: string | null;
  method: 'perArea' | 'fixed';
  standard?: Dec;
  area?: Dec;
  amount?: Dec;
  /** 万元, all-year array (N). */
  values: Dec[];
  note?: string;
}

export type SubsidyRow = GroupRow | SubsidyLeafRow;

export type SensitivityIndicator = 'firrPost' | 'firrPre' | 'firrEquity' | 'fnpvPost';
export type SensitivityFactor = 'capex' | 'revenue' | 'opCost' | 'quantity';

export interface SensitivitySettings {
  indicator: SensitivityIndicator;
  factors: SensitivityFactor[];
  stepsPct: Dec[];
}

/** Two-factor sensitivity: rows = steps of factors[0], columns = steps of factors[1]; default steps −20…+20 by 10. */
export interface TwoFactorSettings {
  indicator: SensitivityIndicator;
  /** two different factors; [] = no grid (the template's blank 双因素) */
  factors: [SensitivityFactor, SensitivityFactor] | [];
  stepsPct?: Dec[];
}

/** Changes in % of the four sensitivity factors; an absent factor is unchanged. */
export type FactorChanges = Partial<Record<SensitivityFactor, Dec>>;

export interface ScenarioSettings {
  name: string;
  changes: FactorChanges;
}

/** A factor's change in %: triangular and uniform bounds are changes in %, normal is mean and sd of the change. */
export type Distribution =
  | { kind: 'triangular'; min: Dec; mode: Dec; max: Dec }
  | { kind: 'normal'; meanPct: Dec; sdPct: Dec }
  | { kind: 'uniform'; min: Dec; max: Dec };

export interface MonteCarloVariable {
  factor: SensitivityFactor;
  dist: Distribution;
}

/** Rank-free Gaussian-copula correlation between two variables' factors, −1 < rho < 1. */
export interface Correlation {
  a: SensitivityFactor;
  b: SensitivityFactor;
  rho: Dec;
}

export interface MonteCarloSettings {
  /** 0–20000, default 1000; 0 switches the simulation off (the templates' 模拟次数 0) */
  runs?: number;
  /** 0 … 2³²−1; the same seed gives the same table everywhere */
  seed: number;
  variables: MonteCarloVariable[];
  correlations?: Correlation[];
}

/** ModelInput.analysis: each part present gives its table; `review` (合理性检查) defaults to true. */
export interface AnalysisSettings {
  twoFactor?: TwoFactorSettings;
  scenarios?: ScenarioSettings[];
  monteCarlo?: MonteCarloSettings;
  review?: boolean;
}

/** The engine's input document (model-io §2). */
export interface ModelInput {
  format: 'forestry-model-input';
  version: 1;
  meta: Meta;
  subProjects: SubProject[];
  otherFees: OtherFee[];
  contingency: Contingency;
  maintenance: MaintenanceRow[];
  managementCost: CostRow[];
  sellingExpensePct: Dec;
  assetParams: AssetParams;
  workingCapital: WorkingCapital;
  financing: Financing;
  subsidies: SubsidyRow[];
  sensitivity: SensitivitySettings;
  /** Generic project-level lines (no sub-project; costs count as 管理费用). Absent = none. */
  incomeLines?: IncomeLine[];
  costLines?: CostLine[];
  /** Risk analysis beyond single-factor sensitivity (issue 18); absent: none of its tables. */
  analysis?: AnalysisSettings;
}

// ---------------------------------------------------------------------------------------------
// ModelOutput (model-io §3)
// ---------------------------------------------------------------------------------------------

export type YearAxis = 'all' | 'construction' | 'operating' | 'none';

export interface HeaderCell {
  label: string;
  colSpan?: number;
  rowSpan?: number;
}
export type HeaderLine = HeaderCell[];

export interface TableColumn {
  key: string;
  label: string;
}

export interface Row {
  no: string;
  name: string;
  unit?: string;
  dp?: number;
  /** 合计 column; null for balances, cumulative rows, prices, rates, ratios, group rows. */
  total: Dec | null;
  /** One per year of the table's axis. */
  values: (Dec | null)[];
  extra?: Record<string, Dec | null>;
}

export interface Table {
  id: TableId;
  title: string;
  unit: string;
  yearAxis: YearAxis;
  headers: HeaderLine[];
  columns: TableColumn[];
  rows: Row[];
}

/** Output tables in report order (model-io §3.2). */
export const TABLE_IDS = [
  'investEstimate',
  'idc',
  'workingCapital',
  'funding',
  'yield',
  'revenueTax',
  'forestryCost',
  'totalCost',
  'depreciation',
  'amortization',
  'loanPlan',
  'profit',
  'finPlanCash',
  'projectCash',
  'equityCash',
  'balanceSheet',
  'breakEven',
  'sensitivity',
  'sensitivity2',
  'scenarios',
  'risk',
  'review',
  'summary',
] as const;
export type TableId = (typeof TABLE_IDS)[number];

export type IrrStatus = 'ok' | 'none' | 'out_of_range' | 'multiple';

export interface IrrIndicator {
  value: Dec | null;
  status: IrrStatus;
  roots: Dec[];
}

export interface BepIndicator {
  year: number;
  pct: Dec | null;
  revenue: Dec | null;
  qty: Dec | null;
  price: Dec | null;
}

/** model-io §3.3 */
export interface Indicators {
  firrPre: IrrIndicator;
  firrPost: IrrIndicator;
  firrEquity: IrrIndicator;
  fnpvPre: Dec;
  fnpvPost: Dec;
  fnpvEquity: Dec;
  paybackPre: Dec | null;
  paybackPost: Dec | null;
  dynPaybackPre: Dec | null;
  dynPaybackPost: Dec | null;
  roi: Dec | null;
  roe: Dec | null;
  icr: (Dec | null)[];
  icrMin: Dec | null;
  dscr: (Dec | null)[];
  dscrMin: Dec | null;
  dscrExShortTerm: (Dec | null)[];
  dscrExShortTermMin: Dec | null;
  loar: (Dec | null)[];
  loarMax: Dec | null;
  bep: BepIndicator;
  totalInvestment: Dec;
  capex: Dec;
  idc: Dec;
  workingCapital: Dec;
  equity: Dec;
  debt: Dec;
  shortTermLoans: Dec[];
  equityTopUps: Dec[];
  shortTermMax: Dec;
  shortTermYears: number;
  perAreaCapex: Dec | null;
  perAreaRevenue: Dec | null;
  perAreaProfit: Dec | null;
  sensitivityIndicator: SensitivityIndicator;
}

export type MessageLevel = 'error' | 'warning' | 'info';

export interface Message {
  level: MessageLevel;
  code: string;
  /** Chinese text for users. */
  text: string;
  /** JSON pointer into the input, or "/indicators/…". */
  path: string;
}

export interface OutputMeta {
  name: string;
  B: number;
  O: number;
  N: number;
  areaUnit: AreaUnit;
  startYear: number | null;
}

/** The engine's output document (model-io §3). For an invalid input `tables` and `indicators` are empty. */
export interface ModelOutput {
  format: 'forestry-model-output';
  version: 1;
  engine: string;
  /** Absent in the output of an invalid input (model-io §3.5). */
  meta?: OutputMeta;
  tables: Partial<Record<TableId, Table>>;
  indicators: Indicators | Record<string, never>;
  messages: Message[];
}
