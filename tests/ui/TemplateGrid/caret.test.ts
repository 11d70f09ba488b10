// Double-click caret: the index nearest to the click among the gaps between characters.
import { describe, expect, it } from 'vitest';
import { caretIndexAt } from '../../../src/components/TemplateGrid/caret';

const monospace = (s: string) => s.length * 10; // every character 10 px wide

describe('caretIndexAt', () => {
  it('picks the nearest gap between characters', () => {
    expect(caretIndexAt('除草松土', 0, monospace)).toBe(0);
    expect(caretIndexAt('除草松土', 4, monospace)).toBe(0);
    expect(caretIndexAt('除草松土', 6, monospace)).toBe(1);
    expect(caretIndexAt('除草松土', 21, monospace)).toBe(2);
  });

  it('before the text is the start, past its end the end', () => {
    expect(caretIndexAt('1234.5', -30, monospace)).toBe(0);
    expect(caretIndexAt('1234.5', 500, monospace)).toBe(6);
    expect(caretIndexAt('', 12, monospace)).toBe(0);
  });

  it('follows the real widths of narrow and wide characters', () => {
    const widths: Record<string, number> = { '1': 6, ',': 3, 中: 13 };
    const measure = (s: string) => [...s].reduce((w, ch) => w + (widths[ch] ?? 7), 0);
    expect(caretIndexAt('1,中1', 9, measure)).toBe(2); // after "1," (9 px)
    expect(caretIndexAt('1,中1', 20, measure)).toBe(3); // after "1,中" (22 px) rather than "1," (9 px)
  });
});
