// The live result without an idle wait: computes on the newest state as soon as the worker is free, drops
// superseded work, and never paints a result of an older state.
export interface LiveSchedulerOptions<R> {
  /** Starts one computation on the state the worker holds now (every edit sent before this call is in it). */
  run: () => Promise<R>;
  /** A result of the current state (no edit was sent since its computation started). */
  paint: (result: R) => void;
  /** true while a computation runs or one is wanted; false once the painted result is current or a run failed. */
  busy?: (busy: boolean) => void;
  /**
   * The painted result is current and nothing is queued: the place for work that follows the live result
   * (the Monte Carlo run of issue 18), which an edit then supersedes like any other.
   */
  settled?: (result: R) => void;
}

export interface LiveScheduler {
  /** An edit was sent to the worker: a running computation is stale, the newest state is computed next. */
  changed(): void;
  /**
   * An edit was sent but more follow before a result is worth having (a draft replayed, a version opened before
   * its tab): a running computation is stale; nothing starts until changed() or request().
   */
  invalidate(): void;
  /** Compute again on the same state (a newly opened tab wants previews the last result does not hold). */
  request(): void;
  /** No more runs or paints (the screen is left). */
  dispose(): void;
}

/**
 * At most one computation runs and at most one is queued, always on the newest state: edits arriving while a
 * computation runs only mark its result stale and want one more run, however many they are.
 */
export function createLiveScheduler<R>(options: LiveSchedulerOptions<R>): LiveScheduler {
  /** Counts edits; a result is current when no edit came after its computation started. */
  let revision = 0;
  let running = false;
  let wanted = false;
  let disposed = false;

  const start = () => {
    running = true;
    wanted = false;
    const startedAt = revision;
    options.busy?.(true);
    options.run().then(
      (result) => finish(startedAt, { result }),
      () => finish(startedAt, null),
    );
  };

  const finish = (startedAt: number, outcome: { result: R } | null) => {
    running = false;
    if (disposed) return;
    const current = startedAt === revision;
    if (outcome && current) options.paint(outcome.result);
    // paint may itself ask for another run (previews the result lacks), hence wanted is read after it
    if (wanted) start();
    else {
      options.busy?.(false);
      if (outcome && current) options.settled?.(outcome.result);
    }
  };

  const want = () => {
    if (disposed) return;
    wanted = true;
    if (!running) start();
  };

  return {
    changed() {
      revision++;
      want();
    },
    invalidate() {
      revision++;
    },
    request: want,
    dispose() {
      disposed = true;
    },
  };
}
