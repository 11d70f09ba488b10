// Renders the report's figures: SVG from svg-charts, PNG through resvg (a prebuilt binary from npm) with the
// system's fonts. Without resvg, or with no CJK font, the report still builds (a note instead of the figure,
// or boxes for missing glyphs) — the server must never fail a download over a chart.
import type { ModelOutput } from '../../../src/core/engine/model-io-types';
import { cashFlowProfile, criticalBars, sensitivitySpider } from '../../../src/core/contracts/results-charts';
import type { ResultData } from '../../../src/core/contracts/results';
import type { FigureId } from './model';
import { benchmarkPct, equityBenchmarkPct, type ReportSource } from './source';
import { cashFlowSvg, criticalSvg, spiderSvg, type SvgChart } from './svg-charts';

export interface RenderedFigure extends SvgChart {
  title: string;
  png: Buffer;
}

/** The CJK font families tried first (fonts-wqy-microhei on Debian, Noto CJK, Windows' 黑体). */
const DEFAULT_FONT = 'WenQuanYi Micro Hei';

type Output = ResultData['output'];

function chartOf(id: FigureId, src: ReportSource): { chart: SvgChart; title: string } | null {
  const output = src.output as ModelOutput as unknown as Output;
  if (id === 'cashFlow') {
    const profile = cashFlowProfile(output);
    return profile ? { chart: cashFlowSvg(profile), title: '项目投资现金流量图' } : null;
  }
  if (id === 'sensitivity') {
    const ic = benchmarkPct(src);
    const equityIc = equityBenchmarkPct(src);
    const spider = sensitivitySpider(
      output,
      ic !== null && equityIc !== null ? { ic_pct: ic, equity_ic_pct: equityIc } : null,
    );
    return spider && spider.series.length > 0 ? { chart: spiderSvg(spider), title: '敏感性分析图' } : null;
  }
  const bars = criticalBars(output);
  return bars.length > 0 ? { chart: criticalSvg(bars), title: '临界点分析图' } : null;
}

/** SVG → PNG at 2× for print; null when resvg cannot be loaded on this machine. */
export async function svgToPng(svg: string, width: number): Promise<Buffer | null> {
  try {
    const { Resvg } = await import('@resvg/resvg-js');
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'width', value: width * 2 },
      font: { loadSystemFonts: true, defaultFontFamily: DEFAULT_FONT },
    });
    return Buffer.from(resvg.render().asPng());
  } catch {
    return null;
  }
}

export async function renderFigure(id: FigureId, src: ReportSource): Promise<RenderedFigure | null> {
  const made = chartOf(id, src);
  if (!made) return null;
  const png = await svgToPng(made.chart.svg, made.chart.width);
  return png ? { ...made.chart, title: made.title, png } : null;
}
