// 从Excel导入 on the entry screen (issue 17), in Chromium through the real file chooser: the demo's exported
// workbook edited with exceljs (two numbers on two tabs, a text in a number cell, a row the template does not have,
// an unknown sheet) is previewed with its counts and refused cells, applied as one batch, undone and redone with
// one Ctrl+Z / Ctrl+Y, saved with 暂存 and found again after a reload; files too big or not xlsx are refused at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { InstanceContext } from '../../src/core/template/types';
import { cellAddress } from '../../src/core/workbook/cell-address';
import { type CellPlace, inputCellPlace, versionData, XLSX_TYPE } from './input-workbook';
import { apiLogin, baseURL, completedDemoVersion, launchContext, screenshot, watchErrors } from './harness';
import { copyDemoVersion, entryLocators, openEntry, type DemoCopy } from './demo-version';

let ctx: BrowserContext;
let page: Page;
let errors: string[];
let copy: DemoCopy;
let token: string;
let exported: Buffer;
let L: ReturnType<typeof entryLocators>;

beforeAll(async () => {
  copy = await copyDemoVersion(`E2E导入${Date.now().toString(36)}`);
  token = (await apiLogin()).access_token;
  // the demo's computed version has the same sub-projects and inputs: its 下载全部报表 is a workbook of this shape
  const done = await completedDemoVersion(token);
  const res = await fetch(`${baseURL()}/v1/project_compute/export/${done.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  exported = Buffer.from(await res.arrayBuffer());
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

/** Picks a file through the page's real file chooser (the 从Excel导入 button). */
async function importFile(name: string, buffer: Buffer, mimeType = XLSX_TYPE): Promise<Locator> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '从Excel导入' }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

const planting = () => L.table('/planting');
const species = () => L.table('/species');
/** 树种比例表 is far down tab 0: its grid mounts once scrolled to. */
async function showSpecies(): Promise<void> {
  await page.locator('[data-table$="/species"]').first().scrollIntoViewIfNeeded();
  await species().waitFor();
}

describe('从Excel导入', () => {
  let cells: {
    density: CellPlace;
    c1: CellPlace;
    c2: CellPlace;
  };
  let before: { density: string; c1: string; c2: string };
  let speciesKey: string;
  let plantingKey: string;

  it('refuses a file too big, a file that is not .xlsx and a fake .xlsx at once, nothing read', async () => {
    await openEntry(page, copy);
    let dialog = await importFile('数据.csv', Buffer.from('a,b\n1,2\n'), 'text/csv');
    await expect
      .poll(() => dialog.getByTestId('import-refused').innerText())
      .toContain('「数据.csv」不是 Excel 工作簿（.xlsx）');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    dialog = await importFile('伪装.xlsx', Buffer.from('这不是工作簿'));
    await expect
      .poll(() => dialog.getByTestId('import-refused').innerText())
      .toContain('文件不是 Excel 工作簿（.xlsx）');
    await dialog.getByRole('button', { name: '关闭' }).click();
    const big = Buffer.alloc(21 * 1024 * 1024);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    dialog = await importFile('很大.xlsx', big);
    await expect
      .poll(() => dialog.getByTestId('import-refused').innerText())
      .toContain('文件过大（21.0 MB），工作簿不能超过 20 MB');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('previews the edited export: counts per table, every refused cell with sheet, address and reason', async () => {
    const data = await versionData(copy.versionId, token);
    const c = { ...(data.context as InstanceContext), areaUnit: data.area_unit };
    const sp = c.subProjects[0]!.id;
    speciesKey = `tab0/${sp}/species`;
    plantingKey = `tab1/${sp}/planting`;
    cells = {
      density: inputCellPlace(c, data.stored, speciesKey, 's1', 'density'),
      c1: inputCellPlace(c, data.stored, plantingKey, 'r2', 'years.c1'),
      c2: inputCellPlace(c, data.stored, plantingKey, 'r2', 'years.c2'),
    };
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported as unknown as ArrayBuffer);
    const at = (p: CellPlace) => wb.getWorksheet(p.sheet)!.getCell(p.row, p.col);
    before = {
      density: String(at(cells.density).value),
      c1: String(at(cells.c1).value),
      c2: String(at(cells.c2).value),
    };
    // the untouched export first: nothing to import
    let dialog = await importFile('算例.xlsx', exported);
    await expect
      .poll(() => dialog.getByTestId('import-summary').innerText(), { timeout: 30000 })
      .toContain('工作簿与当前数据一致，没有需要导入的修改');
    expect(await dialog.getByRole('button', { name: '应用导入' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });

    at(cells.density).value = 3333;
    at(cells.c1).value = 123.45;
    at(cells.c2).value = '约五百';
    wb.getWorksheet(cells.c1.sheet)!.getCell(cells.c1.lastRow + 2, 3).value = 8;
    wb.addWorksheet('录入-不存在的子项目-投资');
    const edited = Buffer.from(await wb.xlsx.writeBuffer());
    dialog = await importFile('算例（已修改）.xlsx', edited);
    const summary = dialog.getByTestId('import-summary');
    await expect
      .poll(() => summary.innerText(), { timeout: 30000 })
      .toContain('将修改 2 张表中的 2 个单元格');
    expect(await summary.innerText()).toContain('3 处未能导入');
    const ms = Number(/读取用时 ([\d.]+) 秒/.exec(await summary.innerText())?.[1]);
    console.log(`reading the demo export (${(edited.length / 1024).toFixed(0)} KB) in the worker: ${ms} s`);
    const rows = dialog.getByTestId('import-tables').locator('tbody tr');
    expect(await rows.count()).toBe(2);
    const countOf = (key: string) =>
      dialog.locator(`tr[data-table="${key}"] [data-testid="import-count"]`).innerText();
    expect(await countOf(speciesKey)).toBe('1');
    expect(await countOf(plantingKey)).toBe('1');
    expect(await dialog.locator(`tr[data-table="${plantingKey}"]`).innerText()).toContain(
      `${cellAddress(cells.c1.row, cells.c1.col)} `,
    );
    expect(await dialog.locator(`tr[data-table="${plantingKey}"]`).innerText()).toContain(
      `${before.c1} → 123.45`,
    );
    const refused = await dialog.getByTestId('import-refusals').innerText();
    expect(refused).toContain(
      `${cells.c2.sheet}\t${cellAddress(cells.c2.row, cells.c2.col)}\t数字单元格中是文字「约五百」`,
    );
    expect(refused).toContain(
      `${cells.c1.sheet}\t${cellAddress(cells.c1.lastRow + 2, 3)}\t模板没有这一行，该行未导入`,
    );
    expect(refused).toContain('录入-不存在的子项目-投资\t整表\t未知的子项目或工作表，整表未导入');
    await page.waitForTimeout(300); // the modal's opening transition
    await dialog.screenshot({
      path: (await screenshot(page, 'entry-import-page')).replace('-page.png', '-preview.png'),
    });
  });

  it('applies as one batch: the grids show it, one Ctrl+Z undoes all of it, Ctrl+Y brings it back', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '应用导入' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await showSpecies(); // mounted after the import: the grid takes the imported value
    const density = L.cell(species(), 's1', 'density');
    await expect.poll(() => density.innerText()).toBe('3333');
    // both tabs changed: each is marked unsaved
    await expect.poll(() => L.tab(/建设投资/).innerText()).toContain('*');
    await page.getByTestId('entry-header').locator('h4').click(); // the keys go to the page, not a grid
    await page.keyboard.press('Control+Z');
    await expect.poll(() => density.innerText()).not.toBe('3333');
    expect(await density.innerText()).toBe(before.density);
    await page.keyboard.press('Control+Y');
    await expect.poll(() => density.innerText()).toBe('3333');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => density.innerText()).not.toBe('3333');
    // undone on tab 1 as well (the tab opens with the worker's values)
    await L.tab(/建设投资/).click();
    await planting().waitFor();
    await expect.poll(() => L.cell(planting(), 'r2', 'years.c1').innerText()).toBe(before.c1);
    // redo from there, then 暂存 saves both tabs
    await page.getByTestId('entry-header').locator('h4').click(); // the keys go to the page, not a grid
    await page.keyboard.press('Control+Y');
    await expect.poll(() => L.cell(planting(), 'r2', 'years.c1').innerText()).toBe('123.45');
    expect(await L.cell(planting(), 'r2', 'years.c2').innerText()).toBe(before.c2);
  });

  it('is saved with 暂存 like any edit (both tabs) and is there after a reload', async () => {
    await page.getByRole('button', { name: '暂存' }).click();
    await page.getByText('暂存成功').first().waitFor();
    await expect.poll(() => page.getByRole('tab', { name: /\*/ }).count()).toBe(0);
    const data = await versionData(copy.versionId, token);
    expect(data.stored[plantingKey]!.cells['r2:years.c1']).toBe('123.45');
    expect(data.stored[speciesKey]!.cells['s1:density']).toBe('3333');
    await page.reload();
    await L.tab(/建设投资/).click();
    await planting().waitFor();
    expect(await page.getByTestId('draft-banner').count()).toBe(0);
    await expect.poll(() => L.cell(planting(), 'r2', 'years.c1').innerText()).toBe('123.45');
    await L.tab(/项目概况/).click();
    await showSpecies();
    await expect.poll(() => L.cell(species(), 's1', 'density').innerText()).toBe('3333');
  });
});
