// The result view's three charts drawn as SVG on the server: cash-flow bars and lines, the sensitivity spider and
// the 临界点 bars — the same series (src/core/contracts/results-charts) and the same colours as on screen.
import type {
  CashFlowProfile,
  CriticalBar,
  SensitivitySpider,
} from '../../../src/core/contracts/results-charts';
import { formatDisplay } from '../../../src/core/money/display';

export const CHART_FONT = "'WenQuanYi Micro Hei','Noto Sans CJK SC','Microsoft YaHei','SimHei',sans-serif";
/** Mantine's palette entries the screen uses (teal.4/8, blue.4/8, orange.6, grape.6, red.6). */
const COLOR = {
  teal4: '#38d9a9',
  teal8: '#099268',
  blue4: '#4dabf7',
  blue8: '#1971c2',
  blue6: '#228be6',
  orange6: '#fd7e14',
  teal6: '#12b886',
  grape6: '#be4bdb',
  red6: '#fa5252',
  gray6: '#868e96',
  grid: '#dee2e6',
  text: '#212529',
};
const SERIES = [COLOR.blue6, COLOR.orange6, COLOR.teal6, COLOR.grape6, COLOR.red6];

export interface SvgChart {
  svg: string;
  width: number;
  height: number;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fmt = (v: number) => formatDisplay(String(v), { thousands: true });

function txt(x: number, y: number, s: string, opts: { anchor?: string; size?: number; color?: string } = {}) {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${opts.size ?? 16}" text-anchor="${opts.anchor ?? 'middle'}" fill="${opts.color ?? COLOR.text}">${esc(s)}</text>`;
}

/** Round axis ticks covering [min, max]. */
function ticks(min: number, max: number, count = 6): number[] {
  if (min === max) [min, max] = [min - 1, max + 1];
  const raw = (max - min) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step * 1e-9; v += step)
    out.push(Number(v.toFixed(10)));
  if (out[out.length - 1]! < max) out.push(out[out.length - 1]! + step);
  return out;
}

function frame(
  width: number,
  height: number,
  body: string[],
  legend: { label: string; color: string; line?: boolean }[],
) {
  const items: string[] = [];
  let x = 60;
  for (const l of legend) {
    items.push(
      l.line
        ? `<line x1="${x}" y1="${height - 14}" x2="${x + 18}" y2="${height - 14}" stroke="${l.color}" stroke-width="2.5"/>`
        : `<rect x="${x}" y="${height - 20}" width="14" height="12" fill="${l.color}"/>`,
    );
    items.push(txt(x + 22, height - 10, l.label, { anchor: 'start' }));
    x += 34 + l.label.length * 16.5;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${CHART_FONT}"><rect width="100%" height="100%" fill="#ffffff"/>${body.join('')}${items.join('')}</svg>`;
}

function yAxis(t: number[], y: (v: number) => number, left: number, right: number, suffix = '') {
  return t.map(
    (v) =>
      `<line x1="${left}" y1="${y(v).toFixed(1)}" x2="${right}" y2="${y(v).toFixed(1)}" stroke="${COLOR.grid}" stroke-dasharray="4 3"/>` +
      txt(left - 6, y(v) + 4, `${fmt(v)}${suffix}`, { anchor: 'end', size: 15 }),
  );
}

export function cashFlowSvg(profile: CashFlowProfile): SvgChart {
  const width = 900;
  const height = 420;
  const [left, right, top, bottom] = [96, width - 20, 20, height - 70];
  const values = profile.points
    .flatMap((p) => [p.netPre, p.netPost, p.cumPre, p.cumPost])
    .filter((v): v is number => v !== null);
  const t = ticks(Math.min(0, ...values), Math.max(0, ...values));
  const [lo, hi] = [t[0]!, t[t.length - 1]!];
  const y = (v: number) => bottom - ((v - lo) / (hi - lo)) * (bottom - top);
  const n = profile.points.length;
  const slot = (right - left) / Math.max(1, n);
  const x = (year: number) => left + slot * (year - 0.5);
  const bar = Math.min(18, slot / 3);
  const body = yAxis(t, y, left, right);
  profile.points.forEach((p) => {
    (
      [
        [p.netPre, -bar, COLOR.teal4],
        [p.netPost, 0, COLOR.blue4],
      ] as const
    ).forEach(([v, dx, color]) => {
      if (v === null) return;
      const y0 = y(0);
      const y1 = y(v);
      body.push(
        `<rect x="${(x(p.year) + dx).toFixed(1)}" y="${Math.min(y0, y1).toFixed(1)}" width="${bar.toFixed(1)}" height="${Math.abs(y1 - y0).toFixed(1)}" fill="${color}"/>`,
      );
    });
    body.push(txt(x(p.year), bottom + 16, `第${p.year}年`, { size: 15 }));
  });
  for (const [key, color] of [
    ['cumPre', COLOR.teal8],
    ['cumPost', COLOR.blue8],
  ] as const) {
    const pts = profile.points
      .filter((p) => p[key] !== null)
      .map((p) => `${x(p.year).toFixed(1)},${y(p[key]!).toFixed(1)}`);
    body.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="2.5"/>`);
  }
  body.push(
    `<line x1="${left}" y1="${y(0).toFixed(1)}" x2="${right}" y2="${y(0).toFixed(1)}" stroke="${COLOR.gray6}"/>`,
  );
  const paybacks = [
    [profile.paybackPre, '税前', COLOR.teal8, 18],
    [profile.paybackPost, '税后', COLOR.red6, -10],
  ] as const;
  for (const [at, label, color, dy] of paybacks) {
    if (at === null) continue;
    const px = left + slot * (at - 0.5);
    body.push(`<circle cx="${px.toFixed(1)}" cy="${y(0).toFixed(1)}" r="5" fill="${color}"/>`);
    body.push(txt(px, y(0) + dy, `${label} ${fmt(at)}年`, { size: 15, color }));
  }
  return {
    svg: frame(width, height, body, [
      { label: '所得税前净现金流量', color: COLOR.teal4 },
      { label: '所得税后净现金流量', color: COLOR.blue4 },
      { label: '累计所得税前净现金流量', color: COLOR.teal8, line: true },
      { label: '累计所得税后净现金流量', color: COLOR.blue8, line: true },
    ]),
    width,
    height,
  };
}

export function spiderSvg(spider: SensitivitySpider): SvgChart {
  const width = 900;
  const height = 420;
  const [left, right, top, bottom] = [96, width - 30, 20, height - 70];
  const isRate = spider.indicatorLabel.includes('(%)') || spider.indicatorLabel.includes('收益率');
  const xs = spider.rows.map((r) => r.changePct ?? 0);
  const ys = spider.rows
    .flatMap((r) => spider.series.map((s) => r[s.key]))
    .concat(spider.benchmark === null ? [] : [spider.benchmark])
    .filter((v): v is number => v !== null && v !== undefined);
  const t = ticks(Math.min(...ys), Math.max(...ys));
  const [lo, hi] = [t[0]!, t[t.length - 1]!];
  const [xlo, xhi] = [Math.min(...xs), Math.max(...xs)];
  const x = (v: number) => left + ((v - xlo) / (xhi - xlo || 1)) * (right - left);
  const y = (v: number) => bottom - ((v - lo) / (hi - lo)) * (bottom - top);
  const body = yAxis(t, y, left, right, isRate ? '%' : '');
  xs.forEach((v) => body.push(txt(x(v), bottom + 16, `${v}%`, { size: 15 })));
  spider.series.forEach((s, i) => {
    const pts = spider.rows
      .filter((r) => r[s.key] !== null && r[s.key] !== undefined)
      .map((r) => `${x(r.changePct ?? 0).toFixed(1)},${y(r[s.key]!).toFixed(1)}`);
    const color = SERIES[i % SERIES.length]!;
    body.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="2.5"/>`);
    pts.forEach((p) => {
      const [cx, cy] = p.split(',');
      body.push(`<circle cx="${cx}" cy="${cy}" r="3.5" fill="${color}"/>`);
    });
  });
  if (spider.benchmark !== null) {
    const by = y(spider.benchmark);
    body.push(
      `<line x1="${left}" y1="${by.toFixed(1)}" x2="${right}" y2="${by.toFixed(1)}" stroke="${COLOR.red6}" stroke-width="1.5"/>`,
    );
    body.push(
      txt(right - 4, by - 6, isRate ? `基准收益率 ${fmt(spider.benchmark)}%` : 'FNPV = 0', {
        anchor: 'end',
        size: 15,
        color: COLOR.red6,
      }),
    );
  }
  return {
    svg: frame(
      width,
      height,
      body,
      spider.series.map((s, i) => ({ label: s.label, color: SERIES[i % SERIES.length]!, line: true })),
    ),
    width,
    height,
  };
}

export function criticalSvg(bars: CriticalBar[]): SvgChart {
  const width = 900;
  const height = 90 + 56 * bars.length;
  const [left, right, top] = [190, width - 60, 20];
  const bottom = height - 50;
  const t = ticks(
    Math.min(0, ...bars.map((b) => b.criticalPct)),
    Math.max(0, ...bars.map((b) => b.criticalPct)),
  );
  const [lo, hi] = [t[0]!, t[t.length - 1]!];
  const x = (v: number) => left + ((v - lo) / (hi - lo)) * (right - left);
  const band = (bottom - top) / Math.max(1, bars.length);
  const body: string[] = t.map(
    (v) =>
      `<line x1="${x(v).toFixed(1)}" y1="${top}" x2="${x(v).toFixed(1)}" y2="${bottom}" stroke="${COLOR.grid}" stroke-dasharray="4 3"/>` +
      txt(x(v), bottom + 16, `${fmt(v)}%`, { size: 15 }),
  );
  bars.forEach((b, i) => {
    const cy = top + band * (i + 0.5);
    const [x0, x1] = [x(0), x(b.criticalPct)];
    body.push(
      `<rect x="${Math.min(x0, x1).toFixed(1)}" y="${(cy - 14).toFixed(1)}" width="${Math.abs(x1 - x0).toFixed(1)}" height="28" fill="${COLOR.orange6}"/>`,
    );
    body.push(txt(left - 8, cy + 4, b.factor, { anchor: 'end' }));
    const label = `${fmt(b.criticalPct)}%`;
    body.push(
      txt(b.criticalPct >= 0 ? x1 + 6 : x1 - 6, cy + 4, label, {
        anchor: b.criticalPct >= 0 ? 'start' : 'end',
        size: 15,
      }),
    );
  });
  body.push(
    `<line x1="${x(0).toFixed(1)}" y1="${top}" x2="${x(0).toFixed(1)}" y2="${bottom}" stroke="${COLOR.gray6}"/>`,
  );
  return { svg: frame(width, height, body, [{ label: '临界点(%)', color: COLOR.orange6 }]), width, height };
}
