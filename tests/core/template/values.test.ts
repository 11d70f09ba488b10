// Stored cell strings ↔ ModelInput values, in particular the sensitivity factors typed by their Chinese names.
import { describe, expect, it } from 'vitest';
import { fromModel, toModel } from '../../../src/core/template/values';

describe('sensitivity factors by name', () => {
  it('maps the names a user types (labels, short forms, codes; any list separator) to the model codes', () => {
    expect(toModel('建设投资、营业收入(价格)、经营成本', 'factorList')).toEqual([
      'capex',
      'revenue',
      'opCost',
    ]);
    expect(toModel('建设投资，营业收入;产量', 'factorList')).toEqual(['capex', 'revenue', 'quantity']);
    expect(toModel(' 销售收入 , opCost ', 'factorList')).toEqual(['revenue', 'opCost']);
    expect(toModel('', 'factorList')).toEqual([]);
  });

  it('passes an unknown name through so the engine can name it in its message', () => {
    expect(toModel('建设投资、汇率', 'factorList')).toEqual(['capex', '汇率']);
  });

  it('stores the model codes back as the Chinese names', () => {
    expect(fromModel(['capex', 'quantity'], 'factorList')).toBe('建设投资、产量');
    expect(toModel(fromModel(['opCost', 'revenue'], 'factorList'), 'factorList')).toEqual([
      'opCost',
      'revenue',
    ]);
  });
});
