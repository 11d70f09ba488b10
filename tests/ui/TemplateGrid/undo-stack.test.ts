import { describe, expect, it } from 'vitest';
import { invertBatch, UndoStack } from '../../../src/components/TemplateGrid/undo-stack';
import type { CellChange } from '../../../src/components/TemplateGrid/types';

const ch = (cellId: string, oldValue: string | null, newValue: string | null): CellChange => {
  const [rowId = '', columnKey = ''] = cellId.split(':');
  return { cellId, rowId, columnKey, oldValue, newValue };
};

describe('UndoStack', () => {
  it('undo hands back the last step (whose inverse is applied), redo the same step again', () => {
    const s = new UndoStack();
    const batch = [ch('r1:a', '1', '2'), ch('r1:b', null, '5')];
    s.push(batch);
    expect(invertBatch(s.undo()!)).toEqual([ch('r1:b', '5', null), ch('r1:a', '2', '1')]);
    expect(s.canUndo).toBe(false);
    expect(s.redo()).toEqual(batch);
    expect(s.canRedo).toBe(false);
  });
  it('a new step discards redo history', () => {
    const s = new UndoStack();
    s.push([ch('r:a', '1', '2')]);
    s.undo();
    s.push([ch('r:a', '1', '3')]);
    expect(s.redo()).toBeNull();
    expect(s.size).toBe(1);
  });
  it('ignores empty batches and keeps at most `limit` steps', () => {
    const s = new UndoStack(2);
    s.push([]);
    expect(s.canUndo).toBe(false);
    s.push([ch('r:a', '0', '1')]);
    s.push([ch('r:a', '1', '2')]);
    s.push([ch('r:a', '2', '3')]);
    expect(s.size).toBe(2);
    expect(s.undo()?.[0]?.newValue).toBe('3');
    expect(s.undo()?.[0]?.newValue).toBe('2');
    expect(s.undo()).toBeNull();
  });
  it('applying a batch then its inverse restores every value', () => {
    const state = new Map<string, string | null>([
      ['x:a', '1'],
      ['x:b', '2'],
    ]);
    const batch = [ch('x:a', '1', '9'), ch('x:b', '2', '8'), ch('x:a', '9', '7')];
    for (const c of batch) state.set(c.cellId, c.newValue);
    for (const c of invertBatch(batch)) state.set(c.cellId, c.newValue);
    expect([...state.values()]).toEqual(['1', '2']);
  });
});
