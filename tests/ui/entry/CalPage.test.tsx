// @vitest-environment jsdom
// The entry screen against the worked example: live worker edits, drafts offered back, saves, refusals, submit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../../src/api/client';
import type { TemplateGridHandle } from '../../../src/components/TemplateGrid';
import { draftKey } from '../../../src/features/entry/draft-store';
import { computeModel, type ModelInput } from '../../../src/core/engine';
import { templateListFixture, versionDataFixture, type inProcessCalc } from './fixture';

const compute = vi.hoisted(() => ({
  templateList: vi.fn(),
  versionData: vi.fn(),
  updateTable: vi.fn(),
  setAreaUnit: vi.fn(),
  submitVersion: vi.fn(),
}));
vi.mock('../../../src/api/compute', async (orig) => ({ ...(await orig<object>()), ...compute }));
vi.mock('../../../src/api/projects', () => ({
  versionHeader: vi.fn().mockRejectedValue(new Error('no header')),
}));
const calc = vi.hoisted(() => ({ current: null as null | ReturnType<typeof inProcessCalc> }));
vi.mock('../../../src/calc', async () => {
  const f = await import('./fixture');
  return {
    createCalcClient: () => {
      calc.current = f.inProcessCalc();
      return calc.current;
    },
  };
});
vi.mock('../../../src/features/results/ResultView', () => ({
  ResultView: ({ versionId }: { versionId: number }) => <div>result view {versionId}</div>,
}));

const { EntryScreen } = await import('../../../src/features/entry/CalPage');

configure({ asyncUtilTimeout: 15000 });
beforeEach(() => {
  localStorage.clear();
  compute.templateList.mockResolvedValue(templateListFixture);
  compute.versionData.mockResolvedValue(versionDataFixture());
  compute.updateTable.mockImplementation(
    (body: { tables: { table_id: string; sub_project_id: string | null }[] }) =>
      Promise.resolve({
        revisions: Object.fromEntries(
          body.tables.map((t) => [`tab0/${t.sub_project_id ?? '-'}/${t.table_id}`, 4]),
        ),
        warnings: [],
      }),
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const grids = new Map<string, TemplateGridHandle>();
const onGrid = (key: string, h: TemplateGridHandle | null) => (h ? grids.set(key, h) : grids.delete(key));

let router: ReturnType<typeof createMemoryRouter>;
function renderScreen() {
  router = createMemoryRouter(
    [
      {
        path: '/caluate/page',
        element: <EntryScreen versionId={5} versionName="算例版本" renderAll onGrid={onGrid} />,
      },
      { path: '/report', element: <div>report page</div> },
    ],
    { initialEntries: ['/caluate/page?id=5'] },
  );
  return render(
    <MantineProvider>
      <ModalsProvider>
        <Notifications />
        <RouterProvider router={router} />
      </ModalsProvider>
    </MantineProvider>,
  );
}

const tableEl = (container: HTMLElement, key: string) => {
  const el = container.querySelector<HTMLElement>(`[data-testid="entry-table"][data-table="${key}"]`);
  if (!el) throw new Error(`no table ${key}`);
  return el;
};
const cellEl = (root: HTMLElement, row: number, col: string) => {
  const el = root.querySelector<HTMLElement>(`.ag-row[row-index="${row}"] .ag-cell[col-id="${col}"]`);
  if (!el) throw new Error(`no cell ${row}/${col}`);
  return el;
};

describe('calpage', { timeout: 120000 }, () => {
  it('shows the header, the tabs, tab 0 with its sub-project menu, {unit} labels and live indicators', async () => {
    const { container } = renderScreen();
    expect(await screen.findByText('1000亩茶园建设项目')).toBeInTheDocument();
    expect(screen.getByText('示例省/示例市/示例县')).toBeInTheDocument();
    expect(screen.getByText('林业')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(
      templateListFixture.map((t) => t.template),
    );
    const menu = await screen.findByTestId('subproject-menu');
    expect(within(menu).getByText('茶园')).toBeInTheDocument();
    await waitFor(() =>
      expect(tableEl(container, 'tab0/tea/subProject').textContent).toContain('建设面积(亩)'),
    );
    // FIRR before tax of the worked example (finance-model §5): 23.58 %, computed in the worker after the edit.
    const live = screen.getByTestId('live-panel');
    await waitFor(() => expect(within(live).getByText('23.58%')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: '上一步' })).toBeDisabled();
  });

  it('sends a pasted value to the worker, repaints the computed total, lists the rule issue and keeps a draft', async () => {
    const { container } = renderScreen();
    await waitFor(() => tableEl(container, 'tab0/tea/progress'));
    const progress = tableEl(container, 'tab0/tea/progress');
    await waitFor(() => expect(cellEl(progress, 0, 'total').textContent).toBe('100'));
    const target = cellEl(progress, 0, 'years.c1');
    act(() => grids.get('tab0/tea/progress')?.api()?.setFocusedCell(0, 'years.c1'));
    fireEvent.paste(target, { clipboardData: { getData: (t: string) => (t === 'text/plain' ? '60' : '') } });
    await waitFor(() => expect(cellEl(progress, 0, 'total').textContent).toBe('60'));
    const issues = screen.getByTestId('issue-panel');
    await waitFor(() => expect(issues.textContent).toContain('错误'));
    const draft = JSON.parse(localStorage.getItem(draftKey(5, 'tab0')) ?? 'null') as { ops: unknown[] };
    expect(draft.ops).toEqual([
      { kind: 'cells', edits: [{ table: 'tab0/tea/progress', cellId: 'pct:years.c1', value: '60' }] },
    ]);
    expect(screen.getByRole('tab', { name: /项目概况与子项目 \*/ })).toBeInTheDocument();
  });

  it('writes a paste’s draft at once when the page is hidden before the answer is painted', async () => {
    const { container } = renderScreen();
    await waitFor(() => tableEl(container, 'tab0/tea/progress'));
    const progress = tableEl(container, 'tab0/tea/progress');
    await waitFor(() => expect(cellEl(progress, 0, 'total').textContent).toBe('100'));
    act(() => grids.get('tab0/tea/progress')?.api()?.setFocusedCell(0, 'years.c1'));
    const target = cellEl(progress, 0, 'years.c1');
    fireEvent.paste(target, { clipboardData: { getData: (t: string) => (t === 'text/plain' ? '70' : '') } });
    // a hidden page paints no frame: what waited for one is written when it is hidden (it may be discarded)
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      const draft = JSON.parse(localStorage.getItem(draftKey(5, 'tab0')) ?? 'null') as { ops: unknown[] };
      expect(draft.ops).toEqual([
        { kind: 'cells', edits: [{ table: 'tab0/tea/progress', cellId: 'pct:years.c1', value: '70' }] },
      ]);
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
    await waitFor(() => expect(cellEl(progress, 0, 'total').textContent).toBe('70'));
  });

  it('offers a stored draft back and saves it with the base revisions (暂存 stays on the tab)', async () => {
    localStorage.setItem(
      draftKey(5, 'tab0'),
      JSON.stringify({
        versionId: 5,
        tab: 'tab0',
        savedAt: Date.now(),
        ops: [{ kind: 'cells', edits: [{ table: 'tab0/-/project', cellId: 'icPct:value', value: '6' }] }],
      }),
    );
    const { container } = renderScreen();
    const banner = await screen.findByTestId('draft-banner');
    expect(banner.textContent).toContain('项目概况与子项目');
    fireEvent.click(within(banner).getByRole('button', { name: '恢复未保存的修改' }));
    await waitFor(() => expect(screen.queryByTestId('draft-banner')).toBeNull());
    await waitFor(() => expect(tableEl(container, 'tab0/-/project').textContent).toContain('6'));
    fireEvent.click(screen.getByRole('button', { name: '暂存' }));
    await waitFor(() => expect(compute.updateTable).toHaveBeenCalledTimes(1));
    const body = compute.updateTable.mock.calls[0]![0] as {
      template_id: string;
      tables: {
        table_id: string;
        sub_project_id: string | null;
        revision: number;
        cells: { cell_id: string; content: string }[];
      }[];
    };
    expect(body.template_id).toBe('tab0');
    expect(body.tables.map((t) => `${t.sub_project_id ?? '-'}/${t.table_id}@${t.revision}`)).toEqual([
      '-/project@3',
      // tab 0's risk analysis settings (issue 18) are project tables of the tab as well
      '-/analysis@3',
      '-/scenarios@3',
      '-/mcVariables@3',
      'tea/subProject@3',
      'tea/progress@3',
      'tea/species@3',
    ]);
    expect(body.tables[0]!.cells).toContainEqual({ cell_id: 'icPct:value', content: '6' });
    expect(await screen.findByText('茶园暂存成功')).toBeInTheDocument();
    expect(localStorage.getItem(draftKey(5, 'tab0'))).toBeNull();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('项目概况与子项目');
  });

  it('tab 7 添加子类型 under a product marks tab 8 and tab 3 and saves their changed tables with the tab', async () => {
    const { container } = renderScreen();
    await screen.findByTestId('subproject-menu');
    fireEvent.click(screen.getByRole('tab', { name: '产量' }));
    await waitFor(() => expect(grids.get('tab7/tea/products')?.api()).toBeTruthy());
    act(() => grids.get('tab7/tea/products')?.api()?.setFocusedCell(0, 'name'));
    fireEvent.click(
      within(tableEl(container, 'tab7/tea/products')).getByRole('button', { name: '添加子类型' }),
    );
    await waitFor(() => expect(screen.getByRole('tab', { name: '销售收入 *' })).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: '成本费用与流动资金 *' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '暂存' }));
    await waitFor(() => expect(compute.updateTable).toHaveBeenCalledTimes(3));
    const saved = compute.updateTable.mock.calls.map((c) => {
      const b = c[0] as {
        template_id: string;
        tables: { table_id: string; sub_project_id: string | null }[];
      };
      return `${b.template_id}: ${b.tables.map((t) => `${t.sub_project_id ?? '-'}/${t.table_id}`).join(' ')}`;
    });
    expect(saved[0]).toMatch(/^tab7: /);
    expect(saved.slice(1).sort()).toEqual(['tab3: tea/productionCost', 'tab8: tea/prices']);
    await waitFor(() => expect(screen.getByRole('tab', { name: '销售收入' })).toBeInTheDocument());
    expect(screen.queryByRole('tab', { name: /\*$/ })).toBeNull();
  });

  it('each tab previews its own engine tables from the live computation (only those are computed and sent)', async () => {
    renderScreen();
    await screen.findByTestId('subproject-menu');
    fireEvent.click(screen.getByRole('tab', { name: '产量' }));
    await waitFor(() => expect(screen.getByTestId('previews').textContent).toContain('产量估算表'));
    fireEvent.click(screen.getByRole('tab', { name: '销售收入' }));
    await waitFor(() =>
      expect(screen.getByTestId('previews').textContent).toContain('营业收入、税金及附加和增值税估算表'),
    );
    expect(screen.getByTestId('previews').textContent).not.toContain('产量估算表');
  });

  it('lists the issues of a refused save and stays; 保存 moves on once the save succeeds', async () => {
    compute.updateTable.mockRejectedValueOnce(
      new ApiError('存在错误，无法保存', 400, {
        message: '存在错误，无法保存',
        details: {
          issues: [
            {
              level: 'error',
              code: 'columnSum',
              message: '树种占比之和不为100，请检查',
              template_id: 'tab0',
              sub_project_id: 'tea',
              table_id: 'species',
              cell_id: 's1:sharePct',
              row_id: 's1',
            },
          ],
        },
      }),
    );
    renderScreen();
    await screen.findByTestId('subproject-menu');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const issues = screen.getByTestId('issue-panel');
    await waitFor(() => expect(issues.textContent).toContain('树种占比之和不为100，请检查'));
    expect(within(issues).getByText(/树种比例表/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('项目概况与子项目');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    // one sub-project only: the next step is tab 1
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('建设投资'));
    expect(await screen.findByText('茶园保存成功')).toBeInTheDocument();
  });

  it('submits from the last tab and confirms 提交成功, leading to /report', async () => {
    compute.submitVersion.mockResolvedValue({ status: 'VersionStatus.COMPLETED' });
    renderScreen();
    await screen.findByTestId('subproject-menu');
    fireEvent.click(screen.getByRole('tab', { name: '销售收入' }));
    const submit = await screen.findByRole('button', { name: '保存并提交' });
    fireEvent.click(submit);
    await waitFor(() => expect(compute.submitVersion).toHaveBeenCalledWith(5));
    expect(compute.updateTable.mock.calls[0]![0]).toMatchObject({ template_id: 'tab8' });
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('report page')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved edits, and converts 亩 → 公顷 through the server after a confirm', async () => {
    compute.setAreaUnit.mockImplementation(() =>
      Promise.resolve({ ...versionDataFixture(), area_unit: 'ha' }),
    );
    const { container } = renderScreen();
    await waitFor(() => tableEl(container, 'tab0/tea/progress'));
    await waitFor(() => expect(grids.get('tab0/tea/progress')?.api()).toBeTruthy());
    act(() => grids.get('tab0/tea/progress')?.api()?.setFocusedCell(0, 'years.c2'));
    fireEvent.paste(cellEl(tableEl(container, 'tab0/tea/progress'), 0, 'years.c2'), {
      clipboardData: { getData: (t: string) => (t === 'text/plain' ? '5' : '') },
    });
    await waitFor(() => expect(localStorage.getItem(draftKey(5, 'tab0'))).not.toBeNull());
    await act(() => router.navigate('/report'));
    expect(await screen.findByText('有未保存的修改')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '留在此页' }));
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
    expect(router.state.location.pathname).toBe('/caluate/page');

    fireEvent.click(screen.getByText('公顷'));
    expect(await screen.findByText('切换面积单位')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(compute.setAreaUnit).toHaveBeenCalledWith(5, 'ha'));
    expect(compute.updateTable).toHaveBeenCalledTimes(1); // the unsaved tab was saved before converting
    await waitFor(() =>
      expect(tableEl(container, 'tab0/tea/subProject').textContent).toContain('建设面积(公顷)'),
    );
  });

  it('tab 3: {unit} in select labels, engine-linked 营林成本 / 地租 rows and 合计 filled after the live compute', async () => {
    const { container } = renderScreen();
    await screen.findByTestId('subproject-menu');
    fireEvent.click(screen.getByRole('tab', { name: '成本费用与流动资金' }));
    await waitFor(() => tableEl(container, 'tab3/tea/productionCost'));
    const prod = tableEl(container, 'tab3/tea/productionCost');
    // Row 1.3 保险费 is priced per area: its 计价方式 names the version's unit, not the placeholder.
    await waitFor(() => expect(cellEl(prod, 2, 'method').textContent).toBe('元/亩·年 × 面积'));
    expect(container.textContent).not.toContain('{unit}');
    // 1.2 地租 (linked, type 0): 1000 亩 × 50 元/亩 ÷ 10⁴ = 5 万元 a year, 50 over ten years — from the engine.
    await waitFor(() => expect(cellEl(prod, 1, 'years.o1').textContent).toBe('5'));
    expect(cellEl(prod, 1, 'total').textContent).toBe('50');
    expect(cellEl(prod, 0, 'total').textContent).toBe('800');
    const mgmt = tableEl(container, 'tab3/-/managementCost');
    expect(cellEl(mgmt, 0, 'total').textContent).toBe('120');
  });

  it('shows the calendar year under 第t年 once 起始年份 is typed, and follows a change of it', async () => {
    const { container } = renderScreen();
    await waitFor(() => tableEl(container, 'tab0/tea/progress'));
    expect(tableEl(container, 'tab0/tea/progress').textContent).toContain('第1年');
    expect(tableEl(container, 'tab0/tea/progress').textContent).not.toContain('2026');
    const paste = async (year: string) => {
      await waitFor(() => expect(grids.get('tab0/-/project')?.api()).toBeTruthy());
      act(() => grids.get('tab0/-/project')?.api()?.setFocusedCell(0, 'value'));
      fireEvent.paste(cellEl(tableEl(container, 'tab0/-/project'), 0, 'value'), {
        clipboardData: { getData: (t: string) => (t === 'text/plain' ? year : '') },
      });
    };
    await paste('2026');
    await waitFor(() => expect(tableEl(container, 'tab0/tea/progress').textContent).toContain('2027'));
    expect(tableEl(container, 'tab0/tea/progress').textContent).toContain('2026');
    await paste('2030');
    await waitFor(() => expect(tableEl(container, 'tab0/tea/progress').textContent).toContain('2031'));
    expect(tableEl(container, 'tab0/tea/progress').textContent).not.toContain('2027');
  });

  it('after a 409 offers 刷新并重新应用我的修改: the server data with the unsaved edits replayed on top', async () => {
    const { container } = renderScreen();
    await waitFor(() => expect(grids.get('tab0/-/project')?.api()).toBeTruthy());
    const project = () => tableEl(container, 'tab0/-/project');
    // My edit: 基准收益率 ic 8 → 6 (row 2).
    act(() => grids.get('tab0/-/project')?.api()?.setFocusedCell(2, 'value'));
    fireEvent.paste(cellEl(project(), 2, 'value'), {
      clipboardData: { getData: (t: string) => (t === 'text/plain' ? '6' : '') },
    });
    await waitFor(() => expect(localStorage.getItem(draftKey(5, 'tab0'))).not.toBeNull());
    // Meanwhile someone else saved 所得税税率 20 % (row 4): the server refuses the stale revision.
    compute.updateTable.mockRejectedValueOnce(
      new ApiError('数据已被他人修改，请刷新后重试', 409, { message: '数据已被他人修改，请刷新后重试' }),
    );
    const theirs = versionDataFixture();
    theirs.stored['tab0/-/project']!.cells['citRatePct:value'] = '20';
    for (const t of Object.values(theirs.stored)) t.revision = 7;
    compute.versionData.mockResolvedValue(theirs);
    fireEvent.click(screen.getByRole('button', { name: '暂存' }));
    const banner = await screen.findByTestId('conflict-banner');
    fireEvent.click(within(banner).getByRole('button', { name: '刷新并重新应用我的修改' }));
    await waitFor(() => expect(screen.queryByTestId('conflict-banner')).toBeNull());
    expect(compute.versionData).toHaveBeenCalledTimes(2);
    // Both survive: their 20 and my 6; the draft is still there until a save succeeds.
    await waitFor(() => expect(cellEl(project(), 4, 'value').textContent).toBe('20'));
    expect(cellEl(project(), 2, 'value').textContent).toBe('6');
    expect(localStorage.getItem(draftKey(5, 'tab0'))).not.toBeNull();
    expect(screen.getByRole('tab', { name: /项目概况与子项目 \*/ })).toBeInTheDocument();
    // Saving again is based on the server's new revision and carries both values.
    fireEvent.click(screen.getByRole('button', { name: '暂存' }));
    await waitFor(() => expect(compute.updateTable).toHaveBeenCalledTimes(2));
    const body = compute.updateTable.mock.calls[1]![0] as {
      tables: { table_id: string; revision: number; cells: { cell_id: string; content: string }[] }[];
    };
    const saved = body.tables.find((t) => t.table_id === 'project')!;
    expect(saved.revision).toBe(7);
    expect(saved.cells).toContainEqual({ cell_id: 'icPct:value', content: '6' });
    expect(saved.cells).toContainEqual({ cell_id: 'citRatePct:value', content: '20' });
    await waitFor(() => expect(localStorage.getItem(draftKey(5, 'tab0'))).toBeNull());
  });

  it('从Excel导入: previews, applies over two tabs, and after a 409 reapplies the import on the server data and saves both tabs', async () => {
    const { container } = renderScreen();
    await waitFor(() => expect(grids.get('tab0/-/project')?.api()).toBeTruthy());
    // the worked example's export with 基准收益率 8 → 6 (tab 0) and 1.1 整地 year 1 400 → 444 (tab 1)
    const { workbookOf } = await import('../../../server/cli/workbook');
    const input = (await import('../../fixtures/tea-garden.input.json')).default as unknown as ModelInput;
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(
      (await workbookOf(input, computeModel(input, { skipSensitivity: true }), false, new Date())) as never,
    );
    const setByLabel = (sheet: string, labelCol: number, label: string, col: number, value: number) => {
      const ws = wb.getWorksheet(sheet)!;
      let hit = 0;
      ws.eachRow((row, r) => {
        if (!hit && String(row.getCell(labelCol).value ?? '').includes(label)) hit = r;
      });
      if (!hit) throw new Error(`${sheet}: no row ${label}`);
      ws.getCell(hit, col).value = value;
    };
    setByLabel('录入-项目参数', 1, '基准收益率', 2, 6);
    setByLabel('录入-茶园-茶园(2)', 2, '整地', 5, 444);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const file = new File([bytes], '算例.xlsx', { type: 'application/octet-stream' });
    const picker = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(picker, { target: { files: [file] } });
    // (the first import in a test process transforms exceljs for jsdom: slow on a loaded machine)
    const dialog = await screen.findByTestId('import-preview', undefined, { timeout: 60000 });
    expect(within(dialog).getByTestId('import-summary').textContent).toContain(
      '将修改 2 张表中的 2 个单元格',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '应用导入' }));
    await waitFor(() =>
      expect(cellEl(tableEl(container, 'tab0/-/project'), 2, 'value').textContent).toBe('6'),
    );
    expect(screen.getByRole('tab', { name: /建设投资 \*/ })).toBeInTheDocument();
    // someone else saved meanwhile: 409, then the server's data with the import replayed on top
    compute.updateTable.mockRejectedValueOnce(
      new ApiError('数据已被他人修改，请刷新后重试', 409, { message: '数据已被他人修改，请刷新后重试' }),
    );
    const theirs = versionDataFixture();
    theirs.stored['tab0/-/project']!.cells['citRatePct:value'] = '20';
    for (const t of Object.values(theirs.stored)) t.revision = 7;
    compute.versionData.mockResolvedValue(theirs);
    fireEvent.click(screen.getByRole('button', { name: '暂存' }));
    const banner = await screen.findByTestId('conflict-banner');
    fireEvent.click(within(banner).getByRole('button', { name: '刷新并重新应用我的修改' }));
    await waitFor(() => expect(screen.queryByTestId('conflict-banner')).toBeNull());
    await waitFor(() =>
      expect(cellEl(tableEl(container, 'tab0/-/project'), 4, 'value').textContent).toBe('20'),
    );
    expect(cellEl(tableEl(container, 'tab0/-/project'), 2, 'value').textContent).toBe('6');
    compute.updateTable.mockClear();
    fireEvent.click(screen.getByRole('button', { name: '暂存' }));
    await waitFor(() => expect(compute.updateTable).toHaveBeenCalledTimes(2));
    type Body = {
      template_id: string;
      tables: { table_id: string; revision: number; cells: { cell_id: string; content: string }[] }[];
    };
    const bodies = compute.updateTable.mock.calls.map((c) => c[0] as Body);
    expect(bodies.map((b) => b.template_id)).toEqual(['tab0', 'tab1']);
    const project = bodies[0]!.tables.find((t) => t.table_id === 'project')!;
    expect(project.revision).toBe(7);
    expect(project.cells).toContainEqual({ cell_id: 'icPct:value', content: '6' });
    expect(project.cells).toContainEqual({ cell_id: 'citRatePct:value', content: '20' });
    const planting = bodies[1]!.tables.find((t) => t.table_id === 'planting')!;
    expect(planting.revision).toBe(7);
    expect(planting.cells).toContainEqual({ cell_id: 'r2:years.c1', content: '444' });
    await waitFor(() => expect(localStorage.getItem(draftKey(5, 'tab0'))).toBeNull());
  });

  it('opens a completed version read-only in the result view', async () => {
    compute.versionData.mockResolvedValue(versionDataFixture('VersionStatus.COMPLETED'));
    renderScreen();
    expect(await screen.findByText('result view 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});
