// The entry screen's first requests, started as soon as the route is known: while the screen's code (and AG Grid
// with it) still loads, the version's data comes; then the tab the screen opens on is built here from the data
// (opening-tab.ts) while the editing worker loads the engine and opens the version.
import { templateList, versionData } from '../../api/compute';
import { versionHeader } from '../../api/projects';
import { createCalcClient, type CalcClient } from '../../calc';
import type { TemplateListItem, VersionDataDto } from '../../core/contracts/compute';
import { VersionStatus, type VersionHeader } from '../../core/contracts/projects';
import type { InstanceContext, TemplateInstance, ValidationIssue } from '../../core/template/types';
import { rememberedPlace } from './draft-store';
import type { buildOpeningTab } from './opening-tab';

/** What the screen fetches first: the version's data, the tab list and the header (null when it failed). */
export type EntryData = [VersionDataDto, TemplateListItem[], VersionHeader | null];

/** The tab the screen opens on, built on the main thread, and the version's open in the editing worker. */
export interface FirstTab {
  index: number;
  /** tab 0's remembered sub-project, as remembered (the screen checks it is still there) */
  subProject: string | null;
  template: TemplateInstance;
  /**
   * openVersion's answer: the issues of the stored values (every table's follow after the first paint). Until it
   * came the worker has not got the version: a call sent meanwhile is answered after it (a worker's calls keep
   * their order).
   */
  issues: Promise<Record<string, ValidationIssue[]>>;
}

export interface EntryStart {
  versionId: number;
  client: CalcClient;
  data: Promise<EntryData>;
  /** Made once the data came; null for a COMPLETED version (its screen shows the result, no tab). */
  first: Promise<FirstTab | null>;
}

/** Workers nobody took (the user went elsewhere before the screen mounted) are stopped after this long. */
const UNCLAIMED_MS = 20_000;

/** `failed`: its data did not come (a session that had ended, a server that was down): not handed out, not kept. */
let waiting: { start: EntryStart; timer: ReturnType<typeof setTimeout>; failed: boolean } | null = null;

export function contextOf(dto: VersionDataDto): InstanceContext {
  return { ...(dto.context as InstanceContext), areaUnit: dto.area_unit };
}

/** The tab a reload reopens (and tab 0's sub-project): the one the user was on, else the first. */
export function openingPlace(
  versionId: number,
  tabs: readonly TemplateListItem[],
): { index: number; subProject: string | null } {
  const place = rememberedPlace(window.localStorage, versionId);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.key === place?.tab),
  );
  return { index, subProject: index === 0 ? (place?.subProject ?? null) : null };
}

async function openFirstTab(
  versionId: number,
  client: CalcClient,
  data: Promise<[VersionDataDto, TemplateListItem[]]>,
  builder: Promise<{ buildOpeningTab: typeof buildOpeningTab }>,
): Promise<FirstTab | null> {
  const [dto, tabs] = await data;
  if (dto.version.status === VersionStatus.COMPLETED) return null;
  const { index, subProject } = openingPlace(versionId, tabs);
  const key = tabs[index]?.key;
  if (!key) throw new Error('没有可录入的模板');
  const ctx = contextOf(dto);
  // The worker answers before building the version's tables (deferIssues); the tab is not asked of it: the worker
  // loads its engine and opens the version while this thread builds the tab from the same values.
  const issues = client.api
    .openVersion({ ctx, stored: dto.stored }, { deferIssues: true })
    .then((a) => a.issues);
  // nobody may be listening yet: a failure is the screen's to show
  issues.catch(() => undefined);
  const { buildOpeningTab } = await builder;
  return { index, subProject, template: buildOpeningTab(key, ctx, dto.stored), issues };
}

/** The requests and workers of the entry screen of `versionId` (a bad link fails in data, as the screen's own would). */
export function startEntry(versionId: number): EntryStart {
  // A bad link is told once, by the screen's 加载失败 (no toasts of the same message on top).
  const dto = versionData(versionId, { notify: false });
  const tabs = templateList();
  const data = Promise.all([dto, tabs, versionHeader(versionId, { notify: false }).catch(() => null)]);
  const client = createCalcClient();
  const builder = import('./opening-tab');
  builder.catch(() => undefined); // told by `first`, if the data came
  // (the header is not needed to open the tab)
  const first = openFirstTab(versionId, client, Promise.all([dto, tabs]), builder);
  // nobody may be listening yet: a failure is the screen's to show
  first.catch(() => undefined);
  return { versionId, client, data, first };
}

/**
 * Called when the page loads at the entry screen's address (src/app/routes.ts), before the session and the
 * screen's code have loaded: starts the screen of the version in the address bar. The screen takes it with
 * takeEntry; one it does not take in UNCLAIMED_MS is stopped.
 */
export function preloadEntry(search: string): void {
  const versionId = Number(new URLSearchParams(search).get('id'));
  if (!Number.isInteger(versionId) || versionId <= 0) return;
  if (waiting?.start.versionId === versionId && !waiting.failed) return;
  dropWaiting();
  const start = startEntry(versionId);
  const entry = { start, timer: setTimeout(dropWaiting, UNCLAIMED_MS), failed: false };
  // A start whose requests failed (e.g. asked with a token that had expired, before the sign-in page) is not
  // reused: the screen, or the next load, asks again with the session it has then.
  start.data.catch(() => {
    entry.failed = true;
  });
  waiting = entry;
}

/** The preloaded start of `versionId`'s screen, once (null when none waits: the screen starts its own). */
export function takeEntry(versionId: number): EntryStart | null {
  if (waiting?.start.versionId !== versionId) return null;
  if (waiting.failed) {
    dropWaiting();
    return null;
  }
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
