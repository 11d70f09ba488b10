// The entry screen's first requests and its two calc workers, started as soon as the route is known: while the
// screen's code (and AG Grid with it) still loads, the version's data comes and the workers load the engine.
import { templateList, versionData } from '../../api/compute';
import { versionHeader } from '../../api/projects';
import { createCalcClient, type CalcClient } from '../../calc';
import type { TemplateListItem, VersionDataDto } from '../../core/contracts/compute';
import type { VersionHeader } from '../../core/contracts/projects';

/** What the screen fetches first: the version's data, the tab list and the header (null when it failed). */
export type EntryData = [VersionDataDto, TemplateListItem[], VersionHeader | null];

export interface EntryStart {
  versionId: number;
  client: CalcClient;
  data: Promise<EntryData>;
}

/** Workers nobody took (the user went elsewhere before the screen mounted) are stopped after this long. */
const UNCLAIMED_MS = 20_000;

let waiting: { start: EntryStart; timer: ReturnType<typeof setTimeout> } | null = null;

/** The requests and workers of the entry screen of `versionId` (a bad link fails in data, as the screen's own would). */
export function startEntry(versionId: number): EntryStart {
  const data = Promise.all([
    // A bad link is told once, by the screen's 加载失败 (no toasts of the same message on top).
    versionData(versionId, { notify: false }),
    templateList(),
    versionHeader(versionId, { notify: false }).catch(() => null),
  ]);
  return { versionId, client: createCalcClient(), data };
}

/**
 * Called with the route's code load (src/app/routes.ts): starts the screen of the version in the address bar. The
 * screen takes it with takeEntry; one it does not take in UNCLAIMED_MS is stopped.
 */
export function preloadEntry(search: string): void {
  const versionId = Number(new URLSearchParams(search).get('id'));
  if (!Number.isInteger(versionId) || versionId <= 0 || waiting?.start.versionId === versionId) return;
  dropWaiting();
  const start = startEntry(versionId);
  // nobody may be listening yet: a failure is the screen's to show
  start.data.catch(() => undefined);
  waiting = { start, timer: setTimeout(dropWaiting, UNCLAIMED_MS) };
}

/** The preloaded start of `versionId`'s screen, once (null when none waits: the screen starts its own). */
export function takeEntry(versionId: number): EntryStart | null {
  if (waiting?.start.versionId !== versionId) return null;
  const { start, timer } = waiting;
  clearTimeout(timer);
  waiting = null;
  return start;
}

function dropWaiting(): void {
  if (!waiting) return;
  clearTimeout(waiting.timer);
  waiting.start.client.dispose();
  waiting = null;
}
