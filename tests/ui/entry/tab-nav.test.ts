// Tab flow rules: order, decimals from tab 4, tab 0's sub-project menu and save scope, select-gated tables.
import { describe, expect, it } from 'vitest';
import {
  adjacentSubProject,
  displayDecimals,
  isLastTab,
  isTableVisible,
  nextTab,
  prevTab,
  saveScope,
  subProjectMenu,
  visibleSections,
} from '../../../src/features/entry/tab-nav';
import type { TemplateSection } from '../../../src/core/template/types';

const sections: TemplateSection[] = [
  { subProjectId: null, subProjectName: null, tables: [] },
  { subProjectId: 'sp1', subProjectName: '茶园', tables: [] },
  { subProjectId: 'sp2', subProjectName: '苗圃', tables: [] },
];
const t = { sections };

describe('tab order', () => {
  it('moves forward and back within the template list', () => {
    expect(nextTab(0, 9)).toBe(1);
    expect(nextTab(8, 9)).toBeNull();
    expect(prevTab(0)).toBeNull();
    expect(prevTab(4)).toBe(3);
    expect(isLastTab(8, 9)).toBe(true);
    expect(isLastTab(7, 9)).toBe(false);
  });

  it('shows 2 decimals beyond tab 3 only', () => {
    expect([0, 1, 2, 3, 4, 8].map(displayDecimals)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      2,
      2,
    ]);
  });
});

describe('tab 0 sub-project menu', () => {
  it('lists sub-projects and shows the project section with the chosen one', () => {
    expect(subProjectMenu(t)).toEqual([
      { id: 'sp1', name: '茶园' },
      { id: 'sp2', name: '苗圃' },
    ]);
    expect(visibleSections(t, 0, null).map((s) => s.subProjectId)).toEqual([null, 'sp1']);
    expect(visibleSections(t, 0, 'sp2').map((s) => s.subProjectId)).toEqual([null, 'sp2']);
    expect(visibleSections(t, 1, 'sp2').map((s) => s.subProjectId)).toEqual(['sp1', 'sp2', null]);
  });

  it('saves only the chosen sub-project on tab 0 and everything elsewhere', () => {
    expect(saveScope(t, 0, null)).toEqual(['sp1']);
    expect(saveScope(t, 0, 'sp2')).toEqual(['sp2']);
    expect(saveScope(t, 2, 'sp2')).toBeNull();
  });

  it('finds the neighbours in the menu', () => {
    const menu = subProjectMenu(t);
    expect(adjacentSubProject(menu, 'sp1', 1)).toBe('sp2');
    expect(adjacentSubProject(menu, 'sp2', 1)).toBeNull();
    expect(adjacentSubProject(menu, 'sp1', -1)).toBeNull();
    expect(adjacentSubProject(menu, 'sp2', -1)).toBe('sp1');
  });
});

it('hides tables gated by a template select', () => {
  const when = { select: 'wcMethod', eq: 'ratio' };
  expect(isTableVisible(when, { wcMethod: 'ratio' })).toBe(true);
  expect(isTableVisible(when, { wcMethod: 'detailed' })).toBe(false);
  expect(isTableVisible(undefined, {})).toBe(true);
});

describe('deltas', () => {
  it('merges answers that arrive before a render, the latest value of a cell winning', async () => {
    const { groupDeltas, mergeDeltas } = await import('../../../src/features/entry/deltas');
    const first = mergeDeltas(
      {},
      groupDeltas([
        { table: 'a', cellId: 'r1:total', value: '1' },
        { table: 'b', cellId: 'r1:total', value: '5' },
      ]),
    );
    const second = mergeDeltas(
      first,
      groupDeltas([
        { table: 'a', cellId: 'r2:total', value: '2' },
        { table: 'a', cellId: 'r1:total', value: '3' },
      ]),
    );
    expect(second.a).toEqual([
      { cellId: 'r2:total', value: '2' },
      { cellId: 'r1:total', value: '3' },
    ]);
    expect(second.b).toBe(first.b); // untouched tables keep their array: no re-apply
  });
});
