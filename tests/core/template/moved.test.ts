// Tables that moved (formerly): stored values follow them to the new place per sub-project; a table already
// saved at the new place wins; nothing moves without a formerly entry.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { carryOverMoved } from '../../../src/core/template/moved';
import type { StoredValues } from '../../../src/core/template/types';
import { scratchRegistry } from './fixtures/scratch-registry';

const old = (v: string): StoredValues => ({
  'tab1/-/contingency': { cells: { 'basicRatePct:value': v }, revision: 4 },
  'tab1/sp1/build': { cells: { 'x:quantity': '2' }, revision: 2 },
});

describe('carrying moved tables over', () => {
  it('moves the values to the new place at revision 0 and drops the old place', () => {
    const r = carryOverMoved(scratchRegistry, old('8'));
    expect(r.stored['tabC/-/contingency']).toEqual({ cells: { 'basicRatePct:value': '8' }, revision: 0 });
    expect(r.stored['tab1/-/contingency']).toBeUndefined();
    expect(r.stored['tab1/sp1/build']).toEqual({ cells: { 'x:quantity': '2' }, revision: 2 });
    expect(r.moved).toEqual([{ from: 'tab1/-/contingency', to: 'tabC/-/contingency' }]);
  });

  it('keeps a table saved at the new place and drops the stale old one', () => {
    const stored = {
      ...old('8'),
      'tabC/-/contingency': { cells: { 'basicRatePct:value': '3' }, revision: 1 },
    };
    const r = carryOverMoved(scratchRegistry, stored);
    expect(r.stored['tabC/-/contingency']).toEqual({ cells: { 'basicRatePct:value': '3' }, revision: 1 });
    expect(r.stored['tab1/-/contingency']).toBeUndefined();
    expect(r.moved).toEqual([]);
    expect(r.dropped).toEqual(['tab1/-/contingency']);
  });

  it('leaves the values alone when no table says it moved', () => {
    const stored = old('8');
    expect(carryOverMoved(registry, stored)).toEqual({ stored, moved: [], dropped: [] });
  });
});
