// @vitest-environment jsdom
// 实时测算 when the engine refuses the inputs: the issues listed under 校验问题 explain it better than document paths.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { LivePanel } from '../../../src/features/entry/LivePanel';
import type { LiveComputeResult } from '../../../src/calc';

const refused: LiveComputeResult = {
  output: null,
  linked: [],
  issues: [],
  review: [],
  messages: [
    {
      level: 'error',
      code: 'E_SCHEMA',
      text: '输入文档格式不符合要求（/subProjects/0/products/0/name）：不能为空',
      path: '/subProjects/0/products/0/name',
    },
  ],
};

const show = (pendingIssues: number) =>
  render(
    <MantineProvider>
      <LivePanel result={refused} computing={false} pendingIssues={pendingIssues} />
    </MantineProvider>,
  );

afterEach(cleanup);

describe('LivePanel with refused inputs', () => {
  it('points to the listed issues instead of the engine message while there are any', () => {
    show(2);
    expect(screen.getByText('当前数据尚不完整，暂无法测算')).toBeInTheDocument();
    expect(screen.getByText('请先处理下方“校验问题”中的 2 项')).toBeInTheDocument();
    expect(screen.queryByText(/输入文档格式/)).toBeNull();
  });

  it('shows the engine message when nothing is listed', () => {
    show(0);
    expect(screen.getByText(/products\/0\/name）：不能为空/)).toBeInTheDocument();
  });
});

describe('LivePanel with the Monte Carlo pass (issue 18)', () => {
  const ok = {
    ...refused,
    messages: [],
    output: { indicators: {}, tables: {} },
  } as unknown as LiveComputeResult;
  const risk = (done: number) => ({ done, total: 1000, pFirr: '87.5', pFnpv: '88', ic: '8' });

  it('shows P(FIRR ≥ ic) so far with a progress bar while it runs', () => {
    render(
      <MantineProvider>
        <LivePanel result={ok} computing={false} risk={risk(400)} />
      </MantineProvider>,
    );
    expect(screen.getByText('P(财务内部收益率 ≥ 8.00%)')).toBeInTheDocument();
    expect(screen.getByText('87.50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '蒙特卡洛模拟进度' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('蒙特卡洛模拟中 400/1000')).toBeInTheDocument();
  });

  it('states the probability in words when all runs are done', () => {
    render(
      <MantineProvider>
        <LivePanel result={ok} computing={false} risk={risk(1000)} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(
      screen.getByText('蒙特卡洛模拟1000次：内部收益率不低于基准收益率的概率为87.50%'),
    ).toBeInTheDocument();
  });
});
