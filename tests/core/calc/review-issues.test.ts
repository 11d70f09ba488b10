// 合理性检查 in the entry screen (issue 18): the live computation's findings become issues on the very cells their
// ModelInput fields were keyed in, with 提示 / 警告 labels; a change that trips a check adds its issue.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;

describe('review findings on the entry screen', () => {
  it('point at the cells of the worked example that the three real findings name', () => {
    const svc = createCalcService(registry);
    const { ctx, stored } = modelInputToStoredValues(registry, input);
    svc.openVersion({ ctx, stored });
    const live = svc.computeLive([]);
    expect(live.review.map((i) => [i.code, i.label, i.tableKey, i.cellId])).toEqual([
      ['R_ICR_LOW', '警告', 'tab4/-/loans', 'bank1:years.c1'],
      ['R_DSCR_LOW', '警告', 'tab6/-/repayment', 'bank1:years'],
      ['R_LOAR_HIGH', '提示', 'tab4/-/loans', 'bank1:years.c1'],
    ]);
    expect(live.review[0]!.message).toBe('第3年利息备付率为-10.75，低于1，当年息税前利润不足以支付利息');
    expect(live.review.every((i) => i.level === 'warning')).toBe(true);
  });

  it('a typed price jump adds a finding on that price cell of tab 8', () => {
    const changed = structuredClone(input);
    changed.subProjects[0]!.products[0]!.prices[5] = '20';
    const svc = createCalcService(registry);
    const { ctx, stored } = modelInputToStoredValues(registry, changed);
    svc.openVersion({ ctx, stored });
    const jump = svc.computeLive([]).review.find((i) => i.code === 'R_PRICE_JUMP')!;
    expect(jump.label).toBe('提示');
    expect(jump.tableKey).toMatch(/^tab8\//);
    expect(jump.cellId).toBe('leaf:prices.o6');
  });
});
