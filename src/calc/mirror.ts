// Two workers hold the same open version: one answers edits at once, the other runs the live computation, so a
// keystroke's deltas never wait behind a computation (the engine is synchronous: a worker busy with it answers
// nothing else until it is done).
import type { CalcApi } from '../core/calc/api';

/** Every CalcApi call, returning a Promise (as Comlink makes them). */
export type AsyncCalc = {
  [K in keyof CalcApi]: (...args: Parameters<CalcApi[K]>) => Promise<ReturnType<CalcApi[K]>>;
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
  getStoredValues: 'read',
  computeAll: 'computation',
  computeLive: 'computation',
};

/**
 * One AsyncCalc over the two workers. Each worker handles its messages in order, so a computation asked after an
 * edit is computed with that edit, however long the computing worker is still busy with an older one.
 */
export function mirrorCalc(editing: AsyncCalc, computing: AsyncCalc): AsyncCalc {
  const call = (target: AsyncCalc, name: keyof CalcApi, args: unknown[]) =>
    (target[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  const api: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [name, route] of Object.entries(ROUTES) as [keyof CalcApi, string][]) {
    api[name] = (...args) => {
      if (route === 'computation') return call(computing, name, args);
      // The same refusal comes from the editing worker, which the caller hears; this copy needs no second report.
      if (route === 'mutation') call(computing, name, args).catch(() => undefined);
      return call(editing, name, args);
    };
  }
  return api as unknown as AsyncCalc;
}
