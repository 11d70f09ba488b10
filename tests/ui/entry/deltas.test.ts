// Routing of worker answers: issue lists keep their identity when a re-validation found nothing new.
import { describe, expect, it } from 'vitest';
import { mergeDeltas, mergeIssues } from '../../../src/features/entry/deltas';
import type { ValidationIssue } from '../../../src/core/template/types';

const issue = (cellId: string, message = '输入的值必须为数字'): ValidationIssue => ({
  tableKey: 'tab1/s0/planting',
  cellId,
  code: 'number',
  level: 'error',
  message,
});

describe('mergeIssues', () => {
  it('answers the same record when every re-validated table has the issues it had (no re-render)', () => {
    const current = { 'tab1/s0/planting': [issue('r1:c1')], 'tab1/s1/planting': [] };
    expect(mergeIssues(current, { 'tab1/s0/planting': [issue('r1:c1')] })).toBe(current);
    expect(mergeIssues(current, { 'tab1/s1/planting': [] })).toBe(current);
    expect(mergeIssues(current, {})).toBe(current);
  });

  it('replaces the lists that changed and adds tables seen for the first time', () => {
    const current = { 'tab1/s0/planting': [issue('r1:c1')] };
    const fixed = mergeIssues(current, { 'tab1/s0/planting': [] });
    expect(fixed).not.toBe(current);
    expect(fixed['tab1/s0/planting']).toEqual([]);
    const other = mergeIssues(current, { 'tab1/s0/planting': [issue('r1:c1', '不能为负数')] });
    expect(other['tab1/s0/planting']![0]!.message).toBe('不能为负数');
    const added = mergeIssues(current, { 'tab1/s2/planting': [] });
    expect(Object.keys(added)).toEqual(['tab1/s0/planting', 'tab1/s2/planting']);
    expect(current).toEqual({ 'tab1/s0/planting': [issue('r1:c1')] });
  });
});

describe('mergeDeltas', () => {
  it('gives only the tables with new deltas a new array', () => {
    const a = [{ cellId: 'r1:total', value: '1' }];
    const current = { 'tab1/s0/planting': a, 'tab1/s1/planting': [{ cellId: 'r2:total', value: '2' }] };
    const next = mergeDeltas(current, { 'tab1/s1/planting': [{ cellId: 'r2:total', value: '3' }] });
    expect(next['tab1/s0/planting']).toBe(a);
    expect(next['tab1/s1/planting']).toEqual([{ cellId: 'r2:total', value: '3' }]);
  });
});
