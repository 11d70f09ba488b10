// The generic income and cost lines of ModelInput (per sub-project and project level) as zod schemas.
import { z } from 'zod';
import { CostCategory, DecArray, Name, Note, Pct, VatPct } from './schema-primitives';

const Tag = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/);

export const IncomeLine = z.strictObject({
  name: Name,
  tag: Tag.optional(),
  vatPct: VatPct,
  values: DecArray,
  note: Note.optional(),
});

export const CostLine = z.strictObject({
  name: Name,
  tag: Tag.optional(),
  costCategory: CostCategory,
  inputVatPct: Pct,
  variable: z.boolean().optional(),
  values: DecArray,
  note: Note.optional(),
});

/** The members a sub-project or the document may carry (type-3 sub-projects have no revenue: no income). */
export const genericLines = {
  incomeLines: z.array(IncomeLine).optional(),
  costLines: z.array(CostLine).optional(),
};
export const costLinesOnly = {
  incomeLines: z.array(IncomeLine).max(0).optional(),
  costLines: genericLines.costLines,
};
