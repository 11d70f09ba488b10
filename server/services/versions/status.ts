// Version status transitions 版本状态流转 (§4.2, ARCHITECTURE "Version lifecycle"): the one place that changes a status.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict } from '../../http/errors';
import { VersionStatus, type VersionStatusValue } from '../../../src/core/contracts/projects';

export { VersionStatus };
export type { VersionStatusValue };

export const READ_ONLY_MESSAGE = '计算完成的版本为只读，如需修改请以该版本为来源创建新版本';
export const TRANSITION_REFUSED = '当前版本状态不允许此操作';
export const CALCULATING_MESSAGE = '该版本正在计算中，请稍候';

/** Statuses whose inputs may still change: once submitted (CALCULATING, COMPLETED) a version's data is fixed. */
export const EDITABLE: readonly VersionStatusValue[] = [VersionStatus.UNSUBMITTED, VersionStatus.CHANGED];

/** The ordinary refusal for a version in `status` (409): read-only when completed, busy while calculating. */
export function statusRefusal(status: string | undefined) {
  if (status === VersionStatus.COMPLETED) return conflict(READ_ONLY_MESSAGE, 'VERSION_READ_ONLY');
  if (status === VersionStatus.CALCULATING) return conflict(CALCULATING_MESSAGE, 'CALCULATING');
  return conflict(TRANSITION_REFUSED, 'VERSION_STATUS');
}

/** Which statuses each target may be reached from. COMPLETED is final: a completed version is read-only. */
const ALLOWED_FROM: Record<VersionStatusValue, readonly VersionStatusValue[]> = {
  // generate_templates (first time, after a change, or again); never from CALCULATING: that would abort a submit
  [VersionStatus.UNSUBMITTED]: [VersionStatus.UNGENERATED, VersionStatus.CHANGED, VersionStatus.UNSUBMITTED],
  // submit: only once; a second submit of a CALCULATING version is refused like any other status refusal
  [VersionStatus.CALCULATING]: [VersionStatus.UNSUBMITTED],
  [VersionStatus.COMPLETED]: [VersionStatus.CALCULATING],
  // a structural change does not touch a submitted version (CALCULATING keeps the snapshot it computes from)
  [VersionStatus.CHANGED]: [VersionStatus.UNSUBMITTED, VersionStatus.CHANGED],
  [VersionStatus.UNGENERATED]: [],
};

export function isReadOnly(status: string): boolean {
  return status === VersionStatus.COMPLETED;
}

/** Throws 409 when the version is submitted (calculating or completed: its inputs never change). */
export function assertEditable(version: { status: string }): void {
  if (version.status === VersionStatus.COMPLETED || version.status === VersionStatus.CALCULATING)
    throw statusRefusal(version.status);
}

/**
 * Moves one version to `to` if its current status allows it (an atomic conditional update, safe under races);
 * otherwise 409. COMPLETED also sets the project's computed flag 已计算, which drives the §2.5 warning.
 */
export async function transitionVersion(
  db: Kysely<DB>,
  versionId: number,
  to: VersionStatusValue,
  now: Date,
  from: readonly VersionStatusValue[] = ALLOWED_FROM[to],
): Promise<void> {
  const result = from.length
    ? await db
        .updateTable('versions')
        .set({ status: to, updated_at: now.toISOString() })
        .where('id', '=', versionId)
        .where('status', 'in', from)
        .executeTakeFirst()
    : { numUpdatedRows: 0n };
  if (Number(result.numUpdatedRows) === 0) {
    const current = await db
      .selectFrom('versions')
      .select('status')
      .where('id', '=', versionId)
      .executeTakeFirst();
    throw statusRefusal(current?.status);
  }
  if (to === VersionStatus.COMPLETED) {
    await db
      .updateTable('projects')
      .set({ computed: 1 })
      .where('id', '=', db.selectFrom('versions').select('project_id').where('id', '=', versionId))
      .execute();
  }
}

/** Templates generated 已生成模板: UNGENERATED / CHANGED → UNSUBMITTED. */
export const markTemplatesGenerated = (db: Kysely<DB>, versionId: number, now: Date) =>
  transitionVersion(db, versionId, VersionStatus.UNSUBMITTED, now);
/** Submitted 已提交: UNSUBMITTED → CALCULATING. */
export const markCalculating = (db: Kysely<DB>, versionId: number, now: Date) =>
  transitionVersion(db, versionId, VersionStatus.CALCULATING, now);
/** A failed computation hands the version back to entry: CALCULATING → UNSUBMITTED. */
export const markComputeFailed = (db: Kysely<DB>, versionId: number, now: Date) =>
  transitionVersion(db, versionId, VersionStatus.UNSUBMITTED, now, [VersionStatus.CALCULATING]);
/** Computed 计算完成: CALCULATING → COMPLETED, and the project's computed flag. */
export const markCompleted = (db: Kysely<DB>, versionId: number, now: Date) =>
  transitionVersion(db, versionId, VersionStatus.COMPLETED, now);

/**
 * The project's structure changed 项目结构变更 (periods, or a sub-project created, deleted, or its trees /
 * product categories edited): every version that has templates and is not submitted becomes CHANGED (a
 * CALCULATING or COMPLETED version keeps the snapshot it was computed from).
 * Returns how many versions changed.
 */
export async function markProjectVersionsChanged(
  db: Kysely<DB>,
  projectId: number,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('versions')
    .set({ status: VersionStatus.CHANGED, updated_at: now.toISOString() })
    .where('project_id', '=', projectId)
    .where('status', 'in', EDITABLE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Records that a user edits a version 最近编辑 (entry saves call this first in their transaction) — only while its
 * status lets inputs change, else the ordinary 409. The conditional update is atomic and, on PostgreSQL, holds
 * the version's row until the save commits, so a submit either sees the whole save or refuses it.
 * Updated time and last editor drive the dashboard's recent versions.
 */
export async function claimForEdit(
  db: Kysely<DB>,
  versionId: number,
  userId: number | null,
  now: Date,
): Promise<void> {
  const result = await db
    .updateTable('versions')
    .set(
      userId === null
        ? { updated_at: now.toISOString() }
        : { updated_at: now.toISOString(), last_editor_id: userId },
    )
    .where('id', '=', versionId)
    .where('status', 'in', [...EDITABLE, VersionStatus.UNGENERATED])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const current = await db
    .selectFrom('versions')
    .select('status')
    .where('id', '=', versionId)
    .executeTakeFirst();
  throw statusRefusal(current?.status);
}

/**
 * Serialises structural changes of one project (delete a version or sub-project, change periods, submit): a no-op
 * update that takes the project's row lock on PostgreSQL until the transaction ends (SQLite runs one writer).
 */
export async function lockProject(trx: Kysely<DB>, projectId: number): Promise<void> {
  await trx
    .updateTable('projects')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', projectId)
    .execute();
}
