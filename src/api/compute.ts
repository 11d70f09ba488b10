// Computation calls 测算 (product.md §7.4) used by the entry screen: template list, version data, saves, area unit, submit.
import { api, type RequestOptions } from './client';
import type {
  IssueDto,
  SaveResultDto,
  TemplateListItem,
  UpdateTableBody,
  VersionDataDto,
} from '../core/contracts/compute';

const C = '/v1/project_compute';
/** Submit and 亩/公顷 conversion compute on the server: up to ~10 s on a loaded machine. */
const SLOW_MS = 60_000;

export function templateList(): Promise<TemplateListItem[]> {
  return api.get<TemplateListItem[]>(`${C}/template_list`);
}

/** `options.notify: false` when the screen says itself why it could not open (one message, not a toast as well). */
export function versionData(versionId: number, options?: RequestOptions): Promise<VersionDataDto> {
  return api.get<VersionDataDto>(`${C}/version_data/${versionId}`, undefined, options);
}

/** Saves tables (complete cell sets with their base revisions); the screen shows its own messages. */
export function updateTable(body: UpdateTableBody): Promise<SaveResultDto> {
  return api.post<SaveResultDto>(`${C}/update_table`, body, { notify: false });
}

export function setAreaUnit(versionId: number, unit: 'mu' | 'ha'): Promise<VersionDataDto> {
  return api.post<VersionDataDto>(`${C}/area_unit/${versionId}`, { area_unit: unit }, { timeout: SLOW_MS });
}

export function submitVersion(versionId: number): Promise<unknown> {
  return api.post<unknown>(`${C}/submit/${versionId}`, undefined, { timeout: SLOW_MS, notify: false });
}

/** The validation issues a refused save or submit carries (400 details.issues), or []. */
export function issuesOfError(body: unknown): IssueDto[] {
  if (typeof body !== 'object' || body === null) return [];
  const details = (body as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null) return [];
  const issues = (details as { issues?: unknown }).issues;
  return Array.isArray(issues) ? (issues as IssueDto[]) : [];
}

/**
 * GET input_template/{versionId}[?blank=1] → 下载录入模板: the version's 录入 sheets and hidden 录入结构 sheet with its
 * saved values (or, blank, with the entered cells empty) as a Blob, and the server's file name.
 */
export function downloadInputTemplate(
  versionId: number,
  blank: boolean,
): Promise<{ blob: Blob; filename: string | undefined }> {
  return api.blob(`${C}/input_template/${versionId}`, {
    timeout: SLOW_MS,
    ...(blank ? { searchParams: { blank: '1' } } : {}),
  });
}
