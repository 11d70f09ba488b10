// The rules of model-input.schema.json as zod schemas (shapes, enums, integer ranges, decimal patterns): the
// document level; sub-projects in schema-subproject.ts, primitives in schema-primitives.ts.
import { z } from 'zod';
import {
  Dec,
  NonNeg,
  Pct,
  DecArray,
  Id,
  IdOrNull,
  Name,
  Note,
  RowNo,
  Int,
  GroupRow,
} from './schema-primitives';
import { genericLines } from './schema-generic';
import { Analysis } from './schema-analysis';
import { ManagementCostRow, SubProject0, SubProject1, SubProject2, SubProject3 } from './schema-subproject';

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
  ...genericLines,
  analysis: Analysis.optional(),
});
