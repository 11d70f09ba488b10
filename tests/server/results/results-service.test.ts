import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ModelInput, ModelOutput } from '../../../src/core/engine/model-io-types';
import {
  computedTableListSchema,
  outputTableSchema,
  resultDataSchema,
} from '../../../src/core/contracts/results';
import {
  computedTableList,
  readTable,
  resultData,
  TableNotFoundError,
} from '../../../server/services/results';

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../fixtures', name), 'utf8')) as unknown;
const output = fixture('tea-garden.output.json') as ModelOutput;
const input = fixture('tea-garden.input.json') as ModelInput;
const header = {
  project_id: 7,
  project_name: '茶园建设项目',
  location: '示例省/示例市/示例县',
  project_type: '林业项目',
  version_id: 12,
  version_name: '2026版',
  building_period: 2,
  operating_period: 10,
  computed_at: null,
};

describe('computed table list', () => {
  const list = computedTableList(output);
  it('puts 主要经济指标一览表 first, then the report order of finance-model §3.20', () => {
    expect(list[0]).toEqual({ table_id: 'summary', name: '主要经济指标一览表' });
    expect(list.slice(1).map((t) => t.table_id)).toEqual(
      Object.keys(output.tables).filter((id) => id !== 'summary'),
    );
    expect(list).toHaveLength(Object.keys(output.tables).length);
    expect(computedTableListSchema.parse(list)).toEqual(list);
  });
  it('names each table by its title', () => {
    expect(list.find((t) => t.table_id === 'loanPlan')?.name).toBe('借款还本付息计划表');
  });
});

describe('read one table', () => {
  it('answers the table in the model-io §3.1 shape', () => {
    const t = readTable(output, 'profit');
    expect(outputTableSchema.parse(t).rows.find((r) => r.no === '9')?.name).toBe('净利润');
  });
  it('refuses ids that are not tables, including inherited object keys', () => {
    for (const id of ['nope', '__proto__', 'toString', 'constructor'])
      expect(() => readTable(output, id)).toThrow(TableNotFoundError);
  });
});

describe('full result', () => {
  it('carries the header, the read-only repayment settings and the output, and passes its contract', () => {
    const data = resultData(header, output, input);
    expect(data.repayments).toEqual([
      { loan_id: 'bank1', name: '银行借款1', method: 'annuity', start_year: 3, grace_years: 0, years: 8 },
    ]);
    expect(data.benchmark).toEqual({ ic_pct: '8', equity_ic_pct: '8' });
    expect(resultDataSchema.parse(data).output.indicators.firrPost.status).toBe('ok');
  });
  it('has no repayment settings without stored inputs', () => {
    expect(resultData(header, output).repayments).toEqual([]);
    expect(resultData(header, output).benchmark).toBeNull();
  });
});
