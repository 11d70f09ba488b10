// Keyboard and mouse as an Excel analyst expects (issue 14), in Chromium with real key events against the real
// server: Shift+click, jump keys, one undo history across tabs, Ctrl+Enter / Alt+Enter, Chinese input through
// the DevTools protocol's IME, double-click caret, and 恢复已删除项 keeping the rows' order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { launchContext, screenshot, watchErrors } from './harness';
import { copyDemoVersion, entryLocators, openEntry, type DemoCopy } from './demo-version';

let ctx: BrowserContext;
let page: Page;
let cdp: CDPSession;
let errors: string[];
let copy: DemoCopy;
let L: ReturnType<typeof entryLocators>;

beforeAll(async () => {
  copy = await copyDemoVersion(`E2E键盘${Date.now().toString(36)}`);
  ctx = await launchContext();
  page = ctx.pages()[0] ?? (await ctx.newPage());
  cdp = await ctx.newCDPSession(page);
  errors = watchErrors(page);
  page.on('dialog', (d) => void d.accept());
  L = entryLocators(page);
  await openEntry(page, copy);
});
afterAll(async () => {
  if (errors.length) console.log('browser errors:', errors);
  await ctx?.close();
});

/** `rowId:colId` of the selected (highlighted) cells of a table, in page order. */
const selected = (t: Locator) =>
  t
    .locator('.ag-cell.tg-sel')
    .evaluateAll((cells) =>
      cells.map((c) => `${c.closest('.ag-row')?.getAttribute('row-id')}:${c.getAttribute('col-id')}`).sort(),
    );
/** `rowId:colId` of the active (focused) cell. */
const active = () =>
  page.evaluate(() => {
    const c = document.querySelector('.ag-cell.ag-cell-focus');
    return c ? `${c.closest('.ag-row')?.getAttribute('row-id')}:${c.getAttribute('col-id')}` : null;
  });
const cells = (rows: string[], cols: string[]) => rows.flatMap((r) => cols.map((c) => `${r}:${c}`)).sort();
const editor = () => page.locator('.ag-cell-inline-editing input');

/** Clicks a cell and waits until the grid has made it the active cell. */
async function select(c: Locator): Promise<void> {
  await c.click();
  await expect.poll(() => c.getAttribute('class')).toContain('ag-cell-focus');
}

async function press(key: string): Promise<void> {
  await page.keyboard.press(key);
}

async function openTab(name: string): Promise<void> {
  await L.tab(name).click();
  await expect.poll(() => L.activeTab().innerText()).toContain(name);
}

const YEARS = Array.from({ length: 10 }, (_, i) => `years.o${i + 1}`);

describe('grid keys', () => {
  it('Shift+click extends the selection from the active cell (8)', async () => {
    await openTab('营林成本');
    const t = L.table('/forestryCost');
    await select(L.cell(t, 'r2', 'years.o1'));
    await press('ArrowRight'); // the active cell is now o2
    await expect.poll(active).toBe('r2:years.o2');
    await L.cell(t, 'r3', 'years.o4').click({ modifiers: ['Shift'] });
    await expect.poll(() => selected(t)).toEqual(cells(['r2', 'r3'], ['years.o2', 'years.o3', 'years.o4']));
    await expect.poll(active).toBe('r2:years.o2');
    await screenshot(page, 'grid-keys-shift-click');
  });

  it('Home/End, Ctrl+Home/Ctrl+End and Ctrl+arrows jump as in Excel; Shift+Ctrl+arrows extend (10)', async () => {
    const t = L.table('/forestryCost');
    // r2 holds 400 in o1…o10 (the worked example): empty o4 to split the block
    expect(await L.cell(t, 'r2', 'years.o4').innerText()).toBe('400');
    await select(L.cell(t, 'r2', 'years.o4'));
    await press('Delete');
    await expect.poll(() => L.cell(t, 'r2', 'years.o4').innerText()).toBe('');
    await select(L.cell(t, 'r2', 'years.o1'));
    const jumps: [string, string][] = [
      ['Control+ArrowRight', 'r2:years.o3'], // the last filled cell of the block
      ['Control+ArrowRight', 'r2:years.o5'], // the next filled cell after the gap
      ['Control+ArrowRight', 'r2:total'], // o5…o10 and the linked 合计 are one block; 备注 is empty
      ['Control+ArrowLeft', 'r2:years.o5'],
      ['Control+ArrowDown', 'r3:years.o5'], // the table's edge: r3 is its last row
      ['Control+ArrowUp', 'r2:years.o5'], // r1 is a heading with nothing in its year cells
      ['Home', 'r2:name'], // the row's first input cell
      ['End', 'r2:note'], // the row's last input cell
      ['Control+Home', 'r1:name'], // the table's first input cell
      ['Control+End', 'r3:note'], // the table's last input cell
    ];
    for (const [key, target] of jumps) {
      await press(key);
      await expect.poll(active, { message: key }).toBe(target);
    }
    // back to o1 by keyboard from the pinned 项目 column (always rendered; o1 has scrolled out of view)
    await select(L.cell(t, 'r2', 'name'));
    for (let i = 0; i < 5; i++) await press('ArrowRight');
    await expect.poll(active).toBe('r2:years.o1');
    await press('Control+ArrowRight');
    await press('Control+ArrowRight');
    await expect.poll(active).toBe('r2:years.o5');
    // straight on by keyboard: the focus events of the walk above may still be queued in AG Grid, and must not
    // collapse the range (use-selection.ts)
    await press('Shift+Control+ArrowRight');
    await expect.poll(() => selected(t)).toEqual(cells(['r2'], [...YEARS.slice(4), 'total']));
    expect(await active()).toBe('r2:years.o5');
    await screenshot(page, 'grid-keys-shift-ctrl-right');
    await press('Shift+Control+ArrowLeft');
    await expect.poll(() => selected(t)).toEqual(cells(['r2'], ['years.o5']));
    await press('Shift+Control+ArrowLeft');
    await expect.poll(() => selected(t)).toEqual(cells(['r2'], ['years.o3', 'years.o4', 'years.o5']));
    await press('Shift+Control+ArrowDown');
    await expect.poll(() => selected(t)).toEqual(cells(['r2', 'r3'], ['years.o3', 'years.o4', 'years.o5']));
    await screenshot(page, 'grid-keys-jumps');
  });

  it('Ctrl+Enter writes the typed value into the whole selection as one undo step, without moving (11)', async () => {
    await openTab('建设投资');
    const t = L.table('/planting');
    const block = cells(['r4', 'r5'], ['years.c1', 'years.c2']);
    const values = () =>
      Promise.all(block.map((id) => L.cell(t, id.split(':')[0]!, id.split(':')[1]!).innerText()));
    const old = await values();
    const below = await L.cell(t, 'r7', 'years.c1').innerText();
    await select(L.cell(t, 'r4', 'years.c1'));
    await L.cell(t, 'r5', 'years.c2').click({ modifiers: ['Shift'] });
    await expect.poll(() => selected(t)).toEqual(block);
    await page.keyboard.type('7');
    await expect.poll(() => editor().count()).toBe(1);
    await press('Control+Enter');
    await expect.poll(values).toEqual(block.map(() => '7'));
    expect(await editor().count()).toBe(0);
    expect(await active()).toBe('r4:years.c1');
    expect(await selected(t)).toEqual(block);
    expect(await L.cell(t, 'r7', 'years.c1').innerText()).toBe(below);
    await screenshot(page, 'grid-keys-ctrl-enter');
    await press('Control+z'); // one step: all four back
    await expect.poll(values).toEqual(old);
    await press('Control+y');
    await expect.poll(values).toEqual(block.map(() => '7'));
  });

  it('Alt+Enter keeps the editor open with its text; nothing moves to another row (11)', async () => {
    const t = L.table('/planting');
    await select(L.cell(t, 'r2', 'note'));
    await page.keyboard.type('ab');
    await press('Alt+Enter');
    await page.keyboard.type('c');
    await expect.poll(() => editor().inputValue()).toBe('abc');
    await press('Enter');
    await expect.poll(() => L.cell(t, 'r2', 'note').innerText()).toBe('abc');
    expect(await L.cell(t, 'r4', 'note').innerText()).toBe('');
  });

  it('Chinese input on a selected cell: the composed text opens the editor, no Latin letter first (13)', async () => {
    const t = L.table('/planting');
    await select(L.cell(t, 'r4', 'note'));
    // pinyin typed into the IME, then the candidate chosen: no key events reach the page for the letters
    await cdp.send('Input.imeSetComposition', { text: 'n', selectionStart: 1, selectionEnd: 1 });
    await cdp.send('Input.imeSetComposition', { text: 'ni', selectionStart: 2, selectionEnd: 2 });
    await cdp.send('Input.imeSetComposition', { text: 'ni hao', selectionStart: 6, selectionEnd: 6 });
    await screenshot(page, 'grid-keys-ime-composing');
    await cdp.send('Input.insertText', { text: '你好' });
    await expect.poll(() => editor().inputValue()).toBe('你好');
    await page.keyboard.type('吗');
    await press('Enter');
    await expect.poll(() => L.cell(t, 'r4', 'note').innerText()).toBe('你好吗');
    // text committed without any key or composition event (handwriting, voice): into a number cell
    await select(L.cell(t, 'r7', 'years.c1'));
    await cdp.send('Input.insertText', { text: '12' });
    await expect.poll(() => editor().inputValue()).toBe('12');
    await press('Enter');
    await expect.poll(() => L.cell(t, 'r7', 'years.c1').innerText()).toBe('12');
    await screenshot(page, 'grid-keys-ime-entered');
  });

  it('double-click edits with the caret at the click; F2 appends (14)', async () => {
    const t = L.table('/planting');
    const name = L.cell(t, 'r2', 'name');
    expect(await name.innerText()).toBe('整地');
    await select(name);
    // the point between the two characters of the shown text
    const at = await name.evaluate((el) => {
      const node = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode()!;
      const range = document.createRange();
      range.setStart(node, 0);
      range.setEnd(node, 1);
      const r = range.getBoundingClientRect();
      return { x: r.right, y: r.top + r.height / 2 };
    });
    await page.mouse.dblclick(at.x, at.y);
    await expect.poll(() => editor().count()).toBe(1);
    await page.keyboard.type('X');
    await press('Enter');
    await expect.poll(() => name.innerText()).toBe('整X地');
    const other = L.cell(t, 'r4', 'name');
    await select(other);
    await press('F2');
    await page.keyboard.type('Y');
    await press('Enter');
    await expect.poll(() => other.innerText()).toBe('栽植Y');
  });

  it('one undo history for the version: Ctrl+Z after switching tabs, and on another tab’s edit (9)', async () => {
    await openTab('营林成本');
    const o1 = () => L.cell(L.table('/forestryCost'), 'r3', 'years.o1');
    const old = await o1().innerText();
    await select(o1());
    await page.keyboard.type('123');
    await press('Enter');
    await expect.poll(() => o1().innerText()).toBe('123');
    await openTab('建设投资');
    await openTab('营林成本');
    await expect.poll(() => o1().innerText()).toBe('123');
    await press('Control+z'); // the focus is on the tab just clicked
    await expect.poll(() => o1().innerText()).toBe(old);
    await press('Control+y');
    await expect.poll(() => o1().innerText()).toBe('123');

    await openTab('建设投资');
    const c1 = () => L.cell(L.table('/planting'), 'r5', 'years.c1');
    const c1Old = await c1().innerText();
    await select(c1());
    await page.keyboard.type('401');
    await press('Enter');
    await expect.poll(() => c1().innerText()).toBe('401');
    await press('Control+z');
    await expect.poll(() => c1().innerText()).toBe(c1Old);
    // the next step back is on 营林成本: the tab opens, the cell is reverted and selected
    await press('Control+z');
    await expect.poll(() => L.activeTab().innerText()).toContain('营林成本');
    await expect.poll(() => o1().innerText()).toBe(old);
    await expect.poll(active).toBe('r3:years.o1');
    expect(await selected(L.table('/forestryCost'))).toEqual(['r3:years.o1']);
    await screenshot(page, 'grid-keys-undo-other-tab');
    await press('Control+y');
    await expect.poll(() => o1().innerText()).toBe('123');
    await press('Control+y');
    await expect.poll(() => L.activeTab().innerText()).toContain('建设投资');
    await expect.poll(() => c1().innerText()).toBe('401');
    await expect.poll(active).toBe('r5:years.c1');
  });

  it('恢复已删除项 and undo bring rows back in their original order (15)', async () => {
    await openTab('成本费用与流动资金');
    const pc = L.table('/productionCost');
    await pc.waitFor();
    /** Row numbers in page order (what text selection, copy and screen readers see). */
    const order = () =>
      pc
        .locator('.ag-row')
        .evaluateAll((rows) =>
          rows.map((r) => r.querySelector('[col-id="no"]')?.textContent ?? '').filter((no) => no !== ''),
        );
    expect(await order()).toEqual(['1.1', '1.2', '1.3', '1.4']);
    const remove = async (id: string) => {
      await select(L.cell(pc, id, 'name'));
      await pc.getByRole('button', { name: '删除此项' }).click();
      await expect.poll(() => pc.locator(`.ag-row[row-id="${id}"]`).count()).toBe(0);
    };
    await remove('p13');
    await remove('p14');
    expect(await order()).toEqual(['1.1', '1.2']);
    await press('Control+z');
    await expect.poll(order).toEqual(['1.1', '1.2', '1.4']);
    await press('Control+z');
    await expect.poll(order).toEqual(['1.1', '1.2', '1.3', '1.4']);
    await remove('p14');
    await remove('p13');
    await pc.getByRole('button', { name: '恢复已删除项' }).click();
    await expect.poll(order).toEqual(['1.1', '1.2', '1.3', '1.4']);
    expect(await pc.innerText()).toMatch(/1\.1[\s\S]*1\.2[\s\S]*1\.3[\s\S]*1\.4/);
    await screenshot(page, 'grid-keys-restored');
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });
});
