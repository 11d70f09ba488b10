// 下载录入模板 on the entry screen (issue 17 part 2), in Chromium: a fresh version's 空白模板 is downloaded from the
// header menu (only the 录入 sheets and the hidden 录入结构 sheet), filled in with exceljs as a user would in Excel,
// brought back with 从Excel导入 (preview counts, applied, saved); the menu waits while edits are unsaved (请先保存),
// and 含当前数据 then carries the saved values.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import type { InstanceContext } from '../../src/core/template/types';
import { registry } from '../../schemas';
import { inputSheetTables } from '../../src/core/workbook/read-inputs';
import { STRUCTURE_SHEET } from '../../src/core/workbook/structure';
import { type CellPlace, inputCellPlace, versionData, XLSX_TYPE } from './input-workbook';
import { api, apiLogin, demoProject, launchContext, screenshot, watchErrors } from './harness';
import { entryLocators, openEntry, type DemoCopy } from './demo-version';

let ctx: BrowserContext;
let page: Page;
let errors: string[];
let fresh: DemoCopy;
let token: string;
let L: ReturnType<typeof entryLocators>;

beforeAll(async () => {
  token = (await apiLogin()).access_token;
  // a new version of the demo project, nothing copied: the demo's sub-projects, no inputs
  const { projectId } = await demoProject(token);
  const name = `E2E模板${Date.now().toString(36)}`;
  const created = await api<{ id: number }>(`/v1/forestry_project/create_version/${projectId}`, token, {
    method: 'POST',
    body: JSON.stringify({ version: name, id: projectId }),
  });
  const versionId = created.body.data.id;
  expect((await api(`/v1/project_compute/generate_templates/${versionId}`, token)).body.message).toBe(
    'success',
  );
  fresh = { versionId, projectId, name };
  ctx = await launchContext();
  page = ctx.pages()[0] ?? (await ctx.newPage());
  errors = watchErrors(page);
  page.on('dialog', (d) => void d.accept());
  L = entryLocators(page);
});
afterAll(async () => {
  if (errors.length) console.log('browser errors:', errors);
  await ctx?.close();
});

const menuButton = () => page.getByRole('button', { name: '下载录入模板' });

/** Opens the 下载录入模板 menu, picks `item` and returns the downloaded workbook and its name. */
async function downloadTemplate(item: '含当前数据' | '空白模板') {
  await menuButton().click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  return { wb, name: download.suggestedFilename() };
}

describe('下载录入模板', () => {
  const species = () => L.table('/species');
  let speciesKey: string;
  let plantingKey: string;
  let progressKey: string;
  let filled: Buffer;

  it('downloads the 空白模板 of a fresh version: only its 录入 sheets and the hidden 录入结构 sheet', async () => {
    await openEntry(page, fresh);
    await menuButton().click();
    await page.getByRole('menuitem', { name: '空白模板' }).waitFor();
    await page.waitForTimeout(300); // the menu's opening transition
    await page.screenshot({
      path: (await screenshot(page, 'entry-template-page')).replace('-page.png', '-menu.png'),
      clip: { x: 0, y: 0, width: 1440, height: 260 },
    });
    await page.keyboard.press('Escape');

    const { wb, name } = await downloadTemplate('空白模板');
    expect(name).toMatch(new RegExp(`_${fresh.name}_空白录入模板_\\d{8}\\.xlsx$`));
    const data = await versionData(fresh.versionId, token);
    const c = { ...(data.context as InstanceContext), areaUnit: data.area_unit };
    const expected = inputSheetTables(registry, c, data.stored).map((s) => s.sheet);
    expect(wb.worksheets.map((w) => w.name)).toEqual([...expected, STRUCTURE_SHEET]);
    expect(wb.getWorksheet(STRUCTURE_SHEET)!.state).toBe('hidden');

    const sp = c.subProjects[0]!.id;
    speciesKey = `tab0/${sp}/species`;
    plantingKey = `tab1/${sp}/planting`;
    progressKey = `tab0/${sp}/progress`;
    const cells = {
      // what a fresh version needs before it can be saved: 建设面积, 造林进度 summing to 100, the species' share
      area: inputCellPlace(c, data.stored, `tab0/${sp}/subProject`, 'area', 'value'),
      p1: inputCellPlace(c, data.stored, `tab0/${sp}/progress`, 'pct', 'years.c1'),
      p2: inputCellPlace(c, data.stored, `tab0/${sp}/progress`, 'pct', 'years.c2'),
      share: inputCellPlace(c, data.stored, speciesKey, 's1', 'sharePct'),
      density: inputCellPlace(c, data.stored, speciesKey, 's1', 'density'),
      c1: inputCellPlace(c, data.stored, plantingKey, 'r2', 'years.c1'),
      c2: inputCellPlace(c, data.stored, plantingKey, 'r2', 'years.c2'),
    };
    const at = (p: CellPlace) => wb.getWorksheet(p.sheet)!.getCell(p.row, p.col);
    // a fresh version: the cells are empty in the template
    expect(Object.values(cells).map((p) => at(p).value)).toEqual(Object.values(cells).map(() => null));
    // filled in "Excel"
    at(cells.area).value = 1000;
    at(cells.p1).value = 60;
    at(cells.p2).value = 40;
    at(cells.share).value = 100;
    at(cells.density).value = 2500;
    at(cells.c1).value = 120;
    at(cells.c2).value = 80.5;
    filled = Buffer.from(await wb.xlsx.writeBuffer());
  });

  it('imports the filled template with 从Excel导入: preview, apply, 暂存', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '从Excel导入' }).click();
    await (
      await chooser
    ).setFiles({ name: '空白录入模板（已填写）.xlsx', mimeType: XLSX_TYPE, buffer: filled });
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const summary = dialog.getByTestId('import-summary');
    await expect
      .poll(() => summary.innerText(), { timeout: 30000 })
      .toContain('将修改 4 张表中的 7 个单元格');
    expect(await summary.innerText()).not.toContain('未能导入');
    const countOf = (key: string) =>
      dialog.locator(`tr[data-table="${key}"] [data-testid="import-count"]`).innerText();
    expect(await countOf(speciesKey)).toBe('2');
    expect(await countOf(progressKey)).toBe('2');
    expect(await countOf(plantingKey)).toBe('2');
    expect(await dialog.locator(`tr[data-table="${plantingKey}"]`).innerText()).toContain('120');
    await dialog.getByRole('button', { name: '应用导入' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.locator('[data-table$="/species"]').first().scrollIntoViewIfNeeded();
    await species().waitFor();
    await expect.poll(() => L.cell(species(), 's1', 'density').innerText()).toBe('2500');
    // unsaved edits: the template would not hold them, so the menu waits — 请先保存
    expect(await menuButton().isDisabled()).toBe(true);
    await page.getByTestId('input-template').hover();
    await expect.poll(() => page.getByRole('tooltip').innerText()).toContain('请先保存');
    await page.waitForTimeout(300); // the tooltip's transition
    await page.screenshot({
      path: (await screenshot(page, 'entry-template-page')).replace('-page.png', '-unsaved.png'),
      clip: { x: 0, y: 0, width: 1440, height: 260 },
    });

    // (tab 1's cells are checked in the saved data below: a fresh version's tab 0 has errors, so 下一步 stays put)
    await page.getByRole('button', { name: '暂存' }).click();
    await page.getByText('暂存成功').first().waitFor();
    await expect.poll(() => page.getByRole('tab', { name: /\*/ }).count()).toBe(0);
    const data = await versionData(fresh.versionId, token);
    expect(data.stored[plantingKey]!.cells['r2:years.c1']).toBe('120');
    expect(data.stored[plantingKey]!.cells['r2:years.c2']).toBe('80.5');
    expect(data.stored[speciesKey]!.cells['s1:density']).toBe('2500');
    expect(data.stored[progressKey]!.cells['pct:years.c1']).toBe('60');
  });

  it('saved: the menu is enabled again and 含当前数据 carries the saved values', async () => {
    await expect.poll(() => menuButton().isDisabled()).toBe(false);
    const { wb, name } = await downloadTemplate('含当前数据');
    expect(name).toMatch(new RegExp(`_${fresh.name}_录入模板_\\d{8}\\.xlsx$`));
    const data = await versionData(fresh.versionId, token);
    const c = { ...(data.context as InstanceContext), areaUnit: data.area_unit };
    const p = inputCellPlace(c, data.stored, plantingKey, 'r2', 'years.c1');
    expect(wb.getWorksheet(p.sheet)!.getCell(p.row, p.col).value).toBe(120);
    const d = inputCellPlace(c, data.stored, speciesKey, 's1', 'density');
    expect(wb.getWorksheet(d.sheet)!.getCell(d.row, d.col).value).toBe(2500);
    expect(errors).toEqual([]);
  });
});
