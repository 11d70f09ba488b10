// The calc client starts each worker with its first call: the entry screen fetches its code and data, and builds its
// tab, without a worker loading the engine meanwhile.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCalcClient } from '../../../src/calc/client';

const started: FakeWorker[] = [];
class FakeWorker {
  posted: unknown[] = [];
  terminated = false;
  constructor() {
    started.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  addEventListener() {}
  removeEventListener() {}
  terminate() {
    this.terminated = true;
  }
}
vi.stubGlobal('Worker', FakeWorker);

afterEach(() => {
  started.length = 0;
});

describe('createCalcClient', () => {
  it('starts the editing worker with the open, and nothing before', () => {
    const client = createCalcClient();
    expect(started).toHaveLength(0);
    void client.api.openVersion({ ctx: {} as never, stored: {} }, { deferIssues: true });
    // the computing worker's copy of the open waits for the editing worker's answer
    expect(started).toHaveLength(1);
    expect(started[0]!.posted).toHaveLength(1);
    client.dispose();
    expect(started[0]!.terminated).toBe(true);
  });

  it('sends edits packed: one list of cell ids and one of values per run of a table', () => {
    const client = createCalcClient();
    void client.api.applyEdits([
      { table: 't', cellId: 'r1:a', value: '1' },
      { table: 't', cellId: 'r2:a', value: null },
    ]);
    const sent = JSON.stringify(started[0]!.posted);
    expect(sent).toContain('"runs":[{"table":"t","ids":["r1:a","r2:a"],"values":["1",null]}]');
    client.dispose();
  });

  it('starts no worker when no call is made (a preload nobody took)', () => {
    const client = createCalcClient();
    client.dispose();
    expect(started).toHaveLength(0);
  });
});
