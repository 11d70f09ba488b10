// Issue 18 on the server: a version whose 敏感性分析 settings ask for the two-factor grid, scenarios and Monte Carlo is
// computed on submit, its four analysis tables are stored with the version, read back and exported as sheets.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStored, storedFromInput } from '../../../server/services/compute/import-input';
import { readResultInput } from '../../../server/services/compute/results-repo';
import { computeModel, type ModelInput, type Table } from '../../../src/core/engine';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { createCast, createProject, type Cast } from '../projects/fixtures';

const input = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../fixtures/tea-garden.input.json'), 'utf8'),
) as ModelInput;
input.analysis = {
  twoFactor: { indicator: 'firrPost', factors: ['capex', 'revenue'], stepsPct: ['-10', '0', '10'] },
  scenarios: [
    { name: '乐观', changes: { capex: '-10', revenue: '10', opCost: '0', quantity: '0' } },
    { name: '基准', changes: { capex: '0', revenue: '0', opCost: '0', quantity: '0' } },
  ],
  monteCarlo: {
    runs: 40,
    seed: 11,
    variables: [{ factor: 'revenue', dist: { kind: 'triangular', min: '-20', mode: '0', max: '10' } }],
  },
};

describe.each(dbTargets())('risk analysis on submit on %s', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  let versionId: number;

  beforeAll(async () => {
    // the compute worker reads it when it starts: 40 runs in slices on three threads (even on a 2-core machine)
    process.env.MONTE_CARLO_THREADS = '3';
    t = await createTestApp(dialect);
    cast = await createCast(t);
    let projectId: number;
    ({ projectId, versionId } = await createProject(t, cast.owner.token, {
      name: '茶园风险分析',
      building_period: input.meta.B,
      operating_period: input.meta.O,
    }));
    const created = await t.call({
      method: 'POST',
      url: `/v1/forestry_project/create_subproject/${projectId}`,
      token: cast.owner.token,
      payload: {
        name: '茶园',
        type: 0,
        trees: ['茶树'],
        construction: '集约林栽培',
        forestation_method: '纯林',
        breed_target: '经济林',
        product_categories: ['叶/鲜叶'],
      },
    });
    const spKey = `sp${created.body_.data.id}`;
    await t.call({
      method: 'GET',
      url: `/v1/project_compute/generate_templates/${versionId}`,
      token: cast.owner.token,
    });
    await importStored(
      t.deps.db,
      versionId,
      storedFromInput(input, new Map([[input.subProjects[0]!.id, spKey]])),
      cast.owner.id,
      t.clock.now(),
    );
  });
  afterAll(async () => {
    delete process.env.MONTE_CARLO_THREADS;
    await t.close();
  });

  const get = (url: string) => t.call({ method: 'GET', url, token: cast.owner.token });

  it('stores the two-factor grid, scenarios, Monte Carlo and review with the version', async () => {
    const res = await t.call({
      method: 'POST',
      url: `/v1/project_compute/submit/${versionId}`,
      token: cast.owner.token,
    });
    expect(res.body_.data).toMatchObject({ status: 'VersionStatus.COMPLETED' });
    const list = await get(`/v1/project_compute/get_computed_table_list/${versionId}`);
    const ids = list.body_.data.map((x: { table_id: string }) => x.table_id);
    expect(ids).toEqual(expect.arrayContaining(['sensitivity2', 'scenarios', 'risk', 'review']));

    const read = async (id: string) =>
      (await get(`/v1/project_compute/read_table/${versionId}?table_id=${id}`)).body_.data as Table;
    const grid = await read('sensitivity2');
    const result = await get(`/v1/project_compute/result/${versionId}`);
    const firr = result.body_.data.output.indicators.firrPost.value as string;
    // (0, 0) is the base FIRR, as stored in the indicators
    expect(grid.rows[1]!.extra!.c2).toBe(firr);
    const scenarios = await read('scenarios');
    expect(scenarios.rows.find((r) => r.no === '2')!.extra!.s2).toBe(firr);
    const risk = await read('risk');
    expect(risk.rows.find((r) => r.no === '2.3')!.extra!.value).toBe('40');
    // the runs were spread over the compute worker's Monte Carlo threads (three here, see beforeAll) and merged in
    // run order: the stored table is byte for byte the one computed on one thread from the version's stored input
    const single = computeModel(await readResultInput(t.deps.db, versionId)).tables.risk!;
    expect(JSON.stringify(risk)).toBe(JSON.stringify(single));
    const review = await read('review');
    expect(review.rows.map((r) => r.unit)).toEqual(['警告', '警告', '提示']);
    const codes = (result.body_.data.output.messages as { code: string }[]).map((m) => m.code);
    expect(codes).toEqual(expect.arrayContaining(['R_ICR_LOW', 'R_DSCR_LOW', 'R_LOAR_HIGH']));
  });

  it('exports a sheet for each analysis table', async () => {
    const res = await get(`/v1/project_compute/export/${versionId}`);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const titles = wb.worksheets.map((w) => String(w.getCell(1, 1).value));
    for (const title of ['双因素敏感性分析表', '情景分析表', '风险分析表(蒙特卡洛模拟)', '合理性检查表(3项)'])
      expect(
        titles.some((x) => x.startsWith(title)),
        title,
      ).toBe(true);
    const scenarioSheet = wb.worksheets.find((w) => w.getCell(1, 1).value === '情景分析表')!;
    const values: unknown[] = [];
    scenarioSheet.eachRow((row) => values.push(...(row.values as unknown[])));
    expect(values).toContain('乐观');
    expect(values).toContain(22.03);
  });
});
