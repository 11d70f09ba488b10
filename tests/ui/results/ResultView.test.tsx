// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ResultView } from '../../../src/features/results/ResultView';
import ReportDetailPage from '../../../src/features/results/ReportDetailPage';
import { output, resultData } from './fixture';

const api = vi.hoisted(() => ({
  getResult: vi.fn(),
  getComputedTableList: vi.fn(),
  readTable: vi.fn(),
  compareVersions: vi.fn(),
  getCompletedVersions: vi.fn(),
  downloadWorkbook: vi.fn(),
  downloadReportDocx: vi.fn(),
  downloadAuditWorkbook: vi.fn(),
  saveBlob: vi.fn(),
}));
vi.mock('../../../src/api/results', () => api);

const { computedTableList, compareVersions } = await import('../../../server/services/results');

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => {
  api.getResult.mockResolvedValue(resultData());
  api.getComputedTableList.mockResolvedValue(computedTableList(output));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function cell(container: HTMLElement, rowIndex: number, colId: string): string {
  const el = container.querySelector(
    `[data-testid="result-table"] .ag-row[row-index="${rowIndex}"] .ag-cell[col-id="${colId}"]`,
  );
  return el?.textContent ?? '';
}

const renderView = () =>
  render(
    <MantineProvider>
      <ResultView versionId={12} renderAll />
    </MantineProvider>,
  );

// AG Grid renders every row here (no virtualisation): on a loaded 2-core machine a table takes seconds.
describe('result view of a completed version', { timeout: 90000 }, () => {
  it('shows the header, the table list (summary first) and the summary table at 2 dp', async () => {
    const { container } = renderView();
    expect(await screen.findByText('1000亩茶园建设项目')).toBeInTheDocument();
    for (const text of ['示例省/示例市/示例县', '林业项目', '2026年11月版', '2 年', '10 年'])
      expect(screen.getByText(text)).toBeInTheDocument();
    const items = container.querySelectorAll('[data-table-id]');
    expect(items).toHaveLength(19);
    expect(items[0]?.textContent).toBe('1. 主要经济指标一览表');
    // Chinese titles only: no developer ids (summary, investEstimate…) in the list
    for (const item of items) expect(item.textContent).not.toMatch(/[A-Za-z]/);
    await waitFor(() => expect(cell(container, 0, 'x_value')).toBe('308.22'));
    expect(cell(container, 0, 'unit')).toBe('万元');
    expect(cell(container, 17, 'x_value')).toBe('22.03'); // row 12 项目投资财务内部收益率(所得税后)
    expect(api.getResult).toHaveBeenCalledWith(12, { notify: false });
  });

  it('switches tables from the list: nested headers, 合计 under 估算价值, thousands separators', async () => {
    const { container } = renderView();
    fireEvent.click(await screen.findByText('2. 项目投资估算表'));
    await waitFor(() => expect(screen.getByText('估算价值(万元)')).toBeInTheDocument());
    expect(screen.getByText('分年投资(万元)')).toBeInTheDocument();
    await waitFor(() => expect(cell(container, 12, 'total')).toBe('277.20'));
    expect(cell(container, 12, 'x_sharePct')).toBe('100.00');
    fireEvent.click(screen.getByText('13. 利润与利润分配表'));
    // 营业收入 year 6 = 306 万元; 合计 3 060.00 with a separator
    await waitFor(() => expect(cell(container, 0, 'total')).toBe('3,060.00'));
  });

  it('shows the repayment method of each loan read-only beside the loan plan', async () => {
    renderView();
    fireEvent.click(await screen.findByText('12. 借款还本付息计划表'));
    const panel = (await screen.findByText('还款方式')).closest('div') as HTMLElement;
    const annuity = within(panel.parentElement as HTMLElement).getByLabelText('等额本息') as HTMLInputElement;
    expect(annuity.checked).toBe(true);
    expect((screen.getByLabelText('等额本金') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('第3年起还款，宽限期0年，还款期8年')).toBeInTheDocument();
  });

  it('lists key indicators, and a missing IRR as "—" with the reason of finance-model §4.4', async () => {
    const broken = structuredClone(output);
    Object.assign(broken.indicators, {
      firrPre: { value: null, status: 'multiple', roots: ['-13.12', '115'] },
    });
    api.getResult.mockResolvedValue(resultData(broken));
    renderView();
    fireEvent.click(await screen.findByRole('tab', { name: '主要指标' }));
    const post = await screen.findByText('项目投资财务内部收益率(所得税后)');
    expect(post.parentElement?.textContent).toContain('22.03%');
    const pre = screen.getByText('项目投资财务内部收益率(所得税前)').parentElement as HTMLElement;
    expect(pre.textContent).toContain('—');
    expect(pre.textContent).toContain(
      '现金流量多次变号，内部收益率不唯一，以财务净现值判断（求得的根：−13.12%、115.00%）',
    );
    expect(
      screen.getByText('短期借款连续2年未能还清（第3–4年），最大余额81.83万元，项目财务可持续性不足'),
    ).toBeInTheDocument();
  });

  it('draws the cash-flow, sensitivity and critical-point charts', async () => {
    renderView();
    fireEvent.click(await screen.findByRole('tab', { name: '图表分析' }));
    expect(await screen.findByTestId('cashflow-chart')).toHaveTextContent(
      '静态回收期(税前) 6.17 年；静态回收期(税后) 6.25 年',
    );
    expect(screen.getByTestId('sensitivity-chart')).toHaveTextContent('基准收益率线 8.00%');
    expect(screen.getByTestId('critical-chart')).toHaveTextContent('建设投资 156.39%（临界值 710.72 万元）');
  });

  it('downloads the workbook under the server file name', async () => {
    const blob = new Blob(['x']);
    api.downloadWorkbook.mockResolvedValue({ blob, filename: '茶园_2026年11月版_20261122.xlsx' });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: '下载全部报表' }));
    await waitFor(() => expect(api.saveBlob).toHaveBeenCalledWith(blob, '茶园_2026年11月版_20261122.xlsx'));
    expect(api.downloadWorkbook).toHaveBeenCalledWith(12);
  });

  it('downloads the Word report (下载评价报告（Word）) under the server file name', async () => {
    const blob = new Blob(['docx']);
    api.downloadReportDocx.mockResolvedValue({ blob, filename: '茶园_2026年11月版_经济评价_20261122.docx' });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: '下载评价报告（Word）' }));
    await waitFor(() =>
      expect(api.saveBlob).toHaveBeenCalledWith(blob, '茶园_2026年11月版_经济评价_20261122.docx'),
    );
    expect(api.downloadReportDocx).toHaveBeenCalledWith(12);
  });

  it('downloads the audit workbook (formulas) from its own button', async () => {
    const blob = new Blob(['f']);
    api.downloadAuditWorkbook.mockResolvedValue({ blob, filename: undefined });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: '下载审计版（含公式）' }));
    await waitFor(() =>
      expect(api.saveBlob).toHaveBeenCalledWith(blob, expect.stringMatching(/_审计版_\d{8}\.xlsx$/)),
    );
    expect(api.downloadAuditWorkbook).toHaveBeenCalledWith(12);
    expect(api.downloadWorkbook).not.toHaveBeenCalled();
  });

  it('compares chosen versions side by side with differences against the first', async () => {
    const other = structuredClone(output);
    Object.assign(other.indicators, { fnpvPost: '300' });
    api.getCompletedVersions.mockResolvedValue([
      {
        id: 12,
        name: '2026年11月版',
        version: '2026年11月版',
        version_name: '2026年11月版',
        status: 'VersionStatus.COMPLETED',
      },
      {
        id: 13,
        name: '调整方案',
        version: '调整方案',
        version_name: '调整方案',
        status: 'VersionStatus.COMPLETED',
      },
    ]);
    const h = resultData().header;
    api.compareVersions.mockResolvedValue(
      compareVersions([
        { header: h, output: output as never },
        { header: { ...h, version_id: 13, version_name: '调整方案' }, output: other as never },
      ]),
    );
    renderView();
    fireEvent.click(await screen.findByRole('tab', { name: '版本对比' }));
    const start = await screen.findByRole('button', { name: '开始对比' });
    expect(start).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '对比版本' }));
    await user.click(
      await screen.findByRole('option', { name: '调整方案', hidden: true }, { timeout: 10000 }),
    );
    await user.click(start);
    await waitFor(() => expect(api.compareVersions).toHaveBeenCalledWith(['12', '13']));
    const row = (await screen.findByTestId('compare-table')).querySelector('[data-row="fnpvPost"]');
    expect(row?.textContent).toContain('352.14');
    expect(row?.textContent).toContain('300.00');
    expect(row?.textContent).toContain('−52.14');
  });
});

describe('报告详情 page', { timeout: 60000 }, () => {
  it('reads the version id from the query and loads that version', async () => {
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/report/page?id=12&projectid=7&name=v']}>
          <Routes>
            <Route path="/report/page" element={<ReportDetailPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByText('1000亩茶园建设项目')).toBeInTheDocument();
    expect(api.getResult).toHaveBeenCalledWith('12', { notify: false });
  });

  it('says so when the query has no version id', () => {
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/report/page']}>
          <Routes>
            <Route path="/report/page" element={<ReportDetailPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByText('缺少版本编号，无法查看报告详情')).toBeInTheDocument();
  });
});
