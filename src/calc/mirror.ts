// Two workers hold the same open version: one answers edits at once, the other runs the live computation, so a
// keystroke's deltas never wait behind a computation (the engine is synchronous: a worker busy with it answers
// nothing else until it is done).
import type { CalcApi } from '../core/calc/api';
import { afterPaint } from './after-paint';

/** Every CalcApi call, returning a Promise (as Comlink makes them). */
export type AsyncCalc = {
  [K in keyof CalcApi]: (...args: Parameters<CalcApi[K]>) => Promise<Awaited<ReturnType<CalcApi[K]>>>;
};

/**
 * Where each call goes (a Record, so a new CalcApi call cannot be forgotten): a mutation changes the open version
 * and both workers apply it, in the order made; a computation runs the engine, on the computing worker only; a
 * read asks the editing worker.
 */
const ROUTES: Record<keyof CalcApi, 'mutation' | 'computation' | 'read'> = {
  openVersion: 'mutation',
  applyEdits: 'mutation',
  applyRowEdit: 'mutation',
  setSelect: 'mutation',
  setAreaUnit: 'mutation',
  getTemplate: 'read',
  tableIssues: 'read',
  getStoredValues: 'read',
  computeAll: 'computation',
  computeLive: 'computation',
  // the Monte Carlo pass follows the live result the computing worker made
  riskStart: 'computation',
  riskStep: 'computation',
  // reading a workbook takes a while (exceljs): the computing worker does it, keystrokes are not held; it follows
  // every edit sent before it, like a computation
  previewImport: 'computation',
  riskJobInput: 'computation',
  riskRuns: 'computation',
  // a helper's call (src/calc/risk-pool.ts calls the helper workers themselves): never sent through here
  riskLoad: 'computation',
};

/**
 * One AsyncCalc over the two workers. Each worker handles its messages in order, so a computation asked after an
 * edit is computed with that edit, however long the computing worker is still busy with an older one.
 *
 * Opening a version is the heaviest call of all; on a machine of few cores two workers opening at once would
 * delay the grids, which wait only for the editing worker. So the computing worker's copy of an open is held
 * back until the editing worker has answered it and the next frame is painted, and every later call for the
 * computing worker waits behind it, in order.
 */
export function mirrorCalc(editing: AsyncCalc, computing: AsyncCalc): AsyncCalc {
  const call = (target: AsyncCalc, name: keyof CalcApi, args: unknown[]) =>
    (target[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  /** Sends for the computing worker held back while an open waits for the editing worker; null when none waits. */
  let held: (() => void)[] | null = null;
  /**
   * Sends for the computing worker waiting for the next painted frame; null when none waits. A mutation reaches the
   * computing worker only after the frame that shows its deltas (a 10,000-cell paste validated twice at once would
   * otherwise share two cores with that frame); whatever follows it waits behind it, in order.
   */
  let framed: (() => void)[] | null = null;
  const sendFramed = (send: () => void) => {
    if (!framed) {
      const queue: (() => void)[] = (framed = []);
      void afterPaint().then(() => {
        if (framed === queue) framed = null;
        for (const s of queue) s();
      });
    }
    framed.push(send);
  };
  const toComputing = (name: keyof CalcApi, args: unknown[]): Promise<unknown> => {
    const queue = held ?? framed;
    if (!queue && ROUTES[name] !== 'mutation') return call(computing, name, args);
    return new Promise((resolve, reject) => {
      const send = () => void call(computing, name, args).then(resolve, reject);
      if (queue) queue.push(send);
      else sendFramed(send);
    });
  };
  const openBoth = (args: unknown[]): Promise<unknown> => {
    const answer = call(editing, 'openVersion', args);
    const queue = held ?? (held = []);
    queue.push(() => void call(computing, 'openVersion', args).catch(() => undefined));
    const release = () => {
      if (held !== queue) return;
      held = null;
      // sends framed before the open are older: these follow them
      for (const send of queue)
        if (framed) framed.push(send);
        else send();
    };
    // the computing worker opens once the grids the editing worker opened are painted
    const settle = () => void afterPaint().then(release);
    answer.then(settle, settle);
    return answer;
  };
  const api: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [name, route] of Object.entries(ROUTES) as [keyof CalcApi, string][]) {
    api[name] = (...args) => {
      if (name === 'openVersion') return openBoth(args);
      if (route === 'computation') return toComputing(name, args);
      // The same refusal comes from the editing worker, which the caller hears; this copy needs no second report.
      // Nor does it check the edited cells again: the issues the caller hears are the editing worker's.
      if (route === 'mutation')
        toComputing(
          name,
          name === 'applyEdits' ? [args[0], { ...(args[1] as object | undefined), validate: false }] : args,
        ).catch(() => undefined);
      return call(editing, name, args);
    };
  }
  return api as unknown as AsyncCalc;
}
