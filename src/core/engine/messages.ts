// Warnings and infos raised by a computed model (model-io §2.10): Chinese text plus the path they concern.
import type { Model } from './core';
import type { CoreIndicators } from './indicators';
import type { Message } from './model-io-types';
import type { Sensitivity } from './sensitivity';
import { INDICATOR_LABEL } from './labels';
import { type Decimal, dec, display, pos, sum } from './num';

const years = (ts: number[]) => ts.map((t) => `第${t}年`).join('、');
const warn = (code: string, text: string, path: string): Message => ({ level: 'warning', code, text, path });
const info = (code: string, text: string, path: string): Message => ({ level: 'info', code, text, path });

const BIO_DEFAULT: Record<string, 'productive' | 'consumable'> = {
  中大径级用材林: 'consumable',
  珍贵树种用材林: 'consumable',
  经济林: 'productive',
  中药材: 'consumable',
  苗圃: 'consumable',
  食用菌: 'consumable',
  林下养殖: 'consumable',
  薪炭林: 'productive',
};

export function modelMessages(m: Model, ind: CoreIndicators, sens: Sensitivity): Message[] {
  const { p, yl, wc } = m;
  const out: Message[] = [];
  const productive = p.subs.some(
    (sp) => (sp.type === 0 || sp.type === 1) && sp.bioAsset.method === 'productive',
  );
  if (productive && p.input.assetParams.bioProductive.life < 10)
    out.push(
      warn(
        'W_BIO_LIFE',
        '生产性林木资产折旧年限低于10年（企业所得税法实施条例第六十四条）',
        '/assetParams/bioProductive/life',
      ),
    );
  p.subs.forEach((sp, j) => {
    if (sp.type === 1 && sp.bioAsset.method !== 'consumable')
      out.push(
        info(
          'I_BIO_METHOD',
          `子项目“${sp.name}”的林木资产核算方式与默认（消耗性）不同`,
          `/subProjects/${j}/bioAsset/method`,
        ),
      );
    if (
      sp.type === 0 &&
      BIO_DEFAULT[sp.cultivationTarget] &&
      BIO_DEFAULT[sp.cultivationTarget] !== sp.bioAsset.method
    )
      out.push(
        info(
          'I_BIO_METHOD',
          `子项目“${sp.name}”的林木资产核算方式与培育目标“${sp.cultivationTarget}”的默认方式不同`,
          `/subProjects/${j}/bioAsset/method`,
        ),
      );
  });
  for (const j of m.assets.noRelease)
    out.push(
      warn(
        'W_NO_RELEASE',
        `子项目“${p.subs[j]!.name}”的林木资产在计算期内未折旧或结转（无产品或主产品无产量）`,
        `/subProjects/${j}/bioAsset`,
      ),
    );
  p.products.forEach((pp, i) => {
    const sp = p.subs[pp.subIndex]!;
    const pi = sp.products.indexOf(pp.src);
    for (const t of m.y[i]!.droppedYears)
      out.push(
        warn(
          'W_YIELD_IN_CONSTRUCTION',
          `产品“${pp.src.name}”在建设期第${t}年的产量已忽略（收入只从运营期开始计算）`,
          `/subProjects/${pp.subIndex}/products/${pi}/values`,
        ),
      );
  });
  const planned = sum(yl.equityForCapex).plus(sum(yl.equityForWc)).plus(sum(yl.idcEquity));
  const base = m.capex.CItotal.plus(wc.maxW.times(dec('0.3')));
  if (pos(base) && planned.lt(base.times(dec('0.2'))))
    out.push(
      warn(
        'W_EQUITY_RATIO',
        `项目资本金占建设投资与铺底流动资金之和的比例为${display(planned.div(base).times(100))}%，低于20%`,
        '/financing/loans',
      ),
    );
  const irrMsg = (key: 'firrPre' | 'firrPost' | 'firrEquity', label: string) => {
    const r = ind[key];
    const path = `/indicators/${key}`;
    if (r.status === 'multiple')
      out.push(
        warn(
          'W_IRR_MULTIPLE',
          `${label}：现金流量多次变号，内部收益率不唯一，以财务净现值判断（求得的根：${r.roots.map((x) => display(x.times(100)) + '%').join('、')}）`,
          path,
        ),
      );
    else if (r.status === 'out_of_range')
      out.push(warn('W_IRR_OUT_OF_RANGE', `${label}：内部收益率小于−99%或大于1000%`, path));
    else if (r.status === 'none')
      out.push(info('I_IRR_NONE', `${label}：净现金流量无符号变化，内部收益率不存在`, path));
  };
  irrMsg('firrPre', '项目投资财务内部收益率(所得税前)');
  irrMsg('firrPost', '项目投资财务内部收益率(所得税后)');
  irrMsg('firrEquity', '资本金财务内部收益率');
  const pb = (key: 'paybackPre' | 'paybackPost' | 'dynPaybackPre' | 'dynPaybackPost', label: string) => {
    const r = ind[key];
    if (!r.value) out.push(info('I_PAYBACK_NONE', `${label}：计算期内未回收`, `/indicators/${key}`));
    else if (r.renegative)
      out.push(warn('W_PAYBACK_RENEGATIVE', `${label}：回收后再次出现累计负值`, `/indicators/${key}`));
  };
  pb('paybackPre', '静态投资回收期(所得税前)');
  pb('paybackPost', '静态投资回收期(所得税后)');
  pb('dynPaybackPre', '动态投资回收期(所得税前)');
  pb('dynPaybackPost', '动态投资回收期(所得税后)');
  const low = (a: (Decimal | null)[], limit: Decimal) =>
    a.map((v, i) => (v && v.lt(limit) ? i + 1 : 0)).filter((t) => t > 0);
  const icrLow = low(ind.icr, dec(1));
  if (icrLow.length)
    out.push(warn('W_ICR_LOW', `利息备付率低于1的年份：${years(icrLow)}`, '/indicators/icr'));
  const dscrLow = low(ind.dscr, dec('1.3'));
  if (dscrLow.length)
    out.push(warn('W_DSCR_LOW', `偿债备付率低于1.3的年份：${years(dscrLow)}`, '/indicators/dscr'));
  const ts = m.be.tStar;
  if (!pos(m.be.margin[ts]!))
    out.push(warn('W_BEP_MARGIN', `第${ts + 1}年边际贡献为负，盈亏平衡点无意义`, '/indicators/bep'));
  for (let t = 0; t < p.N; t++) {
    if (pos(yl.stNew[t]!))
      out.push(
        info(
          'I_SHORT_TERM_LOAN',
          `第${t + 1}年运营资金缺口${display(yl.stNew[t]!)}万元，由短期借款弥补`,
          '/financing/deficitPolicy',
        ),
      );
    if (pos(yl.topUp[t]!))
      out.push(
        info(
          'I_EQUITY_TOPUP',
          `第${t + 1}年运营资金缺口${display(yl.topUp[t]!)}万元，由追加资本金弥补`,
          '/financing/deficitPolicy',
        ),
      );
  }
  if (ind.shortTermYears >= 2 && ind.shortTermRun) {
    const [a, b] = ind.shortTermRun;
    out.push(
      warn(
        'W_ST_PERSISTENT',
        `短期借款连续${ind.shortTermYears}年未能还清（第${a}–${b}年），最大余额${display(ind.shortTermMax)}万元，项目财务可持续性不足`,
        '/indicators/shortTermYears',
      ),
    );
  }
  if (m.vat.ndYears.length)
    out.push(
      warn(
        'W_INPUT_VAT_EXEMPT',
        `免税产出对应的进项税额不得抵扣，已计入经营成本：${years(m.vat.ndYears)}`,
        '/subProjects',
      ),
    );
  for (const j of m.capex.vatExemptPlants)
    out.push(
      warn(
        'W_INPUT_VAT_EXEMPT',
        `子项目“${p.subs[j]!.name}”无应税产出，建设投资进项税额不得抵扣，计入固定资产原值`,
        `/subProjects/${j}/investment`,
      ),
    );
  if (sens.fallbackFrom) {
    const why = sens.fallbackFrom.status === 'multiple' ? '不唯一' : '不存在';
    out.push(
      info(
        'I_SENS_INDICATOR',
        `${INDICATOR_LABEL[sens.fallbackFrom.chosen]}${why}，敏感性分析改以项目投资财务净现值(所得税后)为分析指标`,
        '/sensitivity/indicator',
      ),
    );
  }
  return out;
}
