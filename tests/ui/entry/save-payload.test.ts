// Save payload: complete cell sets with base revisions, tab 0 scope, selects, issues mapped back.
import { describe, expect, it } from 'vitest';
import {
  buildSavePayload,
  fromIssueDto,
  revisionsOf,
  withSavedRevisions,
} from '../../../src/features/entry/save-payload';
import type { StoredValues, TableInstance, TemplateInstance } from '../../../src/core/template/types';

const table = (templateKey: string, sp: string | null, tableId: string): TableInstance => ({
  key: `${templateKey}/${sp ?? '-'}/${tableId}`,
  templateKey,
  subProjectId: sp,
  tableId,
  name: tableId,
  header: [],
  columns: [],
  rows: [],
  mode: 'fixed',
  removedRows: [],
  revision: 0,
});

const tab0: Pick<TemplateInstance, 'key' | 'sections' | 'selects'> = {
  key: 'tab0',
  selects: [],
  sections: [
    { subProjectId: null, subProjectName: null, tables: [table('tab0', null, 'project')] },
    {
      subProjectId: 'sp1',
      subProjectName: '茶园',
      tables: [table('tab0', 'sp1', 'subProject'), table('tab0', 'sp1', 'species')],
    },
    { subProjectId: 'sp2', subProjectName: '苗圃', tables: [table('tab0', 'sp2', 'subProject')] },
  ],
};

const stored: StoredValues = {
  'tab0/-/project': { cells: { 'rate:value': '0.08', 'start:value': '2025' }, revision: 3 },
  'tab0/sp1/subProject': { cells: { 'area:value': '1000' }, revision: 1 },
  'tab0/sp1/species': {
    cells: { '_layout:rows': '[["s1",null]]', 's1:name': '茶', 's1:pct': '100' },
    revision: 2,
  },
  'tab0/sp2/subProject': { cells: { 'area:value': '50' }, revision: 1 },
  'tab3/-/_select': { cells: { 'wcMethod:value': 'ratio' }, revision: 0 },
};

describe('buildSavePayload', () => {
  it('sends the project section and only the chosen sub-project on tab 0, every cell with its revision', () => {
    const body = buildSavePayload({
      versionId: 5,
      template: tab0,
      stored,
      revisions: { 'tab0/sp1/species': 4 },
      areaUnit: 'mu',
      subProjects: ['sp1'],
    });
    expect(body.version_id).toBe(5);
    expect(body.template_id).toBe('tab0');
    expect(body.template_unit).toBe('mu');
    expect(body.select).toBeUndefined();
    expect(body.tables.map((t) => [t.table_id, t.sub_project_id, t.revision])).toEqual([
      ['project', null, 3],
      ['subProject', 'sp1', 1],
      ['species', 'sp1', 4], // the newer revision the last save answered wins over the loaded one
    ]);
    const species = body.tables[2]!.cells;
    expect(species).toContainEqual({ cell_id: '_layout:rows', content: '[["s1",null]]' });
    expect(species).toHaveLength(3);
  });

  it('sends every sub-project elsewhere, empty tables with revision 0, and the template selects', () => {
    const tab3: Pick<TemplateInstance, 'key' | 'sections' | 'selects'> = {
      key: 'tab3',
      selects: [{ name: 'wcMethod', label: '流动资金估算方法', options: [], value: 'detailed' }],
      sections: [{ subProjectId: null, subProjectName: null, tables: [table('tab3', null, 'wcRatio')] }],
    };
    const body = buildSavePayload({ versionId: 5, template: tab3, stored, revisions: {}, areaUnit: 'ha' });
    expect(body.tables).toEqual([{ table_id: 'wcRatio', sub_project_id: null, revision: 0, cells: [] }]);
    expect(body.select).toEqual({ wcMethod: 'ratio' });
    const all = buildSavePayload({
      versionId: 5,
      template: tab0,
      stored,
      revisions: {},
      areaUnit: 'mu',
      subProjects: null,
    });
    expect(all.tables).toHaveLength(4);
  });
});

describe('revisions and issues', () => {
  it('takes revisions from loaded data and the save answer', () => {
    const r = revisionsOf(stored);
    expect(r['tab0/-/project']).toBe(3);
    expect(withSavedRevisions(r, { revisions: { 'tab0/-/project': 4 } })['tab0/-/project']).toBe(4);
  });

  it('maps a server issue path to the grid store key and cell', () => {
    expect(
      fromIssueDto({
        level: 'error',
        code: 'columnSum',
        message: '树种占比之和不为100，请检查',
        template_id: 'tab0',
        sub_project_id: 'sp1',
        table_id: 'species',
        cell_id: 's1:pct',
        row_id: 's1',
      }),
    ).toEqual({
      tableKey: 'tab0/sp1/species',
      level: 'error',
      code: 'columnSum',
      message: '树种占比之和不为100，请检查',
      cellId: 's1:pct',
      rowId: 's1',
    });
  });
});
