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
