// Benchmark of TemplateGrid in real Chromium: first render, Enter → recomputed values painted, 10,000-cell paste.
import type { Page } from 'playwright-core';
import { openHarness } from '../grid-demo/browser-harness';

const SUB_PROJECTS = 30;

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
const median = (xs: number[]) => percentile(xs, 50);

/** Page start → first rows painted, and the part of it after the demo data was built (the grid's own). */
async function load(page: Page, url: string): Promise<{ total: number; grid: number }> {
  await page.goto(url);
  await page.waitForFunction('window.__gridReadyAt !== undefined', undefined, { timeout: 60000 });
  return (await page.evaluate(
    '({ total: window.__gridReadyAt - window.__gridStartAt, grid: window.__gridReadyAt - window.__gridModelAt })',
  )) as { total: number; grid: number };
}

/**
 * In-page helpers, installed as a plain script: tsx would wrap functions passed to page.evaluate in its
 * __name helper, which does not exist in the page.
 */
const IN_PAGE = `
window.__bench = {
  armEnter(r) {
    const totalEl = () => document.querySelector('.ag-row[row-index="' + r + '"] .ag-cell[col-id="total"]');
    const before = totalEl() && totalEl().textContent;
    window.__done = new Promise((resolve) => {
      let t0 = 0;
      document.addEventListener('keydown', (e) => { if (e.key === 'Enter') t0 = performance.now(); }, { capture: true, once: true });
      const obs = new MutationObserver(() => {
        if (t0 === 0 || (totalEl() && totalEl().textContent) === before) return;
        obs.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - t0));
      });
      obs.observe(document.querySelector('.tg-root'), { subtree: true, childList: true, characterData: true });
      // a total that never changes is a failed sample (-1), not a hang
      setTimeout(() => { obs.disconnect(); resolve(-1); }, 20000);
    });
  },
  paste(r, c) {
    const rows = [];
    for (let i = 0; i < r; i++) {
      const cells = [];
      for (let j = 0; j < c; j++) cells.push(((i * 7 + j * 3) % 1000) + '.5');
      rows.push(cells.join('\\t'));
    }
    const data = new DataTransfer();
    data.setData('text/plain', rows.join('\\r\\n') + '\\r\\n');
    const t0 = performance.now();
    document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() =>
      resolve({ ms: performance.now() - t0, status: (document.querySelector('.tg-status') || {}).textContent || '' }), 0)));
  },
};
`;

/** Commits a typed value with Enter and times Enter → the row's total repainted (after the next frame). */
async function timeEnter(page: Page, row: number, value: string): Promise<number> {
  await page.locator(`.ag-row[row-index="${row}"] .ag-cell[col-id="y1"]`).click();
  await page.keyboard.type(value);
  await page.evaluate(`window.__bench.armEnter(${row})`);
  await page.keyboard.press('Enter');
  return (await page.evaluate('window.__done')) as number;
}

/** Pastes a rows × cols TSV block at row 1 / 第1年 through a paste event; times it to the next painted frame. */
async function timePaste(page: Page, rows: number, cols: number): Promise<{ ms: number; status: string }> {
  await page.locator('.ag-row[row-index="1"] .ag-cell[col-id="y1"]').click();
  return (await page.evaluate(`window.__bench.paste(${rows}, ${cols})`)) as { ms: number; status: string };
}

export async function run(): Promise<Record<string, number>> {
  const h = await openHarness({ prod: true });
  try {
    const page = await h.context.newPage();
    await page.addInitScript(IN_PAGE);
    const url = `${h.url}?sp=${SUB_PROJECTS}`;
    // The machine is shared: more samples, medians.
    const firstRenders: number[] = [];
    const gridRenders: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = await load(page, url);
      firstRenders.push(t.total);
      gridRenders.push(t.grid);
    }
    const rowCount = (await page.evaluate('window.__grid.api().getDisplayedRowCount()')) as number;
    const colCount = (await page.evaluate('window.__grid.api().getAllDisplayedColumns().length')) as number;

    // Leaf rows of the first sub-project (row 0 is its title): 1 整地, 2.1, 2.2, 3.1.1 …
    const leafRows = [1, 3, 4, 7, 8, 9, 10, 12, 13, 14, 16, 17];
    const enters: number[] = [];
    for (let i = 0; i < 48; i++)
      enters.push(await timeEnter(page, leafRows[i % leafRows.length]!, String(100 + i)));
    const typing = enters.slice(8); // the first edits warm up the JIT

    const pastes: number[] = [];
    let status = '';
    for (let i = 0; i < 5; i++) {
      const r = await timePaste(page, 200, 50);
      pastes.push(r.ms);
      status = r.status;
      await page.keyboard.press('Control+Z');
    }
    const figures = {
      rows: rowCount,
      columns: colCount,
      'first render, median (ms)': median(firstRenders),
      '  of which data built → grid painted (ms)': median(gridRenders),
      'Enter → total painted, p50 (ms)': median(typing),
      'Enter → total painted, p95 (ms)': percentile(typing, 95),
      'paste 10,000 cells → painted, median (ms)': median(pastes),
    };
    console.log(
      `grid bench (Chromium, production build): ${rowCount} rows × ${colCount} columns, ${SUB_PROJECTS} sub-projects`,
    );
    for (const [name, value] of Object.entries(figures).slice(2))
      console.log(`  ${name.padEnd(44)} ${value.toFixed(1)}`);
    console.log(`  paste status: ${status}`);
    return figures;
  } finally {
    await h.close();
  }
}

if (process.argv[1]?.endsWith('grid.bench.ts')) await run();
