import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/core/money/decimal';
import type { ModelOutput } from '../../../src/core/engine/model-io-types';
import { compareDataSchema } from '../../../src/core/contracts/results';
import { CompareInputError, compareVersions } from '../../../server/services/results';

const output = JSON.parse(
  readFileSync(join(__dirname, '../../fixtures/tea-garden.output.json'), 'utf8'),
) as ModelOutput;
const header = (version_id: number, project_id = 7) => ({
  project_id,
  project_name: '茶园建设项目',
  location: '示例省',
  project_type: '林业项目',
  version_id,
  version_name: `V${version_id}`,
  building_period: 2,
  operating_period: 10,
  computed_at: null,
});

/** A second version: FNPV lower by 52.14…, and an IRR that is not unique. */
function variant(): ModelOutput {
  const o = structuredClone(output);
  Object.assign(o.indicators, {
    fnpvPost: '300',
    firrPre: { value: null, status: 'multiple', roots: ['-5', '30'] },
  });
  const profit9 = o.tables.profit?.rows.find((r) => r.no === '9');
  if (profit9) profit9.total = '800.5';
  return o;
}

describe('version comparison', () => {
  const data = compareVersions([
    { header: header(1), output },
    { header: header(2), output: variant() },
    { header: header(3), output },
  ]);
  const row = (key: string) => data.rows.find((r) => r.key === key);

  it('lists the versions in the order chosen and passes its contract', () => {
    expect(data.versions.map((v) => v.version_id)).toEqual([1, 2, 3]);
    expect(compareDataSchema.parse(data)).toEqual(data);
  });

  it('gives each figure per version and its difference against the first version', () => {
    const fnpv = row('fnpvPost');
    const base = output.indicators as { fnpvPost: string };
    expect(fnpv?.values).toEqual([base.fnpvPost, '300', base.fnpvPost]);
    expect(fnpv?.diffs[0]).toBeNull();
    expect(fnpv?.diffs[1]).toBe(new Decimal('300').minus(base.fnpvPost).toFixed());
    expect(fnpv?.diffs[2]).toBe('0');
  });

  it('compares main totals of the tables', () => {
    const net = row('profit.9');
    const total = output.tables.profit?.rows.find((r) => r.no === '9')?.total ?? '0';
    expect(net?.label).toBe('净利润合计');
    expect(net?.values[1]).toBe('800.5');
    expect(net?.diffs[1]).toBe(new Decimal('800.5').minus(total).toFixed());
  });

  it('shows no difference where a value is missing, and says why it is missing', () => {
    const firr = row('firrPre');
    expect(firr?.values[1]).toBeNull();
    expect(firr?.diffs[1]).toBeNull();
    expect(firr?.notes[1]).toContain('内部收益率不唯一');
  });

  it('needs at least two versions of one project', () => {
    expect(() => compareVersions([{ header: header(1), output }])).toThrow(CompareInputError);
    expect(() =>
      compareVersions([
        { header: header(1), output },
        { header: header(2, 8), output },
      ]),
    ).toThrow('只能对比同一项目的版本');
  });
});
