// Step [8] 补贴: 投资补助 (funding source, 资本公积) and 运营补贴 (补贴收入) by year from the leaf rows.
import type { SubsidyLeafRow } from './model-io-types';
import { isGroup, type Prepared } from './prep';
import { type Series, addInto, zeros } from './num';

export interface Subsidies {
  investment: Series;
  operating: Series;
  /** investment-subsidy leaves in input order (funding 2.3.k) */
  investmentRows: { name: string; values: Series }[];
}

export function computeSubsidies(p: Prepared): Subsidies {
  const { N } = p;
  const investment = zeros(N);
  const operating = zeros(N);
  const investmentRows: { name: string; values: Series }[] = [];
  const rows = p.input.subsidies;
  for (const r of rows) {
    if (!('nature' in r) || isGroup(rows, r.no)) continue;
    const row = r as SubsidyLeafRow;
    const v = p.decs(row.values, N);
    if (row.nature === 'investment') {
      addInto(investment, v);
      investmentRows.push({ name: row.name, values: v });
    } else addInto(operating, v);
  }
  return { investment, operating, investmentRows };
}
