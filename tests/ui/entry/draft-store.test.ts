// Draft store: per version and tab, merged cell batches, ordered row ops, corrupt entries ignored.
import { describe, expect, it } from 'vitest';
import {
  appendOp,
  clearAllDrafts,
  clearDraft,
  draftCellCount,
  draftKey,
  listDrafts,
  loadDraft,
  writeDraft,
  type DraftStorage,
} from '../../../src/features/entry/draft-store';

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const base = { versionId: 7, tab: 'tab1' };
const T = 'tab1/sp1/planting';

describe('appendOp', () => {
  it('merges consecutive cell batches keeping the last value of each cell', () => {
    let d = appendOp(null, base, { kind: 'cells', edits: [{ table: T, cellId: 'r1:qty', value: '1' }] }, 1);
    d = appendOp(d, base, { kind: 'cells', edits: [{ table: T, cellId: 'r2:qty', value: '2' }] }, 2);
    d = appendOp(d, base, { kind: 'cells', edits: [{ table: T, cellId: 'r1:qty', value: '3' }] }, 3);
    expect(d.ops).toHaveLength(1);
    expect(d.ops[0]).toEqual({
      kind: 'cells',
      edits: [
        { table: T, cellId: 'r2:qty', value: '2' },
        { table: T, cellId: 'r1:qty', value: '3' },
      ],
    });
    expect(d.savedAt).toBe(3);
  });

  it('keeps each cell once, where it was last written, over batches of several tables', () => {
    const U = 'tab1/sp2/planting';
    const e = (table: string, cellId: string, value: string) => ({ table, cellId, value });
    let d = appendOp(null, base, { kind: 'cells', edits: [e(T, 'r1:qty', '1'), e(U, 'r1:qty', '2')] }, 1);
    d = appendOp(
      d,
      base,
      {
        kind: 'cells',
        edits: [e(U, 'r2:qty', '3'), e(T, 'r1:qty', '4'), e(U, 'r2:qty', '5'), e(T, 'r3:qty', '6')],
      },
      2,
    );
    expect(d.ops).toEqual([
      {
        kind: 'cells',
        edits: [e(U, 'r1:qty', '2'), e(T, 'r1:qty', '4'), e(U, 'r2:qty', '5'), e(T, 'r3:qty', '6')],
      },
    ]);
  });

  it('keeps a row op between cell batches so replay adds the row before filling it', () => {
    let d = appendOp(null, base, { kind: 'cells', edits: [{ table: T, cellId: 'r1:qty', value: '1' }] }, 1);
    d = appendOp(d, base, { kind: 'row', edit: { table: T, op: 'addTop' } }, 2);
    d = appendOp(d, base, { kind: 'cells', edits: [{ table: T, cellId: 'r9:qty', value: '5' }] }, 3);
    expect(d.ops.map((o) => o.kind)).toEqual(['cells', 'row', 'cells']);
  });

  it('replaces a repeated select of the same name', () => {
    let d = appendOp(null, base, { kind: 'select', name: 'wcMethod', value: 'ratio' }, 1);
    d = appendOp(d, base, { kind: 'select', name: 'wcMethod', value: 'detailed' }, 2);
    expect(d.ops).toEqual([{ kind: 'select', name: 'wcMethod', value: 'detailed' }]);
  });
});

describe('storage', () => {
  it('writes, lists, counts and clears the drafts of one version only', () => {
    const s = memoryStorage();
    const a = appendOp(null, base, { kind: 'cells', edits: [{ table: T, cellId: 'r1:qty', value: '1' }] }, 5);
    const b = appendOp(
      null,
      { versionId: 7, tab: 'tab0' },
      { kind: 'row', edit: { table: 'tab0/sp1/species', op: 'addTop' } },
      2,
    );
    const other = appendOp(null, { versionId: 8, tab: 'tab1' }, { kind: 'select', name: 'x', value: 'y' }, 1);
    expect(writeDraft(s, a) && writeDraft(s, b) && writeDraft(s, other)).toBe(true);
    expect(s.map.has(draftKey(7, 'tab1'))).toBe(true);
    const list = listDrafts(s, 7);
    expect(list.map((d) => d.tab)).toEqual(['tab0', 'tab1']); // oldest first
    expect(draftCellCount(list)).toBe(2);
    expect(loadDraft(s, 7, 'tab1')).toEqual(a);
    clearDraft(s, 7, 'tab1');
    expect(loadDraft(s, 7, 'tab1')).toBeNull();
    clearAllDrafts(s, 7);
    expect(listDrafts(s, 7)).toEqual([]);
    expect(listDrafts(s, 8)).toHaveLength(1);
  });

  it('ignores corrupt or empty entries and reports a full storage', () => {
    const s = memoryStorage();
    s.setItem(draftKey(7, 'tab2'), '{not json');
    s.setItem(draftKey(7, 'tab3'), JSON.stringify({ versionId: 7, tab: 'tab3', savedAt: 1, ops: [] }));
    expect(loadDraft(s, 7, 'tab2')).toBeNull();
    expect(listDrafts(s, 7)).toEqual([]);
    const full: DraftStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeDraft(full, appendOp(null, base, { kind: 'select', name: 'a', value: 'b' }, 1))).toBe(false);
  });
});
