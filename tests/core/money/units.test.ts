// 元 and 万元 are distinct types and convert through exactly one ÷10 000.
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/core/money/decimal';
import { amountWan, sumWan, wan, wanToYuan, yuan, yuanToWan } from '../../../src/core/money/units';
import type { Wan, Yuan } from '../../../src/core/money/units';

describe('money units', () => {
  it('converts 元 to 万元 by ÷10 000 and back', () => {
    const y = yuan('2550000');
    const w: Wan = yuanToWan(y);
    expect(w.eq(new Decimal('255'))).toBe(true);
    const back: Yuan = wanToYuan(w);
    expect(back.eq(y)).toBe(true);
  });

  it('row amount = quantity × unit price ÷ 10 000 (面积 × 元/亩)', () => {
    // 300 亩 × 800 元/亩 = 240 000 元 = 24 万元
    expect(amountWan(new Decimal(300), yuan('800')).toFixed()).toBe('24');
    // no float drift: 3 kg × 0.1 元/kg
    expect(amountWan(new Decimal(3), yuan('0.1')).toFixed()).toBe('0.00003');
  });

  it('sums 万元 amounts exactly', () => {
    expect(sumWan([wan('0.1'), wan('0.2'), wan('100.25')]).toFixed()).toBe('100.55');
    expect(sumWan([]).isZero()).toBe(true);
  });

  it('cannot mix units at compile time', () => {
    const y = yuan('1');
    const w = wan('1');
    // @ts-expect-error a 万元 amount is not a 元 amount
    const wrong: Yuan = w;
    // @ts-expect-error converting 万元 as if it were 元 is rejected
    yuanToWan(w);
    // @ts-expect-error a plain Decimal has no unit and must be branded explicitly
    const plain: Wan = new Decimal(1);
    expect([wrong, plain, y].length).toBe(3);
  });
});
