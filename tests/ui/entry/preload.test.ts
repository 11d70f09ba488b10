// The entry screen's requests and workers started with the route's code load: taken once by the screen of that
// version, stopped when nobody takes them.
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const disposed: number[] = [];
let clients = 0;
vi.mock('../../../src/api/compute', () => ({
  versionData: (id: number) => (calls.push(`versionData ${id}`), Promise.resolve({ id })),
  templateList: () => (calls.push('templateList'), Promise.resolve([])),
}));
vi.mock('../../../src/api/projects', () => ({
  versionHeader: (id: number) => (calls.push(`header ${id}`), Promise.reject(new Error('gone'))),
}));
vi.mock('../../../src/calc', () => ({
  createCalcClient: () => {
    const n = ++clients;
    return { api: {}, dispose: () => disposed.push(n) };
  },
}));

const { preloadEntry, takeEntry } = await import('../../../src/features/entry/preload');

afterEach(() => {
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
    await expect(start.data).resolves.toEqual([{ id: 7 }, [], null]);
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
});
