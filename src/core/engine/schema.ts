// The rules of model-input.schema.json as zod schemas (shapes, enums, integer ranges, decimal patterns).
import { z } from 'zod';

const DEC = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const NONNEG = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const ROWNO = /^[1-9][0-9]*(\.[1-9][0-9]*){0,2}$/;

const Dec = z.string().regex(DEC);
const NonNeg = z.string().regex(NONNEG);
const Pct = NonNeg;
const DecArray = z.array(NonNeg);
const Id = z.string().regex(ID);
const IdOrNull = Id.nullable();
const Name = z.string().min(1).max(200);
const Note = z.string().max(1000);
const RowNo = z.string().regex(ROWNO);
const Int = (min: number, max: number) => z.number().int().min(min).max(max);
const CostCategory = z.enum(['material', 'labour', 'repair', 'other']);
const VatPct = z.enum(['0', '3', '6', '9', '13']);
const TaxPreference = z.enum(['exempt', 'half', 'none']);

const Meta = z.strictObject({
  name: Name,
  location: z.string().optional(),
  startYear: Int(1900, 2200).nullable().optional(),
  B: Int(1, 10),
  O: Int(1, 60),
  areaUnit: z.enum(['mu', 'ha']),
  cityTaxZone: z.enum(['urban', 'county', 'other']),
  icPct: Pct,
  equityIcPct: Pct,
  citRatePct: Pct,
  eduRatePct: Pct,
  localEduRatePct: Pct,
  reserveRatePct: Pct,
  reserveCapPct: Pct,
  dividendPct: Pct,
  noDividendBeforeRepaid: z.boolean(),
  subsidyNonTaxable: z.boolean(),
  bepYear: Int(2, 70).nullable().optional(),
});
const Rent = z.strictObject({
  area: NonNeg,
  unitPrice: NonNeg,
  escalationEveryYears: Int(0, 60),
  escalationPct: NonNeg,
  payment: z.enum(['annual', 'prepaid']),
});
const BioAsset = z.strictObject({
  method: z.enum(['productive', 'consumable']),
  releaseProductId: IdOrNull,
  terminalValue: NonNeg.nullable(),
  expectedTotalHarvest: NonNeg.nullable().optional(),
});
const Species = z.strictObject({
  name: Name,
  sharePct: Pct,
  density: NonNeg,
  seedlingSpec: z.string().optional(),
  seedlingPrice: NonNeg,
  lossPct: Pct,
  replantPct: Pct,
  note: Note.optional(),
});
const GroupRow = z.strictObject({ no: RowNo, name: Name, note: Note.optional() });
const AssetClass = z.enum(['bio', 'buildings', 'equipment', 'intangible', 'other', 'allocated']);
const PlantingInvestRow = z.union([
  GroupRow,
  z.strictObject({
    no: RowNo,
    name: Name,
    unit: z.string().optional(),
    basis: z.enum(['plantedThisYear', 'plantedCumulative', 'subProjectArea', 'fixed']),
    values: DecArray,
    assetClass: AssetClass,
    costCategory: CostCategory.optional(),
    note: Note.optional(),
  }),
  z.strictObject({
    no: RowNo,
    name: Name,
    unit: z.string().optional(),
    basis: z.enum(['autoSeedling', 'autoReplant']),
    note: Note.optional(),
  }),
]);
const BuildInvestRow = z.union([
  GroupRow,
  z.strictObject({
    no: RowNo,
    name: Name,
    unit: z.string().optional(),
    quantity: NonNeg,
    unitPrice: NonNeg,
    costType: z.enum(['building', 'equipment', 'installation', 'forestry', 'other']),
    assetClass: AssetClass,
    values: DecArray,
    inputVatPct: Pct.optional(),
    note: Note.optional(),
  }),
]);
const ForestryCostRow = z.union([
  GroupRow,
  z.strictObject({
    no: RowNo,
    name: Name,
    method: z.enum(['perArea', 'perUnit', 'fixed']),
    productId: IdOrNull,
    costCategory: CostCategory,
    inputVatPct: Pct,
    values: DecArray,
    note: Note.optional(),
  }),
]);
const costRow = (nos: [string, ...string[]]) =>
  z.strictObject({
    no: z.enum(nos),
    name: Name,
    method: z.enum(['perArea', 'perUnit', 'pctRevenue', 'pctAsset', 'fixed']),
    productId: IdOrNull,
    costCategory: CostCategory,
    inputVatPct: Pct,
    values: DecArray,
    note: Note.optional(),
  });
const ProductionCostRow = costRow(['1.1', '1.2', '1.3', '1.4']);
const ManagementCostRow = costRow(['2.1', '2.2', '2.3']);
const Product = z.strictObject({
  id: Id,
  name: Name,
  unit: z.enum(['kg', '株', '万株', '吨', '立方米']),
  speciesName: z.string().nullable(),
  basis: z.enum(['perAreaByAge', 'perAreaByOperatingYear', 'totalByOperatingYear']),
  values: DecArray,
  yieldRatePct: Pct,
  lossPct: Pct,
  selfUse: DecArray,
  rawSource: z.strictObject({ subProjectId: Id, productId: Id }).nullable(),
  vatPct: VatPct,
  prices: DecArray,
  note: Note.optional(),
});
const OtherIncomeRow = z.strictObject({
  name: Name,
  vatPct: VatPct,
  values: DecArray,
  note: Note.optional(),
});
const common = { id: Id, name: Name, taxPreference: TaxPreference, note: Note.optional() };
const SubProject0 = z.strictObject({
  ...common,
  type: z.literal(0),
  constructionType: z.enum(['集约林栽培', '现有林改培', '中幼林抚育', '林下经济', '支撑体系建设']),
  plantingMethod: z.enum(['纯林', '株间混交', '行间混交', '带状混交', '块状混交']),
  cultivationTarget: z.enum([
    '中大径级用材林',
    '珍贵树种用材林',
    '经济林',
    '中药材',
    '苗圃',
    '食用菌',
    '林下养殖',
    '薪炭林',
  ]),
  productCategories: z.array(z.string()),
  area: NonNeg,
  plantingProgressPct: DecArray,
  rent: Rent,
  bioAsset: BioAsset,
  species: z.array(Species).min(1),
  investment: z.array(PlantingInvestRow),
  forestryCost: z.array(ForestryCostRow),
  productionCost: z.array(ProductionCostRow).max(2),
  products: z.array(Product),
  otherIncome: z.array(OtherIncomeRow),
});
const SubProject1 = z.strictObject({
  ...common,
  type: z.literal(1),
  nurseryArea: NonNeg,
  rent: Rent,
  bioAsset: BioAsset,
  investment: z.array(BuildInvestRow),
  productionCost: z.array(ProductionCostRow).max(4),
  products: z.array(Product),
  otherIncome: z.array(OtherIncomeRow),
});
const SubProject2 = z.strictObject({
  ...common,
  type: z.literal(2),
  floorArea: NonNeg,
  designCapacity: NonNeg.optional(),
  investment: z.array(BuildInvestRow),
  productionCost: z.array(ProductionCostRow).max(4),
  products: z.array(Product),
  otherIncome: z.array(OtherIncomeRow),
});
const SubProject3 = z.strictObject({
  ...common,
  type: z.literal(3),
  serviceArea: NonNeg,
  investment: z.array(BuildInvestRow),
  productionCost: z.array(ProductionCostRow).max(4),
  products: z.array(Product).max(0),
  otherIncome: z.array(OtherIncomeRow).max(0),
});
const OtherFeeClass = z.enum(['allocated', 'buildings', 'equipment', 'intangible', 'other']);
const OtherFee = z.union([
  z.strictObject({
    name: Name,
    method: z.literal('pctOfEngineering'),
    ratePct: Pct,
    assetClass: OtherFeeClass,
    note: Note.optional(),
  }),
  z.strictObject({
    name: Name,
    method: z.literal('fixed'),
    values: DecArray,
    assetClass: OtherFeeClass,
    note: Note.optional(),
  }),
]);
const StraightLine = z.strictObject({ life: Int(1, 100), residualPct: Pct });
const Days = Int(0, 360);
const WorkingCapital = z.union([
  z.strictObject({
    method: z.literal('detailed'),
    days: z.strictObject({
      receivables: Days,
      rawMaterials: Days,
      workInProgress: Days,
      finishedGoods: Days,
      cash: Days,
      prepayments: Days,
      payables: Days,
      advances: Days,
    }),
  }),
  z.strictObject({
    method: z.literal('ratio'),
    base: z.enum(['revenue', 'opCost', 'capex']),
    ratePct: NonNeg,
  }),
]);
const Loan = z.strictObject({
  id: Id,
  name: Name,
  ratePct: Pct,
  idcTreatment: z.enum(['capitalize', 'equity']),
  drawdowns: DecArray,
  repayment: z.strictObject({
    method: z.enum(['annuity', 'equalPrincipal', 'custom']),
    startYear: Int(2, 70),
    graceYears: Int(0, 60),
    years: Int(1, 60),
    customPrincipal: z.array(NonNeg.nullable()).nullable(),
  }),
});
const SubsidyRow = z.union([
  GroupRow,
  z.strictObject({
    no: RowNo,
    name: Name,
    nature: z.enum(['investment', 'operating']),
    subProjectId: IdOrNull,
    method: z.enum(['perArea', 'fixed']),
    standard: NonNeg.optional(),
    area: NonNeg.optional(),
    amount: NonNeg.optional(),
    values: DecArray,
    note: Note.optional(),
  }),
]);

export const ModelInputSchema = z.strictObject({
  format: z.literal('forestry-model-input'),
  version: z.literal(1),
  meta: Meta,
  subProjects: z
    .array(z.discriminatedUnion('type', [SubProject0, SubProject1, SubProject2, SubProject3]))
    .min(1, { error: '项目至少需要一个子项目，请先在项目管理中创建子项目' }),
  otherFees: z.array(OtherFee),
  contingency: z.strictObject({ basicRatePct: Pct, priceRatePct: Pct, preYears: Int(0, 20) }),
  maintenance: z.array(
    z.strictObject({
      name: Name,
      assetClass: z.enum(['buildings', 'equipment', 'bio', 'intangible', 'other']),
      subProjectId: IdOrNull,
      values: DecArray,
      note: Note.optional(),
    }),
  ),
  managementCost: z.array(ManagementCostRow).max(3),
  sellingExpensePct: Pct,
  assetParams: z.strictObject({
    buildings: StraightLine,
    equipment: StraightLine,
    bioProductive: StraightLine,
    intangible: z.strictObject({ life: Int(1, 100) }),
    other: z.strictObject({ life: Int(1, 100) }),
  }),
  workingCapital: WorkingCapital,
  financing: z.strictObject({
    loans: z.array(Loan),
    wcLoanPct: Pct,
    wcLoanRatePct: Pct,
    shortTermRatePct: Pct,
    deficitPolicy: z.enum(['shortTermLoan', 'equity']),
  }),
  subsidies: z.array(SubsidyRow),
  sensitivity: z.strictObject({
    indicator: z.enum(['firrPost', 'firrPre', 'firrEquity', 'fnpvPost']),
    factors: z
      .array(
        z.enum(['capex', 'revenue', 'opCost', 'quantity'], {
          error: '敏感性因素只能是 建设投资、营业收入(价格)、经营成本、产量',
        }),
      )
      .refine((a) => new Set(a).size === a.length, '因素不能重复'),
    stepsPct: z.array(Dec),
  }),
});
