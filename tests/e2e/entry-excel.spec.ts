// The entry grid as an Excel analyst uses it (issue 14), in Chromium with real key events and the real clipboard:
// typing along a row with Tab, a typed value surviving a reload, copy and paste of finance formats, refused
// cells named, blocks running past the table, cut and paste.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { launchContext, watchErrors } from './harness';
import { copyDemoVersion, entryLocators, openEntry, type DemoCopy } from './demo-version';

let ctx: BrowserContext;
let page: Page;
let errors: string[];
let copy: DemoCopy;
let L: ReturnType<typeof entryLocators>;

beforeAll(async () => {
  copy = await copyDemoVersion(`E2E表格${Date.now().toString(36)}`);
  ctx = await launchContext();
  page = ctx.pages()[0] ?? (await ctx.newPage());
  errors = watchErrors(page);
  page.on('dialog', (d) => void d.accept()); // beforeunload on reload with unsaved edits
  L = entryLocators(page);
});
afterAll(async () => {
  if (errors.length) console.log('browser errors:', errors);
  await ctx?.close();
});

const table = (suffix: string): Locator => L.table(suffix);
const cell = (t: Locator, row: string, col: string): Locator => L.cell(t, row, col);
const activeTab = () => L.activeTab();
const tab = (name: string | RegExp) => L.tab(name);
const status = (t: Locator): Locator => t.locator('.tg-status');
const byIndex = (t: Locator, i: number, col: string): Locator =>
  t.locator(`.ag-row[row-index="${i}"] .ag-cell[col-id="${col}"]`).first();
/** The cell holding the keyboard focus: `row-id:col-id`. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement?.closest('.ag-cell');
    return el ? `${el.closest('.ag-row')?.getAttribute('row-id')}:${el.getAttribute('col-id')}` : null;
  });

async function open(tabName: string, suffix: string): Promise<Locator> {
  await tab(tabName).click();
  const t = table(suffix);
  await t.waitFor();
  return t;
}

/** Clicks a cell and waits until the grid has made it the active cell. */
async function select(c: Locator): Promise<void> {
  await c.click();
  await expect.poll(() => c.getAttribute('class')).toContain('ag-cell-focus');
}

async function writeClipboard(items: Record<string, string>): Promise<void> {
  await page.evaluate(async (data) => {
    const blobs = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, new Blob([v], { type: k })]));
    await navigator.clipboard.write([new ClipboardItem(blobs)]);
  }, items);
}

/** A screenshot of one table (its status line included) under tmp/screenshots, to look at. */
async function shoot(t: Locator, name: string): Promise<void> {
  // the page's notifications of earlier pastes (3 s) would cover the table
  await expect.poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 8000 }).toBe(0);
  const dir = resolve(import.meta.dirname, '../../tmp/screenshots');
  mkdirSync(dir, { recursive: true });
  await t.screenshot({ path: `${dir}/${name}.png` });
}

async function readClipboard(): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const out: Record<string, string> = {};
    for (const item of await navigator.clipboard.read())
      for (const type of item.types) out[type] = await (await item.getType(type)).text();
    return out;
  });
}

describe('typing', () => {
  it('keeps every value typed along a row with Tab; Enter goes back to the first column, one row down', async () => {
    await openEntry(page, copy);
    await page.getByTestId('subproject-menu').waitFor();
    const cost = await open('营林成本', '/forestryCost');
    await select(cell(cost, 'r2', 'years.o1'));
    for (const v of ['5', '6', '7']) {
      await page.keyboard.type(v);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('8');
    await page.keyboard.press('Enter');
    for (const [col, v] of [
      ['years.o1', '5'],
      ['years.o2', '6'],
      ['years.o3', '7'],
      ['years.o4', '8'],
    ] as const)
      await expect.poll(() => cell(cost, 'r2', col).innerText()).toBe(v);
    await expect.poll(focused).toBe('r3:years.o1');
  });
});

/** The stored value of a cell, read the way a user would: select it, Ctrl+C, the clipboard's text/plain. */
async function stored(c: Locator): Promise<string> {
  await select(c);
  await page.keyboard.press('Control+C');
  return ((await readClipboard())['text/plain'] ?? '').replace(/\r\n$/, '');
}

describe('drafts', () => {
  it('keeps a value still open in a cell editor over a reload, and reopens the tab the user was on', async () => {
    const cost = table('/forestryCost');
    await select(cell(cost, 'r3', 'years.o2'));
    await page.keyboard.type('1666'); // no Enter
    await page.reload();
    const banner = page.getByTestId('draft-banner');
    await banner.waitFor();
    expect(await activeTab().innerText()).toContain('营林成本');
    await banner.getByRole('button', { name: '恢复未保存的修改' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => cell(table('/forestryCost'), 'r3', 'years.o2').innerText()).toBe('1666');
    expect(await cell(table('/forestryCost'), 'r2', 'years.o3').innerText()).toBe('7');
    expect(await activeTab().innerText()).toContain('营林成本');
  });
});

describe('copy and paste', () => {
  it('pastes finance formats: ¥ and accounting negatives, the accounting zero, a trailing minus', async () => {
    const cost = table('/forestryCost');
    await select(cell(cost, 'r2', 'years.o1'));
    await writeClipboard({ 'text/plain': '¥1,234.50\t(¥1,234.00)\t ¥ -  \t1234-\t$7\r\n' });
    await page.keyboard.press('Control+V');
    await expect.poll(() => cell(cost, 'r2', 'years.o1').innerText()).toBe('1234.5');
    expect(await cell(cost, 'r2', 'years.o2').innerText()).toBe('-1234');
    expect(await cell(cost, 'r2', 'years.o3').innerText()).toBe('0');
    expect(await cell(cost, 'r2', 'years.o4').innerText()).toBe('-1234');
    expect(await cell(cost, 'r2', 'years.o5').innerText()).toBe('7');
    expect(await status(cost).innerText()).toBe('已粘贴 5 个单元格');
    // negative costs would stop the tab from being saved when the next test moves on: one undo takes the paste back
    await page.keyboard.press('Control+Z');
    await expect.poll(() => cell(cost, 'r2', 'years.o2').innerText()).toBe('6');
  });

  it('copies stored values on a 2-dp tab; a copy and paste inside the grid keeps the full value', async () => {
    const loans = await open('资金筹措', '/loans');
    const rate = cell(loans, 'bank1', 'ratePct');
    await select(rate);
    await page.keyboard.type('1.23456');
    await page.keyboard.press('Enter');
    await expect.poll(() => rate.innerText()).toBe('1.23');
    await select(rate);
    await page.keyboard.press('Control+C');
    const copied = await readClipboard();
    expect(copied['text/plain']).toBe('1.23456\r\n');
    expect(copied['text/html']).toContain('<td x:num="1.23456">1.23</td>');
    const params = table('/financingParams');
    const target = cell(params, 'wcLoanRatePct', 'value');
    await select(target);
    await page.keyboard.press('Control+V');
    await expect.poll(() => target.innerText()).toBe('1.23');
    expect(await stored(target)).toBe('1.23456');
  });

  it('reads 12.5% as 0.125 in a plain number column and as 12.5 in a % column', async () => {
    const loans = table('/loans');
    await select(cell(loans, 'bank1', 'ratePct'));
    await writeClipboard({ 'text/plain': '12.5%' });
    await page.keyboard.press('Control+V');
    await expect.poll(() => cell(loans, 'bank1', 'ratePct').innerText()).toBe('12.50');
    expect(await stored(cell(loans, 'bank1', 'ratePct'))).toBe('12.5');
    await select(cell(loans, 'bank1', 'years.c1'));
    await writeClipboard({ 'text/plain': '12.5%' });
    await page.keyboard.press('Control+V');
    await expect.poll(() => cell(loans, 'bank1', 'years.c1').innerText()).toBe('0.13');
    expect(await stored(cell(loans, 'bank1', 'years.c1'))).toBe('0.125');
  });

  it('takes the raw values of an Excel HTML table over the displayed text', async () => {
    const params = table('/financingParams');
    await select(cell(params, 'wcLoanPct', 'value'));
    await writeClipboard({
      'text/plain': '12.35%\r\n3.14\r\n',
      'text/html':
        '<html xmlns:x="urn:schemas-microsoft-com:office:excel"><body><table>' +
        '<tr><td x:num="0.123456">12.35%</td></tr><tr><td x:num="3.14159">3.14</td></tr></table></body></html>',
    });
    await page.keyboard.press('Control+V');
    await expect.poll(() => cell(params, 'wcLoanPct', 'value').innerText()).toBe('12.35');
    expect(await stored(cell(params, 'wcLoanPct', 'value'))).toBe('12.3456');
    expect(await stored(cell(params, 'wcLoanRatePct', 'value'))).toBe('3.14159');
  });

  it('names refused cells on the status line and counts the cells outside a fixed table', async () => {
    const params = table('/financingParams');
    await select(cell(params, 'shortTermRatePct', 'value'));
    await writeClipboard({ 'text/plain': 'abc\r\n公里\r\n5\r\n' });
    await page.keyboard.press('Control+V');
    await expect
      .poll(() => status(params).innerText())
      .toBe(
        '已粘贴 0 个单元格；1 个单元格超出表格范围，未粘贴；2 个单元格未粘贴：' +
          '短期借款年利率(%)(参考现行1年期LPR，可修改) 数值 输入的值必须为数字、运营期资金缺口弥补方式 数值 请选择列表中的选项',
      );
    expect(await status(params).getAttribute('data-kind')).toBe('error');
    expect(await cell(params, 'deficitPolicy', 'value').innerText()).toBe('短期借款');
    await shoot(params, 'grid-paste-refused');
  });

  it('adds the rows a pasted block needs to a list table', async () => {
    const loans = table('/loans');
    await select(cell(loans, 'bank1', 'name'));
    await writeClipboard({ 'text/plain': '银行借款A\t4.5\r\n银行借款B\t4.9\r\n银行借款C\t5.1\r\n' });
    await page.keyboard.press('Control+V');
    await expect.poll(() => byIndex(loans, 2, 'name').innerText(), { timeout: 10000 }).toBe('银行借款C');
    expect(await byIndex(loans, 1, 'name').innerText()).toBe('银行借款B');
    expect(await byIndex(loans, 2, 'ratePct').innerText()).toBe('5.10');
    expect(await byIndex(loans, 2, 'no').innerText()).toBe('3');
    expect(await status(loans).innerText()).toBe('已粘贴 6 个单元格，新增 2 行');
    // the rows are the page's (saved with the tab): their ids are the template's, not the grid's own (u…)
    const ids = await loans
      .locator('.ag-row[row-id]')
      .evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('row-id') ?? ''))]);
    expect(ids).toHaveLength(3);
    expect(ids.filter((id) => id.startsWith('u'))).toEqual([]);
    await shoot(loans, 'grid-paste-grown');
  });

  it('cut marks the range and clears it only when the paste lands; Esc cancels the cut', async () => {
    const loans = table('/loans');
    const from = byIndex(loans, 0, 'years.c1');
    const to = byIndex(loans, 2, 'years.c2');
    await select(from);
    await page.keyboard.press('Control+X');
    await expect
      .poll(() => from.getAttribute('class'))
      .toMatch(/tg-cut-t.*tg-cut-b.*tg-cut-l.*tg-cut-r|tg-cut-/);
    for (const edge of ['tg-cut-t', 'tg-cut-b', 'tg-cut-l', 'tg-cut-r'])
      expect(await from.getAttribute('class')).toContain(edge);
    expect(await from.innerText()).toBe('0.13'); // not cleared yet
    expect(await status(loans).innerText()).toBe(
      '已剪切 1 个单元格：选择目标单元格后按 Ctrl+V 粘贴，Esc 取消',
    );
    await shoot(loans, 'grid-cut-marquee');
    await page.keyboard.press('Escape');
    await expect.poll(() => from.getAttribute('class')).not.toContain('tg-cut-');
    expect(await status(loans).innerText()).toBe('');
    await page.keyboard.press('Control+X');
    await expect.poll(() => from.getAttribute('class')).toContain('tg-cut-t');
    await select(to);
    await page.keyboard.press('Control+V');
    await expect.poll(() => to.innerText()).toBe('0.13');
    await expect.poll(() => from.innerText()).toBe('');
    expect(await from.getAttribute('class')).not.toContain('tg-cut-');
    // one undo step puts both back
    await page.keyboard.press('Control+Z');
    await expect.poll(() => from.innerText()).toBe('0.13');
    expect(await to.innerText()).toBe('');
  });

  it('a cut pasted into another table clears its range there', async () => {
    const loans = table('/loans');
    const params = table('/financingParams');
    const from = byIndex(loans, 1, 'ratePct');
    const to = cell(params, 'wcLoanRatePct', 'value');
    const fromBelow = byIndex(loans, 2, 'ratePct');
    await select(from);
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Control+X');
    await expect.poll(() => fromBelow.getAttribute('class')).toContain('tg-cut-b');
    expect(await from.getAttribute('class')).toContain('tg-cut-t');
    expect(await from.getAttribute('class')).not.toContain('tg-cut-b');
    await shoot(loans, 'grid-cut-marquee-range');
    await select(to);
    await page.keyboard.press('Control+V');
    await expect.poll(() => to.innerText()).toBe('4.90');
    expect(await cell(params, 'shortTermRatePct', 'value').innerText()).toBe('5.10');
    // the cleared rates fall back to their default (3.50)
    await expect.poll(() => from.innerText()).toBe('3.50');
    expect(await fromBelow.innerText()).toBe('3.50');
    expect(await from.getAttribute('class')).not.toContain('tg-cut-');
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });
});
