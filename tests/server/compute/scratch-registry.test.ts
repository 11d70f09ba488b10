// The server with a scratch registry (a new tab with a display-only column, a quantity × price income line and a
// moved table): a version saved before the move keeps its values (read, generate, save, submit, export), the
// submitted result shows the line and the workbook's 录入 sheets show the new tab with its note.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStored, storedFromInput } from '../../../server/services/compute/import-input';
import { computeModel, type ModelInput } from '../../../src/core/engine';
import { Decimal } from '../../../src/core/money/decimal';
import { scratchRegistry } from '../../core/template/fixtures/scratch-registry';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { swapTemplates } from '../helpers/swap-registry';
import { createCast, type Cast } from '../projects/fixtures';
import { createTeaGarden, teaGarden as input } from './tea-garden';

const before: ModelInput = { ...input, contingency: { ...input.contingency, basicRatePct: '8' } };
const O = input.meta.O;
const qty = Array.from({ length: O }, (_, i) => String(200 + 5 * i));
const price = Array.from({ length: O }, () => '45.5');
const amounts = qty.map((q, i) => new Decimal(q).times(price[i]!).div(10000).toString());

describe.each(dbTargets())('a scratch registry on the server (%s)', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  let versionId: number;
  let spKey: string;
  let restore: (() => void) | null = null;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cast = await createCast(t);
    ({ versionId, spKey } = await createTeaGarden(t, cast.owner.token, '碳汇项目'));
    const sp = input.subProjects[0]!;
    await get(`/v1/project_compute/generate_templates/${versionId}`);
    // Saved with the app's templates: 预备费 lives in tab 1.
    await importStored(
      t.deps.db,
      versionId,
      storedFromInput(before, new Map([[sp.id, spKey]])),
      cast.owner.id,
      t.clock.now(),
    );
    restore = swapTemplates(scratchRegistry.templates);
  });
  afterAll(async () => {
    restore?.();
    await t.close();
  });

  const get = (url: string) => t.call({ method: 'GET', url, token: cast.owner.token });
  const storedKeys = async () =>
    (
      await t.deps.db
        .selectFrom('version_inputs')
        .select(['template_key', 'table_id'])
        .where('version_id', '=', versionId)
        .execute()
    ).map((r) => `${r.template_key}/${r.table_id}`);

  it('shows the moved table with the values saved before the move', async () => {
    expect(await storedKeys()).toContain('tab1/contingency');
    const data = await get(`/v1/project_compute/version_data/${versionId}`);
    expect(data.body_.data.stored['tabC/-/contingency'].cells['basicRatePct:value']).toBe('8');
    expect(data.body_.data.stored['tab1/-/contingency']).toBeUndefined();
    const tab = await get(`/v1/project_compute/read_template/${versionId}?key=tabC`);
    const moved = tab.body_.data.sections[0].tables.find(
      (x: { tableId: string }) => x.tableId === 'contingency',
    );
    expect(moved.rows.find((r: { id: string }) => r.id === 'basicRatePct').cells.value.value).toBe('8');
  });

  it('saves the new income table with its display-only note', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/project_compute/update_table',
      token: cast.owner.token,
      payload: {
        version_id: versionId,
        template_id: 'tabC',
        tables: [
          {
            table_id: 'carbon',
            sub_project_id: spKey,
            revision: 0,
            cells: [
              { cell_id: 'c1:name', content: 'CCER碳汇' },
              { cell_id: 'c1:basis', content: '第三方核证 2026' },
              ...qty.map((v, i) => ({ cell_id: `c1:qty.o${i + 1}`, content: v })),
              ...price.map((v, i) => ({ cell_id: `c1:price.o${i + 1}`, content: v })),
            ],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const data = await get(`/v1/project_compute/version_data/${versionId}`);
    expect(data.body_.data.stored[`tabC/${spKey}/carbon`].cells['c1:basis']).toBe('第三方核证 2026');
  });

  it('generating moves the stored table to its new place for good', async () => {
    await t.deps.db
      .updateTable('versions')
      .set({ status: 'VersionStatus.CHANGED' })
      .where('id', '=', versionId)
      .execute();
    const res = await get(`/v1/project_compute/generate_templates/${versionId}`);
    expect(res.statusCode).toBe(200);
    const keys = await storedKeys();
    expect(keys).toContain('tabC/contingency');
    expect(keys).not.toContain('tab1/contingency');
    const row = await t.deps.db
      .selectFrom('version_inputs')
      .select('cells')
      .where('version_id', '=', versionId)
      .where('template_key', '=', 'tabC')
      .where('table_id', '=', 'contingency')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.cells)['basicRatePct:value']).toBe('8');
  });

  it('submits: the result carries the income line and the carried rate, as the engine computes them', async () => {
    const res = await t.call({
      method: 'POST',
      url: `/v1/project_compute/submit/${versionId}`,
      token: cast.owner.token,
    });
    expect(res.body_.data).toMatchObject({ status: 'VersionStatus.COMPLETED' });
    const line = { name: 'CCER碳汇', tag: 'carbon', vatPct: '6' as const, values: amounts };
    const byHand: ModelInput = {
      ...before,
      subProjects: [{ ...before.subProjects[0]!, incomeLines: [line] }],
    };
    const expected = computeModel(byHand);
    const result = await get(`/v1/project_compute/result/${versionId}`);
    const out = result.body_.data.output;
    expect(out.indicators.firrPost).toEqual(expected.indicators.firrPost);
    expect(out.indicators.fnpvPost).toBe(expected.indicators.fnpvPost);
    expect(out.indicators.totalInvestment).toBe(expected.indicators.totalInvestment);
    const rev = await get(`/v1/project_compute/read_table/${versionId}?table_id=revenueTax`);
    const row = rev.body_.data.rows.find((r: { name: string }) => r.name === 'CCER碳汇');
    expect(row.values).toEqual(amounts);
  });

  it('exports the new tab in the 录入 sheets with its display-only note and the moved table', async () => {
    const res = await get(`/v1/project_compute/export/${versionId}`);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const texts = (ws: ExcelJS.Worksheet) => {
      const out: string[] = [];
      ws.eachRow((r) => r.eachCell((c) => out.push(String(c.value))));
      return out;
    };
    const carbon = wb.worksheets.find((w) => String(w.getCell(1, 1).value).includes('碳汇与预备费 · 茶'))!;
    expect(carbon).toBeDefined();
    expect(texts(carbon)).toEqual(expect.arrayContaining(['计量依据', '第三方核证 2026', 'CCER碳汇']));
    const contingency = wb.worksheets.find((w) => String(w.getCell(1, 1).value) === '碳汇与预备费 · 预备费')!;
    expect(texts(contingency)).toEqual(expect.arrayContaining(['基本预备费率(%)', '8']));
  });
});
