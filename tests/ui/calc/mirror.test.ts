// The two-worker calc client: edits reach both copies in order, computations run on the computing one only.
import { describe, expect, it, vi } from 'vitest';
import { mirrorCalc } from '../../../src/calc/mirror';
import { inProcessCalc, versionDataFixture } from '../entry/fixture';
import { storeKey } from '../../../src/core/template/stored';
import type { InstanceContext } from '../../../src/core/template/types';

/** Opens the fixture version (tea garden, 亩) through the mirrored client. */
function openFixture(api: ReturnType<typeof mirrorCalc>) {
  const dto = versionDataFixture();
  return api.openVersion({
    ctx: { ...(dto.context as InstanceContext), areaUnit: 'mu' },
    stored: dto.stored,
  });
}

describe('mirrorCalc', () => {
  it('applies every edit to both workers; the live result comes from the computing one, with the edit in it', async () => {
    const editing = inProcessCalc();
    const computing = inProcessCalc();
    const api = mirrorCalc(editing.api, computing.api);
    await openFixture(api);
    const before = await api.computeLive([]);
    const indicators = before.output!.indicators;

    // a denser planting: 苗木费 and with it the investment grow (service.test.ts: 工程费用 249 → 272)
    const edited = api.applyEdits([
      { table: storeKey('tab0', 'tea', 'species'), cellId: 's1:density', value: '4000' },
    ]);
    const live = api.computeLive([]);
    await edited;
    const after = await live;

    expect(after.output!.indicators).not.toEqual(indicators);
    expect(await computing.api.getStoredValues()).toEqual(await editing.api.getStoredValues());
    expect(editing.calls.filter((c) => c.startsWith('compute'))).toEqual([]);
    expect(computing.calls.filter((c) => c === 'computeLive')).toHaveLength(2);
    expect(computing.calls.filter((c) => c === 'getTemplate')).toEqual([]);
  });

  it('a refused edit is reported once, by the editing worker', async () => {
    const editing = inProcessCalc();
    const computing = inProcessCalc();
    const api = mirrorCalc(editing.api, computing.api);
    // no version open: both refuse; only the caller's promise rejects
    const refused = api.applyRowEdit({ table: 'tab1/-/nope', op: 'delete', rowId: 'x' });
    await expect(refused).rejects.toThrow();
    // the computing worker's copy of the refusal is swallowed: no unhandled rejection fails this test
    await new Promise((r) => setTimeout(r, 10));
  });
});

describe('mirrorCalc opening a version', () => {
  it('holds the computing worker’s open, and the calls after it, until the editing worker has opened', async () => {
    const editing = inProcessCalc();
    const computing = inProcessCalc();
    let answerEditing!: () => void;
    const editingOpened = new Promise<void>((r) => (answerEditing = r));
    // a worker answers its messages in order: everything sent to the editing worker waits behind its slow open
    let queue: Promise<unknown> = editingOpened;
    const slowEditing = Object.fromEntries(
      Object.entries(editing.api).map(([name, fn]) => [
        name,
        (...args: unknown[]) => {
          const answer = queue.then(() => (fn as (...a: unknown[]) => Promise<unknown>)(...args));
          queue = answer.catch(() => undefined);
          return answer;
        },
      ]),
    ) as typeof editing.api;
    const api = mirrorCalc(slowEditing, computing.api);
    const opened = openFixture(api);
    const edited = api.applyEdits([
      { table: storeKey('tab0', 'tea', 'species'), cellId: 's1:density', value: '4000' },
    ]);
    const live = api.computeLive([]);
    await new Promise((r) => setTimeout(r, 20));
    expect(computing.calls).toEqual([]);

    answerEditing();
    await opened;
    await edited;
    const result = await live;
    expect(computing.calls).toEqual(['openVersion', 'applyEdits', 'computeLive']);
    expect(result.output).toBeDefined();
    expect(await computing.api.getStoredValues()).toEqual(await editing.api.getStoredValues());
  });
});

describe('mirrorCalc and the painted frame', () => {
  it('sends a mutation to the computing worker only after the next frame, and what follows it behind it', async () => {
    const editing = inProcessCalc();
    const computing = inProcessCalc();
    const api = mirrorCalc(editing.api, computing.api);
    await openFixture(api);
    await new Promise((r) => setTimeout(r, 0));
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    try {
      computing.calls.length = 0;
      const edited = api.applyEdits([
        { table: storeKey('tab0', 'tea', 'species'), cellId: 's1:density', value: '4000' },
      ]);
      const live = api.computeLive([]);
      await edited; // the editing worker answered at once
      expect(computing.calls).toEqual([]);
      for (const cb of frames.splice(0)) cb(0);
      await live;
      expect(computing.calls).toEqual(['applyEdits', 'computeLive']);
      expect(await computing.api.getStoredValues()).toEqual(await editing.api.getStoredValues());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
