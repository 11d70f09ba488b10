// Pure answers of the result API built from a stored ModelOutput: table list, one table, the full result.
import type { ModelInput, ModelOutput, Table } from '../../../src/core/engine/model-io-types';
import type {
  ComputedTableList,
  LoanRepayment,
  ResultData,
  ResultHeader,
} from '../../../src/core/contracts/results';
import { viewerTableOrder } from './table-order';

/** Thrown when a table id is not part of the version's output; routes answer 404 with its Chinese message. */
export class TableNotFoundError extends Error {
  readonly code = 'TABLE_NOT_FOUND';
  constructor(readonly tableId: string) {
    super(`未找到报表：${tableId}`);
  }
}

/** Data of get_computed_table_list: `{table_id, name}` in viewer order (summary first). */
export function computedTableList(output: Pick<ModelOutput, 'tables'>): ComputedTableList {
  return viewerTableOrder(output).map((id) => ({
    table_id: id,
    name: output.tables[id as keyof typeof output.tables]?.title ?? id,
  }));
}

/** Data of read_table: one table in the model-io §3.1 shape. */
export function readTable(output: Pick<ModelOutput, 'tables'>, tableId: string): Table {
  const table = Object.hasOwn(output.tables, tableId)
    ? output.tables[tableId as keyof typeof output.tables]
    : undefined;
  if (!table) throw new TableNotFoundError(tableId);
  return table;
}

/** 还款方式 of each construction loan, from the version's stored inputs (shown read-only, product §2.9). */
export function loanRepayments(
  input: Pick<ModelInput, 'financing' | 'meta'> | null | undefined,
): LoanRepayment[] {
  if (!input) return [];
  return input.financing.loans.map((loan) => ({
    loan_id: loan.id,
    name: loan.name,
    method: loan.repayment.method,
    start_year: loan.repayment.startYear,
    grace_years: loan.repayment.graceYears,
    years: loan.repayment.years,
  }));
}

/** Data of GET /v1/project_compute/result/{versionId}: header, repayment settings and the whole output. */
export function resultData(
  header: ResultHeader,
  output: ModelOutput,
  input?: Pick<ModelInput, 'financing' | 'meta'> | null,
): ResultData {
  // A completed version's output is a valid one: meta and indicators are present (model-io §3.5 is the invalid case).
  const benchmark = input ? { ic_pct: input.meta.icPct, equity_ic_pct: input.meta.equityIcPct } : null;
  return {
    header,
    repayments: loanRepayments(input),
    benchmark,
    output: output as unknown as ResultData['output'],
  };
}
