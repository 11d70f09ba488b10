// Branded money units 元 and 万元 so they cannot be mixed by accident; the one ÷10 000 conversion (§4.1).
import { Decimal, TEN_THOUSAND } from './decimal';

declare const unitBrand: unique symbol;

/** An amount in 元 (unit prices, quantity × unit price before conversion). */
export type Yuan = Decimal & { readonly [unitBrand]: '元' };
/** An amount in 万元 (every stored and reported amount). */
export type Wan = Decimal & { readonly [unitBrand]: '万元' };

/** Marks a value as 元. Arithmetic on Decimal drops the brand on purpose: re-brand the result explicitly. */
export function yuan(x: string | Decimal): Yuan {
  return new Decimal(x) as Yuan;
}

/** Marks a value as 万元. */
export function wan(x: string | Decimal): Wan {
  return new Decimal(x) as Wan;
}

/** 元 → 万元 (÷10 000), applied once where a unit price meets a quantity. */
export function yuanToWan(x: Yuan): Wan {
  return x.div(TEN_THOUSAND) as Wan;
}

/** 万元 → 元 (×10 000), for 元-per-unit outputs such as BEP(单价) and 临界单价. */
export function wanToYuan(x: Wan): Yuan {
  return x.times(TEN_THOUSAND) as Yuan;
}

/** quantity × unit price (元) ÷ 10 000 → 万元: the row-level amount of §4.1 (面积 × 元/亩, 株 × 元/株, kg × 元/kg). */
export function amountWan(quantity: Decimal, unitPrice: Yuan): Wan {
  return yuanToWan(quantity.times(unitPrice) as Yuan);
}

/** Sum of 万元 amounts, still 万元 (an empty list sums to 0). */
export function sumWan(values: readonly Wan[]): Wan {
  let acc = new Decimal(0);
  for (const v of values) acc = acc.plus(v);
  return acc as Wan;
}
