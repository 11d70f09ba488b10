// Previews of one engine table from a version's current (unsubmitted) inputs: tabs 4, 6 and 7–8 show them.
import type { AppDeps } from '../../deps';
import { loadAccessibleVersion, type Viewer } from '../projects/access';
import { issueDtos, templates } from './templates';
import { versionInputs } from './version-context';
import type { IssueDto } from '../../../src/core/contracts/compute';
import type { ModelOutput, Table, TableId } from '../../../src/core/engine';

export interface PreviewDto {
  table: Table | null;
  /** why there is no table: the inputs' errors, or the engine's messages */
  issues: IssueDto[];
  messages: ModelOutput['messages'];
  /** the construction loans' repayment settings (payback_method) */
  loans?: {
    id: string;
    name: string;
    method: string;
    startYear: number;
    graceYears: number;
    years: number;
  }[];
}

export async function previewTable(
  deps: Pick<AppDeps, 'db' | 'computePool'>,
  user: Viewer,
  versionId: number,
  tableId: TableId,
): Promise<PreviewDto> {
  const { version, project } = await loadAccessibleVersion(deps.db, user, versionId);
  // a completed version previews what it was computed from
  const { ctx, stored } = await versionInputs(deps.db, project, version);
  const errors = issueDtos(templates.validate(ctx, stored)).filter((i) => i.level === 'error');
  if (errors.length) return { table: null, issues: errors, messages: [] };
  const input = templates.toModelInput(ctx, stored);
  const output = await deps.computePool.compute(input);
  const preview: PreviewDto = {
    table: output.tables[tableId] ?? null,
    issues: [],
    messages: output.messages,
  };
  if (tableId === 'loanPlan') {
    preview.loans = input.financing.loans.map((l) => ({
      id: l.id,
      name: l.name,
      method: l.repayment.method,
      startYear: l.repayment.startYear,
      graceYears: l.repayment.graceYears,
      years: l.repayment.years,
    }));
  }
  return preview;
}
