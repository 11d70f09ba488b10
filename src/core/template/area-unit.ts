// 亩 ↔ 公顷 conversion of stored values: areas ÷/×15, per-area values ×/÷15, exactly, at full precision.
import { Decimal } from '../money/decimal';
import { buildTemplate, type InstantiateOptions } from './instantiate';
import { cellId } from './stored';
import type { InstanceContext, StoredValues, TemplateRegistry } from './types';
import { cloneStored } from './stored';

const FIFTEEN = new Decimal(15);

/** Returns new stored values for the other area unit (1 公顷 = 15 亩); money amounts stay unchanged. */
export function convertAreaUnit(
  registry: TemplateRegistry,
  ctx: InstanceContext,
  stored: StoredValues,
  to: 'mu' | 'ha',
  opts?: Partial<InstantiateOptions>,
): StoredValues {
  const out = cloneStored(stored);
  if (ctx.areaUnit === to) return out;
  // mu → ha: an area shrinks ÷15, a value per area grows ×15; ha → mu the reverse.
  // ×15 of a value that an earlier ÷15 left at 34 significant digits lands 1e-33 off the typed value: those
  // products are snapped to 31 significant digits (a typed value has far fewer), so 亩→公顷→亩 is the identity.
  const times15 = (d: Decimal) => d.times(FIFTEEN).toSignificantDigits(31, Decimal.ROUND_HALF_UP);
  const div15 = (d: Decimal) => d.div(FIFTEEN);
  const areaFactor = to === 'ha' ? div15 : times15;
  const perAreaFactor = to === 'ha' ? times15 : div15;
  for (const template of registry.templates) {
    for (const b of buildTemplate(template, ctx, stored, { registry, ...opts })) {
      const cells = out[b.instance.key]?.cells;
      if (!cells) continue;
      for (const [id, rule] of b.cellRules) {
        const raw = cells[id];
        if (raw === undefined || !/^-?\d+(\.\d+)?$/.test(raw.trim())) continue;
        let f: ((d: Decimal) => Decimal) | null = rule.area
          ? areaFactor
          : rule.perArea
            ? perAreaFactor
            : null;
        const rowValue = (col: string) => b.sheet.values.get(cellId(id.slice(0, id.indexOf(':')), col)) ?? '';
        if (
          f &&
          rule.perArea &&
          rule.perAreaUnless &&
          rowValue(rule.perAreaUnless.col) === rule.perAreaUnless.eq
        )
          f = null;
        if (f && rule.perArea && rule.perAreaIf && rowValue(rule.perAreaIf.col) !== rule.perAreaIf.eq)
          f = null;
        if (f) cells[id] = f(new Decimal(raw.trim())).toString();
      }
    }
  }
  return out;
}
