import { describe, expect, it, vi } from 'vitest';
import { cutBoard } from '../../../src/components/TemplateGrid/cut-board';

const cut = (owner: object, tsv: string) => ({
  owner,
  rect: { top: 0, left: 0, bottom: 0, right: 0 },
  tsv,
  clear: vi.fn(),
  unmark: vi.fn(),
});

describe('cutBoard', () => {
  it('a paste of exactly what was cut takes the cut (once) and unmarks it', () => {
    const a = cut({}, '1\r\n');
    cutBoard.set(a);
    expect(cutBoard.take('2\r\n')).toBeNull();
    expect(cutBoard.take('1\r\n')).toBe(a);
    expect(a.unmark).toHaveBeenCalledTimes(1);
    expect(cutBoard.take('1\r\n')).toBeNull();
  });
  it('a new cut replaces the pending one; cancel ends only its owner grid', () => {
    const gridA = {};
    const a = cut(gridA, 'a');
    const b = cut({}, 'b');
    cutBoard.set(a);
    cutBoard.set(b);
    expect(a.unmark).toHaveBeenCalledTimes(1);
    expect(cutBoard.cancel(gridA)).toBe(false);
    expect(cutBoard.current()).toBe(b);
    expect(cutBoard.cancel(b.owner)).toBe(true);
    expect(cutBoard.current()).toBeNull();
    expect(b.clear).not.toHaveBeenCalled();
  });
});
