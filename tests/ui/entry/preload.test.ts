// @vitest-environment jsdom
// The entry screen's requests and workers started with the route's code load: taken once by the screen of that
// version, stopped when nobody takes them; as soon as the data came the editing worker opens the version and the
// tab the screen opens on is built on the main thread.
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const disposed: number[] = [];
let clients = 0;
/** version 13's next data request fails (asked with a session that had ended) */
let failNext = false;
const dto = (id: number, status = 'VersionStatus.UNSUBMITTED') => ({
  id,
  version: { status },
  context: { B: 1 },
  area_unit: 'ha',
  stored: { 'tab0/-/params': {} },
});
const tabs = [{ key: 'tab0' }, { key: 'tab1' }];
vi.mock('../../../src/api/compute', () => ({
  versionData: (id: number) => (
    calls.push(`versionData ${id}`),
    id === 13 && failNext
      ? ((failNext = false), Promise.reject(new Error('401')))
      : Promise.resolve(dto(id, id === 5 ? 'VersionStatus.COMPLETED' : undefined))
  ),
  templateList: () => (calls.push('templateList'), Promise.resolve(tabs)),
}));
vi.mock('../../../src/api/projects', () => ({
  versionHeader: (id: number) => (calls.push(`header ${id}`), Promise.reject(new Error('gone'))),
}));
vi.mock('../../../src/features/entry/opening-tab', () => ({
  buildOpeningTab: (key: string, ctx: unknown, stored: unknown) => (
    calls.push(`buildOpeningTab ${key} ${JSON.stringify({ ctx, stored })}`),
    { key }
  ),
}));
vi.mock('../../../src/calc', () => ({
  createCalcClient: () => {
    const n = ++clients;
    return {
      api: {
        openVersion: (payload: unknown, opts: unknown) => (
          calls.push(`openVersion ${JSON.stringify(payload)} ${JSON.stringify(opts)}`),
          Promise.resolve({ issues: { 'tab0/-/params': [] } })
        ),
        getTemplate: (key: string) => (calls.push(`getTemplate ${key}`), Promise.resolve({ key })),
      },
      dispose: () => disposed.push(n),
    };
  },
}));

const { preloadEntry, startEntry, takeEntry } = await import('../../../src/features/entry/preload');
const { rememberPlace } = await import('../../../src/features/entry/draft-store');

afterEach(() => {
  localStorage.clear();
  calls.length = 0;
  disposed.length = 0;
  vi.useRealTimers();
});

describe('preloadEntry', () => {
  it('starts the version of the address once; its screen takes it once, another version’s screen not', async () => {
    preloadEntry('?id=7&projectid=2&name=x');
    preloadEntry('?id=7&projectid=2&name=x');
    expect(calls).toEqual(['versionData 7', 'templateList', 'header 7']);
    expect(takeEntry(8)).toBeNull();
    const start = takeEntry(7)!;
    expect(start.versionId).toBe(7);
    // a header that failed is null, as the screen's own request
    await expect(start.data).resolves.toEqual([dto(7), tabs, null]);
    expect(takeEntry(7)).toBeNull();
    expect(disposed).toEqual([]);
  });

  it('ignores an address without a version, and stops workers nobody took', () => {
    vi.useFakeTimers();
    preloadEntry('?projectid=2');
    expect(calls).toEqual([]);
    preloadEntry('?id=9');
    const first = clients;
    // another version replaces the one waiting (its workers stop)
    preloadEntry('?id=10');
    expect(disposed).toEqual([first]);
    vi.advanceTimersByTime(60_000);
    expect(disposed).toEqual([first, first + 1]);
    expect(takeEntry(10)).toBeNull();
  });

  it('opens the version in the worker and builds the tab a reload reopens here, from the same values', async () => {
    // (the starts of the test before finish first)
    await new Promise((r) => setTimeout(r, 0));
    calls.length = 0;
    rememberPlace(localStorage, 8, { tab: 'tab1', subProject: 'sp1' });
    const start = startEntry(8);
    const first = await start.first;
    expect(first).toMatchObject({
      index: 1,
      // tab 0's sub-project only: another tab shows them all
      subProject: null,
      template: { key: 'tab1' },
    });
    await expect(first!.issues).resolves.toEqual({ 'tab0/-/params': [] });
    const ctx = JSON.stringify({ ctx: { B: 1, areaUnit: 'ha' }, stored: dto(8).stored });
    // the worker is not asked for the tab: it would answer only once it has loaded its engine and opened the version
    expect(calls.slice(3)).toEqual([
      `openVersion ${ctx} {"deferIssues":true}`,
      `buildOpeningTab tab1 ${ctx}`,
    ]);
  });

  it('opens tab 0 with its remembered sub-project, and nothing for a completed version', async () => {
    rememberPlace(localStorage, 9, { tab: 'tab0', subProject: 'sp2' });
    await expect(startEntry(9).first).resolves.toMatchObject({ index: 0, subProject: 'sp2' });
    calls.length = 0;
    await expect(startEntry(5).first).resolves.toBeNull();
    expect(
      calls.filter((c) => !c.startsWith('versionData') && c !== 'templateList' && !c.startsWith('header')),
    ).toEqual([]);
  });

  it('neither hands out nor keeps a start whose data failed: the screen and the next load ask again', async () => {
    failNext = true;
    preloadEntry('?id=13');
    const failedClient = clients;
    await new Promise((r) => setTimeout(r, 0));
    // the load after signing in again starts anew instead of reusing the failed requests
    preloadEntry('?id=13');
    expect(calls.filter((c) => c === 'versionData 13')).toHaveLength(2);
    expect(disposed).toEqual([failedClient]);
    const start = takeEntry(13)!;
    await expect(start.data).resolves.toEqual([dto(13), tabs, null]);

    failNext = true;
    preloadEntry('?id=13');
    await new Promise((r) => setTimeout(r, 0));
    // the screen starts its own
    expect(takeEntry(13)).toBeNull();
    expect(disposed).toEqual([failedClient, failedClient + 2]);
  });
});
