// One undo history for the grids of a version: steps name their table, a step of a table not on screen waits
// until the page has shown it, and goes back on its stack when the page could not.
import { describe, expect, it } from 'vitest';
import { createEditHistory, type StepDirection } from '../../../src/components/TemplateGrid/edit-history';
import type { UndoStep } from '../../../src/components/TemplateGrid/undo-stack';

const step = (cellId: string, oldValue: string, newValue: string): UndoStep => ({
  kind: 'cells',
  batch: [{ cellId, rowId: cellId.split(':')[0]!, columnKey: cellId.split(':')[1]!, oldValue, newValue }],
});
const valueOf = (s: UndoStep) => (s.kind === 'cells' ? s.batch[0]!.newValue : null);

describe('edit history', () => {
  it('undoes and redoes across tables in one order, each step on its own grid', () => {
    const h = createEditHistory();
    const ran: string[] = [];
    const runner = (table: string) => (s: UndoStep, d: StepDirection) =>
      ran.push(`${table} ${d} ${valueOf(s)}`);
    h.attach('a', runner('a'));
    h.attach('b', runner('b'));
    h.record('a', step('r1:x', '1', '2'));
    h.record('b', step('r1:x', '5', '6'));
    h.record('a', step('r2:x', '0', '3'));
    h.undo();
    h.undo();
    h.redo();
    h.undo();
    h.undo();
    expect(ran).toEqual(['a undo 3', 'b undo 6', 'b redo 6', 'b undo 6', 'a undo 2']);
    expect(h.canUndo()).toBe(false);
    expect(h.canRedo()).toBe(true);
  });

  it('a step of a grid that is not on screen asks the page to show its table and runs when the grid comes', async () => {
    const shown: string[] = [];
    const h = createEditHistory((table) => {
      shown.push(table);
      return Promise.resolve(true);
    });
    const ran: string[] = [];
    const detach = h.attach('tab1', () => ran.push('tab1'));
    h.record('tab1', step('r1:x', '1', '2'));
    detach(); // the user switched tabs: the grid is gone, its steps stay
    h.attach('tab2', () => ran.push('tab2'));
    h.undo();
    await Promise.resolve();
    expect(shown).toEqual(['tab1']);
    expect(ran).toEqual([]);
    h.attach('tab1', (s, d) => ran.push(`tab1 ${d} ${valueOf(s)}`)); // the grid mounted again
    expect(ran).toEqual(['tab1 undo 2']);
    expect(h.canRedo()).toBe(true);
  });

  it('puts the step back when the page could not show its table (a refused save kept the tab)', async () => {
    const h = createEditHistory(() => Promise.resolve(false));
    h.record('tab1', step('r1:x', '1', '2'));
    h.undo();
    await new Promise((r) => setTimeout(r));
    expect(h.canUndo()).toBe(true);
    expect(h.canRedo()).toBe(false);
    const ran: string[] = [];
    h.attach('tab1', () => ran.push('late'));
    expect(ran).toEqual([]); // nothing runs behind the user's back
  });

  it('a new edit drops the redo side; forget drops one table’s steps; subscribers hear every change', () => {
    const h = createEditHistory();
    let heard = 0;
    h.subscribe(() => heard++);
    h.attach('a', () => undefined);
    h.attach('b', () => undefined);
    h.record('a', step('r1:x', '1', '2'));
    h.record('b', step('r1:x', '1', '2'));
    h.undo();
    expect(h.canRedo()).toBe(true);
    h.record('a', step('r1:x', '2', '3'));
    expect(h.canRedo()).toBe(false);
    h.forget('a');
    expect(h.canUndo()).toBe(false); // b's step was undone, and the new edit dropped it
    h.record('b', step('r1:x', '2', '3'));
    h.record('a', step('r1:x', '2', '3'));
    h.forget('a');
    expect(h.canUndo()).toBe(true); // b's step is left
    h.undo();
    expect(h.canUndo()).toBe(false);
    expect(heard).toBe(9);
  });

  it("a page step (从Excel导入 over many tables) is one step among the grids' steps and survives a table forgotten", () => {
    const h = createEditHistory(() => false);
    const ran: string[] = [];
    h.attach('a', (s, d) => ran.push(`a ${d} ${valueOf(s)}`));
    h.record('a', step('r1:x', '1', '2'));
    h.recordAction({ run: (d) => ran.push(`import ${d}`) });
    h.forget('b');
    h.undo();
    h.undo();
    h.redo();
    h.redo();
    expect(ran).toEqual(['import undo', 'a undo 2', 'a redo 2', 'import redo']);
    h.forget('a');
    h.undo();
    expect(ran.at(-1)).toBe('import undo');
    expect(h.canUndo()).toBe(false);
  });
});
