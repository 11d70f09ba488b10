// REST contracts of the result view (计算结果/报告详情): computed-table list, one table, full result, comparison.
import { z } from 'zod';

/** A decimal string on the wire (model-io §1.1); never a binary float. */
export const decimalString = z.string().regex(/^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/);

/** One printed header cell of a computed table (model-io §3.1 HeaderLine item). */
export const headerCellSchema = z.object({
  label: z.string(),
  colSpan: z.number().int().positive().optional(),
  rowSpan: z.number().int().positive().optional(),
});
export type HeaderCell = z.infer<typeof headerCellSchema>;

export const outputRowSchema = z.object({
  no: z.string(),
  name: z.string(),
  unit: z.string().optional(),
  dp: z.number().int().min(0).optional(),
  total: decimalString.nullable(),
  values: z.array(decimalString.nullable()),
  extra: z.record(z.string(), decimalString.nullable()).optional(),
});
export type OutputRow = z.infer<typeof outputRowSchema>;

export const yearAxisSchema = z.enum(['all', 'construction', 'operating', 'none']);

/** One computed table in the model-io §3.1 Table shape (what `read_table` answers). */
export const outputTableSchema = z.object({
  id: z.string(),
  title: z.string(),
  unit: z.string(),
  yearAxis: yearAxisSchema,
  headers: z.array(z.array(headerCellSchema)),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(outputRowSchema),
});
export type OutputTable = z.infer<typeof outputTableSchema>;

/** IRR indicator with its status (finance-model §4.4). */
export const irrIndicatorSchema = z.object({
  value: decimalString.nullable(),
  status: z.enum(['ok', 'none', 'out_of_range', 'multiple']),
  roots: z.array(decimalString),
});
export type IrrIndicator = z.infer<typeof irrIndicatorSchema>;

const dec = decimalString.nullable();
/** model-io §3.3; unknown members pass through so a newer engine does not break the viewer. */
export const indicatorsSchema = z.looseObject({
  firrPre: irrIndicatorSchema,
  firrPost: irrIndicatorSchema,
  firrEquity: irrIndicatorSchema,
  fnpvPre: dec,
  fnpvPost: dec,
  fnpvEquity: dec,
  paybackPre: dec,
  paybackPost: dec,
  dynPaybackPre: dec,
  dynPaybackPost: dec,
  roi: dec,
  roe: dec,
  icrMin: dec,
  dscrMin: dec,
  loarMax: dec,
  totalInvestment: dec,
  capex: dec,
  idc: dec,
  workingCapital: dec,
  equity: dec,
  debt: dec,
  bep: z.looseObject({ year: z.number().int().nullable(), pct: dec }),
  shortTermMax: dec.optional(),
  sensitivityIndicator: z.string().optional(),
});
export type Indicators = z.infer<typeof indicatorsSchema>;

export const modelMessageSchema = z.object({
  level: z.enum(['error', 'warning', 'info']),
  code: z.string(),
  text: z.string(),
  path: z.string().optional(),
});

export const modelOutputSchema = z.object({
  format: z.literal('forestry-model-output'),
  version: z.number().int(),
  engine: z.string(),
  meta: z.looseObject({
    name: z.string(),
    B: z.number().int(),
    O: z.number().int(),
    N: z.number().int(),
    areaUnit: z.enum(['mu', 'ha']),
    startYear: z.number().int().nullable().optional(),
  }),
  tables: z.record(z.string(), outputTableSchema),
  indicators: indicatorsSchema,
  messages: z.array(modelMessageSchema),
});
export type ResultOutput = z.infer<typeof modelOutputSchema>;

/** Header of the result view (product §2.9): project name, location, type, version, periods. */
export const resultHeaderSchema = z.object({
  project_id: z.number().int(),
  project_name: z.string(),
  location: z.string(),
  project_type: z.string(),
  version_id: z.number().int(),
  version_name: z.string(),
  building_period: z.number().int(),
  operating_period: z.number().int(),
  computed_at: z.string().nullable(),
});
export type ResultHeader = z.infer<typeof resultHeaderSchema>;

/** 还款方式 of one construction loan, shown read-only (product §2.9). */
export const repaymentMethodSchema = z.enum(['annuity', 'equalPrincipal', 'custom']);
export type RepaymentMethod = z.infer<typeof repaymentMethodSchema>;
export const loanRepaymentSchema = z.object({
  loan_id: z.string(),
  name: z.string(),
  method: repaymentMethodSchema,
  start_year: z.number().int(),
  grace_years: z.number().int(),
  years: z.number().int(),
});
export type LoanRepayment = z.infer<typeof loanRepaymentSchema>;

/** Data of GET /v1/project_compute/get_computed_table_list/{versionId}. */
export const computedTableListSchema = z.array(z.object({ table_id: z.string(), name: z.string() }));
export type ComputedTableList = z.infer<typeof computedTableListSchema>;

/** Data of GET /v1/project_compute/result/{versionId}. */
export const resultDataSchema = z.object({
  header: resultHeaderSchema,
  repayments: z.array(loanRepaymentSchema),
  /** 基准收益率 ic and 资本金基准收益率 (%), from the stored inputs: the sensitivity chart's benchmark line. */
  benchmark: z.object({ ic_pct: decimalString, equity_ic_pct: decimalString }).nullable(),
  output: modelOutputSchema,
});
export type ResultData = z.infer<typeof resultDataSchema>;

/** One compared figure: values per version (in request order) and differences against the first. */
export const compareRowSchema = z.object({
  key: z.string(),
  group: z.enum(['indicator', 'total']),
  label: z.string(),
  unit: z.string(),
  values: z.array(decimalString.nullable()),
  /** value − value of the first version; null when either is null; first item always null. */
  diffs: z.array(decimalString.nullable()),
  /** Why a value is null (e.g. IRR status), per version; null when the value exists. */
  notes: z.array(z.string().nullable()),
});
export type CompareRow = z.infer<typeof compareRowSchema>;

/** Data of GET /v1/project_compute/compare?versions=1,2,3. */
export const compareDataSchema = z.object({
  versions: z.array(resultHeaderSchema),
  rows: z.array(compareRowSchema),
});
export type CompareData = z.infer<typeof compareDataSchema>;

/** The `{code, message, data}` envelope every /v1 answer uses. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });
