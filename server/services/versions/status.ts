// Version status transitions 版本状态流转 (§4.2, ARCHITECTURE "Version lifecycle"): the one place that changes a status.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict } from '../../http/errors';
import { VersionStatus, type VersionStatusValue } from '../../../src/core/contracts/projects';

export { VersionStatus };
export type { VersionStatusValue };

export const READ_ONLY_MESSAGE = '计算完成的版本为只读，如需修改请以该版本为来源创建新版本';
export const TRANSITION_REFUSED = '当前版本状态不允许此操作';

/** Which statuses each target may be reached from. COMPLETED is final: a completed version is read-only. */
const ALLOWED_FROM: Record<VersionStatusValue, readonly VersionStatusValue[]> = {
  // generate_templates (first time, after a change, or again)
  [VersionStatus.UNSUBMITTED]: [
    VersionStatus.UNGENERATED,
    VersionStatus.CHANGED,
    VersionStatus.UNSUBMITTED,
    VersionStatus.CALCULATING, // a failed computation hands the version back to entry
  ],
  // submit
  [VersionStatus.CALCULATING]: [VersionStatus.UNSUBMITTED, VersionStatus.CALCULATING],
  [VersionStatus.COMPLETED]: [VersionStatus.CALCULATING],
  [VersionStatus.CHANGED]: [VersionStatus.UNSUBMITTED, VersionStatus.CHANGED, VersionStatus.CALCULATING],
  [VersionStatus.UNGENERATED]: [],
};

export function isReadOnly(status: string): boolean {
  return status === VersionStatus.COMPLETED;
}

/** Throws 409 when the version is completed (inputs of a completed version never change). */
export function assertEditable(version: { status: string }): void {
  if (isReadOnly(version.status)) throw conflict(READ_ONLY_MESSAGE, 'VERSION_READ_ONLY');
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
): Promise<void> {
  const from = ALLOWED_FROM[to];
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
    if (current && isReadOnly(current.status)) throw conflict(READ_ONLY_MESSAGE, 'VERSION_READ_ONLY');
    throw conflict(TRANSITION_REFUSED, 'VERSION_STATUS');
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
/** Computed 计算完成: CALCULATING → COMPLETED, and the project's computed flag. */
export const markCompleted = (db: Kysely<DB>, versionId: number, now: Date) =>
  transitionVersion(db, versionId, VersionStatus.COMPLETED, now);

/**
 * The project's structure changed 项目结构变更 (periods, or a sub-project created, deleted, or its trees /
 * product categories edited): every version that has templates and is not completed becomes CHANGED.
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
    .where('status', 'not in', [VersionStatus.UNGENERATED, VersionStatus.COMPLETED])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Records that a user edited a version 最近编辑 (entry saves call this): updated time and last editor drive the
 * dashboard's recent versions.
 */
export async function touchVersion(
  db: Kysely<DB>,
  versionId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('versions')
    .set({ updated_at: now.toISOString(), last_editor_id: userId })
    .where('id', '=', versionId)
    .execute();
}
