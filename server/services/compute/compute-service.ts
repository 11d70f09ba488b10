// The computation calls: generate templates, read and save template data, submit and compute (§7.4, §4.2).
import type { ComputePool } from './compute-pool';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, conflict } from '../../http/errors';
import { recordEvent } from '../events';
import { loadAccessibleVersion, type Viewer } from '../projects/access';
import {
  assertEditable,
  claimForEdit,
  lockProject,
  markCalculating,
  markCompleted,
  markComputeFailed,
  markTemplatesGenerated,
  VersionStatus,
} from '../versions/status';
import { expiredCalculations, keepLeaseAlive, releaseLease, takeLease, takeOverExpired } from './lease';
import { writeResults } from './results-repo';
import { deleteTables, readStored, writeTables, type TableWrite } from './stored-repo';
import { blocksSubmit } from '../../../src/core/template/validate';
import { issueDtos, templates, type BuiltVersion } from './templates';
import { liveInputs, locationOf, parseSettings, versionInputs, type VersionInputs } from './version-context';
import type {
  IssueDto,
  SaveResultDto,
  UpdateTableBody,
  VersionDataDto,
} from '../../../src/core/contracts/compute';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export const NOT_GENERATED = '请先生成模板（录入与测算）再进行此操作';
export const STRUCTURE_CHANGED = '项目结构已变更，请重新生成模板后再提交';
export const HAS_ERRORS = '录入数据有错误，请修改后再提交';
export const UNIT_CHANGED = '面积单位已变更，请刷新后重试';
export const NO_SUB_PROJECTS = '该项目还没有子项目，请先在项目管理中创建子项目后再提交';

/** Submitted 已提交: the version's inputs are fixed from here on. */
const SUBMITTED: readonly string[] = [VersionStatus.CALCULATING, VersionStatus.COMPLETED];

async function open(deps: Deps, user: Viewer, versionId: number) {
  const { version, project } = await loadAccessibleVersion(deps.db, user, versionId);
  const { ctx, stored } = await versionInputs(deps.db, project, version);
  return { version, project, ctx, stored };
}

/**
 * UNGENERATED / CHANGED → UNSUBMITTED; keeps every stored value whose cell still exists. Idempotent. A submitted
 * version (CALCULATING, COMPLETED) is left exactly as it is and its status answered: opening the entry screen of a
 * version that is being computed must not abort the computation.
 */
export async function generateTemplates(
  deps: Deps,
  user: Viewer,
  versionId: number,
): Promise<{ status: string }> {
  const { version, ctx } = await open(deps, user, versionId);
  if (SUBMITTED.includes(version.status)) return { status: version.status };
  // the raw rows: generating moves tables that moved (TableSchema.formerly) to their place for good
  const { writes, deletes } = templates.prune(ctx, await readStored(deps.db, versionId));
  try {
    await deps.db.transaction().execute(async (trx) => {
      await claimForEdit(trx, versionId, null, deps.now());
      await writeTables(trx, versionId, writes, null, deps.now());
      await deleteTables(trx, versionId, deletes);
      if (version.status !== VersionStatus.UNSUBMITTED)
        await markTemplatesGenerated(trx, versionId, deps.now());
    });
  } catch (err) {
    // submitted in the meantime: nothing was changed, the version keeps its new status
    if (err instanceof AppError && err.status === 409) return { status: await statusOf(deps, versionId) };
    throw err;
  }
  return { status: VersionStatus.UNSUBMITTED };
}

async function statusOf(deps: Deps, versionId: number): Promise<string> {
  const row = await deps.db
    .selectFrom('versions')
    .select('status')
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  return row.status;
}

function assertGenerated(status: string): void {
  if (status === VersionStatus.UNGENERATED) throw conflict(NOT_GENERATED, 'NOT_GENERATED');
}

export async function versionData(deps: Deps, user: Viewer, versionId: number): Promise<VersionDataDto> {
  const { version, project, ctx, stored } = await open(deps, user, versionId);
  return {
    version: { id: version.id, name: version.name, status: version.status, project_id: project.id },
    project: {
      id: project.id,
      name: project.name,
      location: locationOf(project),
      building_period: ctx.B,
      operating_period: ctx.O,
    },
    area_unit: parseSettings(version.settings).areaUnit,
    context: ctx,
    stored,
  };
}

export async function readTemplate(deps: Deps, user: Viewer, versionId: number, key: string) {
  const { version, ctx, stored } = await open(deps, user, versionId);
  assertGenerated(version.status);
  return { ...templates.instantiate(key, ctx, stored), status: version.status, template_unit: ctx.areaUnit };
}

/** Validates the whole version as it would be after the save and stores the tables atomically, or nothing. */
export async function saveTables(
  deps: Deps,
  user: Viewer & { id: number },
  body: UpdateTableBody,
): Promise<SaveResultDto> {
  const { version, ctx, stored } = await open(deps, user, body.version_id);
  assertEditable(version);
  assertGenerated(version.status);
  if (body.template_unit && body.template_unit !== ctx.areaUnit)
    throw conflict(UNIT_CHANGED, 'AREA_UNIT_CHANGED');
  const writes = templates.saveWrites(body, ctx, stored);
  const next = { ...stored };
  for (const w of writes) next[w.key] = { cells: w.cells, revision: w.expectedRevision ?? 0 };
  const issues = issueDtos(
    templates.validate(
      ctx,
      next,
      writes.map((w) => w.key),
    ),
  );
  const errors = issues.filter((i) => i.level === 'error');
  if (errors.length)
    throw new AppError(400, 'INVALID_CELLS', errors[0]?.message ?? HAS_ERRORS, { issues: errors });
  // The status is claimed first: a submit that got there before refuses this save (409), never half-keeps it.
  const revisions = await deps.db.transaction().execute(async (trx) => {
    await claimForEdit(trx, version.id, user.id, deps.now());
    return writeTables(trx, version.id, writes, user.id, deps.now());
  });
  return { revisions, warnings: issues.filter((i) => i.level === 'warning') };
}

/** Switches the version's area unit, converting every stored per-area value exactly (×/÷ 15). */
export async function setAreaUnit(
  deps: Deps,
  user: Viewer & { id: number },
  versionId: number,
  unit: 'mu' | 'ha',
): Promise<VersionDataDto> {
  const { version, ctx, stored } = await open(deps, user, versionId);
  assertEditable(version);
  if (ctx.areaUnit !== unit) {
    const writes: TableWrite[] = templates.convertAreaUnit(ctx, stored, unit);
    const settings = { ...JSON.parse(version.settings || '{}'), areaUnit: unit };
    await deps.db.transaction().execute(async (trx) => {
      await claimForEdit(trx, versionId, user.id, deps.now());
      await writeTables(trx, versionId, writes, user.id, deps.now());
      await trx
        .updateTable('versions')
        .set({ settings: JSON.stringify(settings) })
        .where('id', '=', versionId)
        .execute();
    });
  }
  return versionData(deps, user, versionId);
}

/** The whole version's validation issues (what submit would refuse). */
export async function versionIssues(deps: Deps, user: Viewer, versionId: number): Promise<IssueDto[]> {
  const { ctx, stored } = await open(deps, user, versionId);
  return issueDtos(templates.validate(ctx, stored));
}

/**
 * Refuses while any template has errors; otherwise CALCULATING → compute on the server → COMPLETED. Moving to
 * CALCULATING is atomic (a second submit gets the ordinary status refusal) and takes, in the same transaction, the
 * compute lease and the snapshot of periods, sub-projects and inputs that the result will be computed from.
 */
export async function submitVersion(
  deps: Deps,
  pool: ComputePool,
  user: Viewer & { id: number },
  versionId: number,
): Promise<{ status: string }> {
  const { version, ctx, stored } = await open(deps, user, versionId);
  assertEditable(version);
  assertGenerated(version.status);
  if (version.status === VersionStatus.CHANGED) throw conflict(STRUCTURE_CHANGED, 'STRUCTURE_CHANGED');
  if (ctx.subProjects.length === 0) throw badRequest(NO_SUB_PROJECTS);
  // Built once: validated here, and mapped to the engine's input below when the snapshot is what was validated.
  const built = templates.build(ctx, stored);
  // A row still waiting for a later tab's data (a warning while typing) is an error now: submit computes for real.
  const errors = issueDtos(
    templates
      .validate(ctx, stored, undefined, built)
      .filter(blocksSubmit)
      .map((i) => ({ ...i, level: 'error' as const })),
  );
  if (errors.length)
    throw new AppError(400, 'INVALID_CELLS', `${HAS_ERRORS}：${errors[0]?.message ?? ''}`, {
      issues: errors,
    });
  const snapshot = await deps.db.transaction().execute(async (trx) => {
    await lockProject(trx, version.project_id);
    await markCalculating(trx, versionId, deps.now());
    await takeLease(trx, versionId, deps.now());
    return snapshotOf(trx, versionId);
  });
  // The snapshot is read again under the lock; unchanged since the validation (the usual case), its tables are built.
  const unchanged = JSON.stringify(snapshot) === JSON.stringify({ ctx, stored });
  await computeAndStore(deps, pool, versionId, unchanged ? { ctx, stored, built } : snapshot);
  await recordEvent(deps.db, deps.now(), {
    userId: user.id,
    kind: 'compute',
    projectId: version.project_id,
    versionId,
  });
  return { status: VersionStatus.COMPLETED };
}

/** The version's current periods, sub-projects and inputs. */
async function snapshotOf(db: Deps['db'], versionId: number): Promise<VersionInputs> {
  const version = await db
    .selectFrom('versions')
    .selectAll()
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  const project = await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', version.project_id)
    .executeTakeFirstOrThrow();
  return liveInputs(db, project, version);
}

export const COMPUTE_FAILED = '计算失败，请检查录入数据后重试';

/**
 * Computes a CALCULATING version this process holds the lease of, from `snapshot` (default: its current inputs),
 * and stores every table with the snapshot, then COMPLETED — in one transaction, so a crash leaves no half result.
 * A failure hands the version back to entry (UNSUBMITTED). Messages never carry database or stack text.
 */
export async function computeAndStore(
  deps: Deps,
  pool: ComputePool,
  versionId: number,
  snapshot?: VersionInputs & { built?: BuiltVersion },
): Promise<void> {
  const stopHeartbeat = keepLeaseAlive(deps.db, versionId, deps.now);
  try {
    const { ctx, stored, built }: VersionInputs & { built?: BuiltVersion } =
      snapshot ?? (await snapshotOf(deps.db, versionId));
    const input = templates.toModelInput(ctx, stored, built);
    const output = await pool.compute(input);
    const failed = output.messages.filter((m) => m.level === 'error');
    if (failed.length) {
      throw badRequest(`计算失败：${failed[0]?.text ?? ''}`, { messages: failed });
    }
    await deps.db.transaction().execute(async (trx) => {
      await writeResults(
        trx,
        versionId,
        output,
        {
          engineVersion: output.engine,
          templateVersion: templates.version,
          modelInput: input,
          context: ctx,
          inputs: stored,
        },
        deps.now(),
      );
      await markCompleted(trx, versionId, deps.now());
      await releaseLease(trx, versionId);
    });
  } catch (err) {
    await markComputeFailed(deps.db, versionId, deps.now())
      .then(() => releaseLease(deps.db, versionId))
      .catch(() => undefined);
    if (err instanceof AppError) throw err;
    process.emitWarning(`computation of version ${versionId} failed: ${String(err)}`);
    throw new AppError(422, 'COMPUTE_FAILED', COMPUTE_FAILED);
  } finally {
    stopHeartbeat();
  }
}

/**
 * Finishes every version left in CALCULATING whose compute lease has expired (its process died). A version another
 * live instance is computing keeps a fresh lease and is left to it. `anyLease` (SQLite at start-up, one process by
 * construction) takes every CALCULATING version. Returns how many were taken over.
 */
export async function resumeCalculating(deps: Deps, pool: ComputePool, anyLease = false): Promise<number> {
  let taken = 0;
  for (const id of await expiredCalculations(deps.db, deps.now(), anyLease)) {
    if (!(await takeOverExpired(deps.db, id, deps.now(), anyLease))) continue;
    taken += 1;
    await computeAndStore(deps, pool, id).catch(() => undefined);
  }
  return taken;
}

/**
 * While the app runs, looks for expired leases every `everyMs` and finishes those versions: an instance that dies
 * mid-computation (or restarts within its own lease) is taken over once its lease runs out. Returns a stop function.
 */
export function startRecoverySweeper(deps: Deps, pool: ComputePool, everyMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    resumeCalculating(deps, pool)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
