import { describe, expect, it } from 'vitest';
import { diffTone, formatCompared, formatDiff } from '../../../src/features/results/compare/compare-format';

describe('compared figures', () => {
  it('show values at 2 dp half-up with separators, rates with %', () => {
    expect(formatCompared('1234.565', '万元')).toBe('1,234.57');
    expect(formatCompared('22.0304', '%')).toBe('22.03%');
    expect(formatCompared(null, '%')).toBe('—');
  });
  it('sign differences, rate differences in 个百分点', () => {
    expect(formatDiff('-51.643884', '万元')).toBe('−51.64');
    expect(formatDiff('12.3', '万元')).toBe('+12.30');
    expect(formatDiff('0.004', '万元')).toBe('0.00');
    expect(formatDiff('1.5', '%')).toBe('+1.50 个百分点');
    expect(formatDiff(null, '万元')).toBe('—');
  });
  it('tone follows the displayed sign', () => {
    expect([diffTone('2'), diffTone('-0.5'), diffTone('-0.001'), diffTone(null)]).toEqual([
      'up',
      'down',
      'none',
      'none',
    ]);
  });
});
