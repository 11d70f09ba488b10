// 校验问题 lists each message once (issue 16 item 5): a save's warnings are also the tab's own, and the engine's refusal of
// a row the tab already marks wrong says the same thing again.
import { describe, expect, it } from 'vitest';
import { issueList } from '../../../src/features/entry/deltas';
import type { ValidationIssue } from '../../../src/core/template/types';

const nameEmpty: ValidationIssue = {
  tableKey: 'tab1/sp1/investment',
  rowId: 'r9',
  cellId: 'r9:name',
  level: 'warning',
  code: 'W_NAME_EMPTY',
  message: '名称不能为空，测算前请填写',
};
const progress: ValidationIssue = {
  tableKey: 'tab0/sp1/progress',
  rowId: 'pct',
  level: 'error',
  code: 'E_ROW_SUM',
  message: '造林进度之和不为100，请检查',
};
const engineProgress: ValidationIssue = {
  tableKey: 'tab0/sp1/progress',
  rowId: 'pct',
  level: 'error',
  code: 'E_PROGRESS_SUM',
  message: '子项目“茶园”各年造林进度之和应为100%',
  where: '项目概况与子项目 · 茶园 造林进度 · 造林进度(%)',
};
const engineArea: ValidationIssue = {
  tableKey: 'tab0/sp1/subProject',
  rowId: 'area',
  cellId: 'area:value',
  level: 'error',
  code: 'E_AREA_ZERO',
  message: '子项目“茶园”的建设面积不能为0',
};

describe('issueList', () => {
  it('shows a warning the server answered and the tab holds once', () => {
    expect(issueList([{ ...nameEmpty }], [nameEmpty], [])).toEqual([nameEmpty]);
  });

  it('leaves out the engine’s refusal of a row the tab already marks as wrong, keeps the others, errors first', () => {
    expect(issueList([], [nameEmpty, progress], [engineProgress, engineArea])).toEqual([
      progress,
      engineArea,
      nameEmpty,
    ]);
  });

  it('shows the engine’s refusal when the open tab has nothing on that row (another tab is open)', () => {
    expect(issueList([], [], [engineProgress])).toEqual([engineProgress]);
  });
});
