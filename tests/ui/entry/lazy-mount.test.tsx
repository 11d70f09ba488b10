// @vitest-environment jsdom
// Lazy grids of the calpage (issue #6): far table blocks are placeholders until an IntersectionObserver says
// they are near, stay mounted afterwards, show the deltas that arrived meanwhile, and an issue click mounts
// its far table and focuses the cell.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { registry } from '../../../schemas';
import type { TemplateGridHandle } from '../../../src/components/TemplateGrid';
import { createCalcService } from '../../../src/core/calc/service';
import type { InstanceContext, TableInstance } from '../../../src/core/template/types';
import { isOnScreen, mountWhenIdle } from '../../../src/features/entry/near-viewport';
import { TableBlock } from '../../../src/features/entry/TableBlock';
import { templateListFixture, versionDataFixture } from './fixture';

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
vi.mock('../../../src/calc', async () => {
  const f = await import('./fixture');
  return { createCalcClient: () => f.inProcessCalc() };
});

const { EntryScreen } = await import('../../../src/features/entry/CalPage');

configure({ asyncUtilTimeout: 15000 });

/** A stand-in IntersectionObserver: the test says which observed elements intersect. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports `el` (if observed) as intersecting or not; `margin` limits it to the observers of that root margin. */
  static report(el: Element, isIntersecting: boolean, margin?: string) {
    for (const o of FakeObserver.all)
      if (o.targets.has(el) && (margin === undefined || (o.options?.rootMargin ?? '0px') === margin))
        o.callback([{ target: el, isIntersecting } as IntersectionObserverEntry], o as never);
  }
}

/** Placeholders of these tables lie far below the viewport; everything else is at the top. */
let farTables = new Set<string>();
const realRect = HTMLElement.prototype.getBoundingClientRect;

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const key = this.dataset.table;
    if (key && farTables.has(key)) return { top: 5000, bottom: 5300, left: 0, right: 800 } as DOMRect;
    return realRect.call(this);
  };
  Element.prototype.scrollIntoView = vi.fn();
  localStorage.clear();
  compute.templateList.mockResolvedValue(templateListFixture);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  HTMLElement.prototype.getBoundingClientRect = realRect;
  farTables = new Set();
  vi.clearAllMocks();
});

const placeholder = (key: string) =>
  document.querySelector<HTMLElement>(`[data-testid="entry-table-placeholder"][data-table="${key}"]`);
const mounted = (key: string) =>
  document.querySelector<HTMLElement>(`[data-testid="entry-table"][data-table="${key}"]`);
const cellText = (root: HTMLElement, row: number, col: string) =>
  root.querySelector(`.ag-row[row-index="${row}"] .ag-cell[col-id="${col}"]`)?.textContent;

describe('isOnScreen', () => {
  it('mounts in the opening frame only what shows on screen', () => {
    expect(isOnScreen({ top: 0, bottom: 300 }, 900)).toBe(true);
    expect(isOnScreen({ top: 900, bottom: 1200 }, 900)).toBe(true);
    expect(isOnScreen({ top: 901, bottom: 1200 }, 900)).toBe(false);
    expect(isOnScreen({ top: -300, bottom: -1 }, 900)).toBe(false);
  });
});

describe('mountWhenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('mounts queued blocks one per idle turn, in order, and forgets a withdrawn one', () => {
    vi.useFakeTimers();
    const done: string[] = [];
    mountWhenIdle(() => done.push('a'));
    const withdraw = mountWhenIdle(() => done.push('b'));
    mountWhenIdle(() => done.push('c'));
    withdraw();
    expect(done).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['a', 'c']);
    vi.runAllTimers();
    expect(done).toEqual(['a', 'c']);
    // The queue starts again after it ran dry.
    mountWhenIdle(() => done.push('d'));
    vi.runAllTimers();
    expect(done).toEqual(['a', 'c', 'd']);
  });
});

/** The worked example's 造林进度 table of the 茶园 sub-project, as the worker builds it. */
function progressTable(): TableInstance {
  const dto = versionDataFixture();
  const svc = createCalcService(registry);
  svc.openVersion({ ctx: { ...(dto.context as InstanceContext), areaUnit: 'mu' }, stored: dto.stored });
  const t = svc
    .getTemplate('tab0')
    .sections.flatMap((s) => s.tables)
    .find((x) => x.key === 'tab0/tea/progress');
  if (!t) throw new Error('no progress table');
  return t;
}

describe('TableBlock (lazy)', { timeout: 60000 }, () => {
  function renderBlock(table: TableInstance, deltas?: { cellId: string; value: string }[]) {
    const register = vi.fn();
    const props = {
      table,
      decimals: undefined,
      areaUnit: 'mu' as const,
      readOnly: false,
      onEdit: () => Promise.resolve([]),
      onRows: () => Promise.resolve(),
      register,
      renderAll: true,
    };
    const view = render(
      <MantineProvider>
        <TableBlock {...props} deltas={deltas} />
      </MantineProvider>,
    );
    const rerender = (d: typeof deltas, mount?: boolean) =>
      view.rerender(
        <MantineProvider>
          <TableBlock {...props} deltas={d} mount={mount} />
        </MantineProvider>,
      );
    return { register, rerender };
  }

  it('is a placeholder of the block height while far, mounts when near, keeps the deltas that came meanwhile', async () => {
    const table = progressTable();
    farTables = new Set([table.key]);
    const { register, rerender } = renderBlock(table);
    const ph = placeholder(table.key);
    expect(ph).not.toBeNull();
    expect(parseInt(ph!.style.height, 10)).toBeGreaterThan(60);
    expect(mounted(table.key)).toBeNull();
    expect(register).not.toHaveBeenCalled();
    expect(FakeObserver.all.some((o) => o.options?.rootMargin === '100% 0px')).toBe(true);

    // A live compute answers while the grid is not there: the 合计 of the first row becomes 55.
    rerender([{ cellId: 'pct:total', value: '55' }]);
    expect(mounted(table.key)).toBeNull();
    act(() => FakeObserver.report(ph!, false));
    expect(mounted(table.key)).toBeNull();

    act(() => FakeObserver.report(ph!, true));
    const block = mounted(table.key)!;
    expect(block).not.toBeNull();
    await waitFor(() => expect(cellText(block, 0, 'total')).toBe('55'));
    expect(register).toHaveBeenCalledWith(table.key, expect.anything());

    // Leaving the viewport again does not unmount it.
    rerender([{ cellId: 'pct:total', value: '55' }]);
    expect(placeholder(table.key)).toBeNull();
    expect(mounted(table.key)).toBe(block);
  });

  it('mounts when idle once near, at once when scrolled into view before that', async () => {
    const table = progressTable();
    farTables = new Set([table.key]);
    renderBlock(table);
    const ph = placeholder(table.key)!;
    act(() => FakeObserver.report(ph, true, '100% 0px'));
    expect(mounted(table.key)).toBeNull();
    await waitFor(() => expect(mounted(table.key)).not.toBeNull());
    cleanup();

    renderBlock(table);
    const ph2 = placeholder(table.key)!;
    act(() => FakeObserver.report(ph2, true, '0px'));
    expect(mounted(table.key)).not.toBeNull();
  });

  it('mounts at once when asked (an issue click), and when it is on screen on the first layout', () => {
    const table = progressTable();
    farTables = new Set([table.key]);
    const { rerender } = renderBlock(table);
    expect(mounted(table.key)).toBeNull();
    rerender(undefined, true);
    expect(mounted(table.key)).not.toBeNull();
    cleanup();

    farTables = new Set();
    renderBlock(table);
    expect(mounted(table.key)).not.toBeNull();
  });

  it('mounts everything when the browser has no IntersectionObserver', () => {
    vi.unstubAllGlobals();
    expect(typeof IntersectionObserver).toBe('undefined');
    const table = progressTable();
    farTables = new Set([table.key]);
    renderBlock(table);
    expect(mounted(table.key)).not.toBeNull();
  });
});

describe('calpage with far tables', { timeout: 120000 }, () => {
  it('an issue in a far table mounts its grid and focuses the cell', async () => {
    // 造林进度 of 茶园 no longer sums to 100 %: an error listed on open, in a table the user has not scrolled to.
    const dto = versionDataFixture();
    dto.stored['tab0/tea/progress']!.cells['pct:years.c1'] = '10';
    compute.versionData.mockResolvedValue(dto);
    farTables = new Set(['tab0/tea/progress']);
    const grids = new Map<string, TemplateGridHandle>();
    const onGrid = (key: string, h: TemplateGridHandle | null) => (h ? grids.set(key, h) : grids.delete(key));
    const router = createMemoryRouter(
      [
        {
          path: '/caluate/page',
          element: <EntryScreen versionId={5} versionName="算例版本" renderAll onGrid={onGrid} />,
        },
      ],
      { initialEntries: ['/caluate/page?id=5'] },
    );
    render(
      <MantineProvider>
        <ModalsProvider>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>,
    );
    await waitFor(() => expect(mounted('tab0/tea/subProject')).not.toBeNull());
    expect(placeholder('tab0/tea/progress')).not.toBeNull();
    expect(grids.has('tab0/tea/progress')).toBe(false);

    const issues = screen.getByTestId('issue-panel');
    const item = await waitFor(() => {
      const found = within(issues)
        .getAllByTestId('issue-item')
        .find((b) => b.textContent?.includes('造林进度'));
      if (!found) throw new Error('no 造林进度 issue');
      return found;
    });
    fireEvent.click(item);

    await waitFor(() => expect(grids.has('tab0/tea/progress')).toBe(true));
    expect(placeholder('tab0/tea/progress')).toBeNull();
    const progress = mounted('tab0/tea/progress')!;
    await waitFor(() => expect(cellText(progress, 0, 'years.c1')).toBe('10'));
    await waitFor(() => {
      const f = grids.get('tab0/tea/progress')?.api()?.getFocusedCell();
      expect(f?.rowIndex).toBe(0);
      // The sum rule names the row, not a year: the row's first column after 序号 is focused.
      expect(f?.column.getColId()).toBe('name');
    });
  });
});
