// Why a figure stays the engine's value (说明 sheet): one plain sentence per kind of rule a formula cannot carry.
import type { TableId } from '../../../../src/core/engine/model-io-types';
import type { FormulaBook } from './book';
import type { Slot } from './grid';

const IRR_STATUS: Record<string, string> = {
  multiple:
    '内部收益率不唯一（现金流量多次变号），以财务净现值判断；Excel 的 IRR 只会返回其中一个根，故保留“—”',
  none: '内部收益率不存在（现金流量没有变号），保留“—”',
  out_of_range: '内部收益率超出 −99%～1000% 的搜索范围，保留“—”',
};

const BY_TABLE: Partial<Record<TableId, string>> = {
  sensitivity:
    '敏感性分析的每一步都按变化率重新测算整个模型（含临界点的迭代求根），无法用单元格公式表达，保留引擎值',
  depreciation:
    '首年原值按(类别, 子项目)归集并按比例分摊分摊项和建设期利息(D-26)，保留引擎值；以后各年原值、折旧和净值为公式',
  amortization:
    '首年原值按类别归集（含一次性预付地租，D-7）并分摊，保留引擎值；以后各年原值、摊销和净值为公式',
  profit: '所得减免按子项目分摊项目所得(D-11)，需资产和成本按子项目归属，保留引擎值',
  summary: '短期借款连续年数为计数指标，保留引擎值',
};

export function keptReason(book: FormulaBook, table: TableId, no: string, slot: Slot): string | null {
  const ind = book.output.indicators;
  if (slot === 'total') {
    const irr =
      table === 'projectCash' && no === '8.1'
        ? ind.firrPre
        : table === 'projectCash' && no === '8.2'
          ? ind.firrPost
          : table === 'equityCash' && no === '5.1'
            ? ind.firrEquity
            : null;
    if (irr && irr.status !== 'ok') return IRR_STATUS[irr.status] ?? null;
  }
  return BY_TABLE[table] ?? null;
}
