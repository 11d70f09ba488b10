// Once submitted, a version never changes (issue 13 items 9, 12, 15): saves during CALCULATING and after COMPLETED
// are refused, generate_templates leaves a running submit alone, a second submit gets the ordinary status refusal,
// and later structural changes of the project leave a completed version's inputs, sub-projects and periods intact.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { serveHttp, statusCounts, type HttpClient } from '../helpers/http';
import { createCast, statusOf, type Cast } from '../projects/fixtures';
import { createWorkedVersion, gatedPool, type WorkedVersion } from './worked-version';

const CALCULATING = '该版本正在计算中，请稍候';
const READ_ONLY = '计算完成的版本为只读，如需修改请以该版本为来源创建新版本';

describe.each(dbTargets())('submitted versions on %s', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  let http: HttpClient;
  let v: WorkedVersion;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    cast = await createCast(t);
    v = await createWorkedVersion(t, cast.owner);
  });
  afterEach(async () => t.close());

  /** A save of tab0's project table with the benchmark rate 基准收益率 (icPct) changed to `value`. */
  async function saveBody(value: string) {
    const data = await http.request(
      'GET',
      `/v1/project_compute/version_data/${v.versionId}`,
      cast.owner.token,
    );
    const stored = data.body.data.stored as Record<
      string,
      { cells: Record<string, string>; revision: number }
    >;
    const [key, table] = Object.entries(stored).find(
      ([k, x]) => k.startsWith('tab0/-/') && 'icPct:value' in x.cells,
    )!;
    const [templateId, , tableId] = key.split('/');
    const firstCell = 'icPct:value';
    const cells = { ...table.cells, [firstCell]: value };
    return {
      key,
      cell: firstCell,
      body: {
        version_id: v.versionId,
        template_id: templateId,
        tables: [
          {
            table_id: tableId,
            sub_project_id: null,
            revision: table.revision,
            cells: Object.entries(cells).map(([cell_id, content]) => ({ cell_id, content })),
          },
        ],
      },
    };
  }

  it('refuses saves and the area unit while CALCULATING; generate_templates neither aborts the submit nor changes it', async () => {
    const gate = gatedPool(t.deps.computePool);
    t.deps.computePool = gate.pool;
    http = await serveHttp(t);
    const save = await saveBody('9.5');
    const submit = http.request('POST', `/v1/project_compute/submit/${v.versionId}`, cast.owner.token);
    await gate.whenStarted();
    expect(await statusOf(t, v.versionId)).toBe('VersionStatus.CALCULATING');

    const during = await http.parallel(
      3,
      'POST',
      '/v1/project_compute/update_table',
      cast.member.token,
      save.body,
    );
    expect(during.map((a) => [a.status, a.body.message])).toEqual(Array(3).fill([409, CALCULATING]));
    const unit = await http.request(
      'POST',
      `/v1/project_compute/area_unit/${v.versionId}`,
      cast.owner.token,
      {
        area_unit: 'ha',
      },
    );
    expect([unit.status, unit.body.message]).toEqual([409, CALCULATING]);
    const generated = await http.parallel(
      3,
      'GET',
      `/v1/project_compute/generate_templates/${v.versionId}`,
      cast.owner.token,
    );
    expect(generated.map((a) => [a.status, a.body.data?.status])).toEqual(
      Array(3).fill([200, 'VersionStatus.CALCULATING']),
    );
    expect(await statusOf(t, v.versionId)).toBe('VersionStatus.CALCULATING');
    const second = await http.parallel(
      3,
      'POST',
      `/v1/project_compute/submit/${v.versionId}`,
      cast.member.token,
    );
    expect(second.map((a) => [a.status, a.body.message])).toEqual(Array(3).fill([409, CALCULATING]));

    gate.release();
    const done = await submit;
    expect([done.status, done.body.data?.status]).toEqual([200, 'VersionStatus.COMPLETED']);
    expect(gate.started).toBe(1);
    // the inputs it was computed from are the inputs it keeps: the refused save left no trace
    const data = await http.request(
      'GET',
      `/v1/project_compute/version_data/${v.versionId}`,
      cast.owner.token,
    );
    expect(data.body.data.stored[save.key].cells[save.cell]).not.toBe('9.5');
    const after = await http.request('POST', '/v1/project_compute/update_table', cast.owner.token, save.body);
    expect([after.status, after.body.message]).toEqual([409, READ_ONLY]);
  });

  it('parallel submits: exactly one computes, the others get the ordinary status refusal with no database text', async () => {
    let computations = 0;
    const inner = t.deps.computePool;
    t.deps.computePool = {
      ...inner,
      compute: (input) => {
        computations += 1;
        return inner.compute(input);
      },
    };
    http = await serveHttp(t);
    const answers = await http.parallel(
      6,
      'POST',
      `/v1/project_compute/submit/${v.versionId}`,
      cast.owner.token,
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 5 });
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect([CALCULATING, READ_ONLY]).toContain(a.body.message);
      expect(a.body.message).not.toMatch(/[A-Za-z]{4,}/);
    }
    expect(await statusOf(t, v.versionId)).toBe('VersionStatus.COMPLETED');
    expect(computations).toBe(1);
  });

  it('a save racing a submit is either refused or part of the result; the stored inputs equal what was computed', async () => {
    http = await serveHttp(t);
    const save = await saveBody('7.25');
    const [submitted, ...saves] = await Promise.all([
      http.request('POST', `/v1/project_compute/submit/${v.versionId}`, cast.owner.token),
      ...Array.from({ length: 4 }, (_, i) =>
        new Promise((r) => setTimeout(r, 5 * i)).then(() =>
          http.request('POST', '/v1/project_compute/update_table', cast.member.token, save.body),
        ),
      ),
    ]);
    expect([submitted!.status, submitted!.body.message]).toEqual([200, 'success']);
    for (const s of saves) expect([200, 409]).toContain(s.status);
    const result = await t.deps.db
      .selectFrom('version_results')
      .select('inputs')
      .where('version_id', '=', v.versionId)
      .executeTakeFirstOrThrow();
    const live = await t.deps.db
      .selectFrom('version_inputs')
      .select(['template_key', 'scope', 'table_id', 'cells'])
      .where('version_id', '=', v.versionId)
      .execute();
    const snapshot = JSON.parse(result.inputs!) as Record<string, { cells: Record<string, string> }>;
    for (const row of live) {
      const key = `${row.template_key}/${row.scope || '-'}/${row.table_id}`;
      expect(JSON.parse(row.cells), key).toEqual(snapshot[key]?.cells);
    }
  });

  it('deleting a sub-project and changing periods mark other versions CHANGED and leave a completed one intact', async () => {
    http = await serveHttp(t);
    const other = await http.request(
      'POST',
      `/v1/forestry_project/create_version/${v.projectId}`,
      cast.owner.token,
      {
        version: '另一版本',
        copy_from: v.versionId,
      },
    );
    const otherId = other.body.data.id as number;
    const submit = await http.request('POST', `/v1/project_compute/submit/${v.versionId}`, cast.owner.token);
    expect(submit.status).toBe(200);
    const before = await http.request(
      'GET',
      `/v1/project_compute/version_data/${v.versionId}`,
      cast.owner.token,
    );
    const resultBefore = await http.request(
      'GET',
      `/v1/project_compute/result/${v.versionId}`,
      cast.owner.token,
    );
    const tab1Before = await http.request(
      'GET',
      `/v1/project_compute/read_template/${v.versionId}?key=tab1`,
      cast.owner.token,
    );
    const previewBefore = await http.request(
      'GET',
      `/v1/project_compute/cash_flow/${v.versionId}`,
      cast.owner.token,
    );
    expect(previewBefore.body.data.table).not.toBeNull();
    const B = before.body.data.project.building_period as number;
    const O = before.body.data.project.operating_period as number;

    // a second sub-project so that the first can go
    const nursery = await http.request(
      'POST',
      `/v1/forestry_project/create_subproject/${v.projectId}`,
      cast.owner.token,
      {
        name: '苗圃',
        type: 1,
      },
    );
    expect(nursery.status).toBe(200);
    const del = await http.request(
      'DELETE',
      `/v1/forestry_project/delete_subproject/${v.subProjectId}`,
      cast.owner.token,
    );
    expect(del.status).toBe(200);
    const periods = await http.request(
      'PUT',
      `/v1/forestry_project/update/${v.projectId}`,
      cast.owner.token,
      {
        name: '茶园项目',
        province: '浙江省',
        city: '杭州市',
        county: '淳安县',
        building_period: B + 1,
        operating_period: O + 2,
      },
    );
    expect(periods.status).toBe(200);

    expect(await statusOf(t, v.versionId)).toBe('VersionStatus.COMPLETED');
    expect(await statusOf(t, otherId)).toBe('VersionStatus.CHANGED');
    const after = await http.request(
      'GET',
      `/v1/project_compute/version_data/${v.versionId}`,
      cast.owner.token,
    );
    expect(after.body.data.stored).toEqual(before.body.data.stored);
    expect(after.body.data.context).toEqual(before.body.data.context);
    expect(after.body.data.project).toMatchObject({ building_period: B, operating_period: O });
    const tab1After = await http.request(
      'GET',
      `/v1/project_compute/read_template/${v.versionId}?key=tab1`,
      cast.owner.token,
    );
    expect(tab1After.body.data).toEqual(tab1Before.body.data);
    const resultAfter = await http.request(
      'GET',
      `/v1/project_compute/result/${v.versionId}`,
      cast.owner.token,
    );
    expect(resultAfter.body.data.header).toMatchObject({ building_period: B, operating_period: O });
    expect(resultAfter.body.data.output).toEqual(resultBefore.body.data.output);
    const header = await http.request('GET', `/v1/forestry_project/header/${v.versionId}`, cast.owner.token);
    expect(header.body.data).toMatchObject({ building_period: B, operating_period: O });
    const previewAfter = await http.request(
      'GET',
      `/v1/project_compute/cash_flow/${v.versionId}`,
      cast.owner.token,
    );
    expect(previewAfter.body.data).toEqual(previewBefore.body.data);
    const exported = await fetchStatus(`/v1/project_compute/export/${v.versionId}`);
    expect(exported).toBe(200);
    expect(await fetchStatus(`/v1/project_compute/export_audit/${v.versionId}`)).toBe(200);
    // a copy of it starts from the project's new structure: templates to regenerate
    const copy = await http.request(
      'POST',
      `/v1/forestry_project/create_version/${v.projectId}`,
      cast.owner.token,
      { version: '复制', copy_from: v.versionId },
    );
    expect(copy.body.data.status).toBe('VersionStatus.CHANGED');
  });

  async function fetchStatus(path: string): Promise<number> {
    const res = await t.call({ method: 'GET', url: path, token: cast.owner.token });
    return res.statusCode;
  }
});
