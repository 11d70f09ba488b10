// The live computation's scheduling: newest state wins, superseded work is dropped, a stale result is never painted.
import { describe, expect, it } from 'vitest';
import { createLiveScheduler } from '../../../src/features/entry/live-scheduler';

/** A fake worker: each run() is a computation of the state (edit count) it started on, finished by hand. */
function harness() {
  let state = 0;
  const runs: { state: number; finish: () => void; fail: () => void }[] = [];
  const painted: number[] = [];
  const settled: number[] = [];
  const busy: boolean[] = [];
  const scheduler = createLiveScheduler<number>({
    run: () =>
      new Promise<number>((resolve, reject) => {
        const at = state;
        runs.push({ state: at, finish: () => resolve(at), fail: () => reject(new Error('引擎出错')) });
      }),
    paint: (r) => painted.push(r),
    busy: (b) => busy.push(b),
    settled: (r) => settled.push(r),
  });
  const edit = () => {
    state++;
    scheduler.changed();
  };
  const tick = () => new Promise((r) => setTimeout(r, 0));
  return { scheduler, runs, painted, settled, busy, edit, tick };
}

describe('live scheduler', () => {
  it('computes at once on an edit, with no idle wait, and paints the current result', async () => {
    const h = harness();
    h.edit();
    expect(h.runs.map((r) => r.state)).toEqual([1]);
    h.runs[0]!.finish();
    await h.tick();
    expect(h.painted).toEqual([1]);
    expect(h.settled).toEqual([1]);
    expect(h.busy).toEqual([true, false]);
  });

  it('an edit during a computation drops its result and computes once more, on the newest state only', async () => {
    const h = harness();
    h.edit();
    h.edit();
    h.edit();
    h.edit();
    // one computation runs, the three edits after it want one more, not three
    expect(h.runs.map((r) => r.state)).toEqual([1]);
    h.runs[0]!.finish();
    await h.tick();
    expect(h.painted).toEqual([]);
    expect(h.runs.map((r) => r.state)).toEqual([1, 4]);
    h.runs[1]!.finish();
    await h.tick();
    expect(h.painted).toEqual([4]);
    expect(h.settled).toEqual([4]);
    expect(h.runs).toHaveLength(2);
    expect(h.busy).toEqual([true, true, false]);
  });

  it('an edit arriving while a result is on its way never lets that result be painted', async () => {
    const h = harness();
    h.edit();
    h.runs[0]!.finish(); // the answer is queued, not yet handled
    h.edit();
    await h.tick();
    expect(h.painted).toEqual([]);
    h.runs[1]!.finish();
    await h.tick();
    expect(h.painted).toEqual([2]);
  });

  it('invalidate marks a running result stale without starting a run; request recomputes the same state', async () => {
    const h = harness();
    h.edit();
    h.scheduler.invalidate();
    h.runs[0]!.finish();
    await h.tick();
    expect(h.painted).toEqual([]);
    expect(h.runs).toHaveLength(1);
    expect(h.busy.at(-1)).toBe(false);
    h.scheduler.request();
    expect(h.runs).toHaveLength(2);
    h.runs[1]!.finish();
    await h.tick();
    expect(h.painted).toEqual([1]);
  });

  it('a request during a computation of the same state paints it and runs once more', async () => {
    const h = harness();
    h.edit();
    h.scheduler.request();
    h.runs[0]!.finish();
    await h.tick();
    expect(h.painted).toEqual([1]);
    expect(h.settled).toEqual([]);
    expect(h.runs).toHaveLength(2);
  });

  it('a failed computation paints nothing and stops; the next edit computes again', async () => {
    const h = harness();
    h.edit();
    h.runs[0]!.fail();
    await h.tick();
    expect(h.painted).toEqual([]);
    expect(h.busy).toEqual([true, false]);
    h.edit();
    h.runs[1]!.finish();
    await h.tick();
    expect(h.painted).toEqual([2]);
  });

  it('after dispose nothing is painted or started', async () => {
    const h = harness();
    h.edit();
    h.scheduler.dispose();
    h.runs[0]!.finish();
    h.edit();
    await h.tick();
    expect(h.painted).toEqual([]);
    expect(h.runs).toHaveLength(1);
  });
});
