// The computation calls: generate templates, read and save template data, submit and compute (§7.4, §4.2).
import type { ComputePool } from './compute-pool';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, conflict } from '../../http/errors';
import { recordEvent } from '../events';
import { loadAccessibleVersion, type Viewer } from '../projects/access';
import {
  assertEditable,
  markCalculating,
  markCompleted,
  markTemplatesGenerated,
  touchVersion,
  transitionVersion,
  VersionStatus,
} from '../versions/status';
import { writeResults } from './results-repo';
import { readInputs } from './inputs';
import { deleteTables, readStored, writeTables, type TableWrite } from './stored-repo';
import { blocksSubmit } from '../../../src/core/template/validate';
import { issueDtos, templates } from './templates';
import { loadContext, locationOf, parseSettings } from './version-context';
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

async function open(deps: Deps, user: Viewer, versionId: number) {
  const { version, project } = await loadAccessibleVersion(deps.db, user, versionId);
  const ctx = await loadContext(deps.db, project, version);
  return { version, project, ctx };
}

/** UNGENERATED / CHANGED → UNSUBMITTED; keeps every stored value whose cell still exists. Idempotent. */
export async function generateTemplates(
  deps: Deps,
  user: Viewer,
  versionId: number,
): Promise<{ status: string }> {
  const { version, ctx } = await open(deps, user, versionId);
  if (version.status === VersionStatus.COMPLETED) return { status: version.status };
  const stored = await readStored(deps.db, versionId);
  const { writes, deletes } = templates.prune(ctx, stored);
  await deps.db.transaction().execute(async (trx) => {
    await writeTables(trx, versionId, writes, null, deps.now());
    await deleteTables(trx, versionId, deletes);
    if (version.status !== VersionStatus.UNSUBMITTED)
      await markTemplatesGenerated(trx, versionId, deps.now());
  });
  return { status: VersionStatus.UNSUBMITTED };
}

function assertGenerated(status: string): void {
  if (status === VersionStatus.UNGENERATED) throw conflict(NOT_GENERATED, 'NOT_GENERATED');
}

export async function versionData(deps: Deps, user: Viewer, versionId: number): Promise<VersionDataDto> {
  const { version, project, ctx } = await open(deps, user, versionId);
  return {
    version: { id: version.id, name: version.name, status: version.status, project_id: project.id },
    project: {
      id: project.id,
      name: project.name,
      location: locationOf(project),
      building_period: project.building_period,
      operating_period: project.operating_period,
    },
    area_unit: parseSettings(version.settings).areaUnit,
    context: ctx,
    stored: await readInputs(deps.db, versionId),
  };
}

export async function readTemplate(deps: Deps, user: Viewer, versionId: number, key: string) {
  const { version, ctx } = await open(deps, user, versionId);
  assertGenerated(version.status);
  const stored = await readInputs(deps.db, versionId);
  return { ...templates.instantiate(key, ctx, stored), status: version.status, template_unit: ctx.areaUnit };
}

/** Validates the whole version as it would be after the save and stores the tables atomically, or nothing. */
export async function saveTables(
  deps: Deps,
  user: Viewer & { id: number },
  body: UpdateTableBody,
): Promise<SaveResultDto> {
  const { version, ctx } = await open(deps, user, body.version_id);
  assertEditable(version);
  assertGenerated(version.status);
  if (body.template_unit && body.template_unit !== ctx.areaUnit)
    throw conflict(UNIT_CHANGED, 'AREA_UNIT_CHANGED');
  const stored = await readInputs(deps.db, version.id);
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
  const revisions = await deps.db.transaction().execute(async (trx) => {
    const r = await writeTables(trx, version.id, writes, user.id, deps.now());
    await touchVersion(trx, version.id, user.id, deps.now());
    return r;
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
  const { version, ctx } = await open(deps, user, versionId);
  assertEditable(version);
  if (ctx.areaUnit !== unit) {
    const stored = await readInputs(deps.db, versionId);
    const writes: TableWrite[] = templates.convertAreaUnit(ctx, stored, unit);
    const settings = { ...JSON.parse(version.settings || '{}'), areaUnit: unit };
    await deps.db.transaction().execute(async (trx) => {
      await writeTables(trx, versionId, writes, user.id, deps.now());
      await trx
        .updateTable('versions')
        .set({ settings: JSON.stringify(settings) })
        .where('id', '=', versionId)
        .execute();
      await touchVersion(trx, versionId, user.id, deps.now());
    });
  }
  return versionData(deps, user, versionId);
}

/** The whole version's validation issues (what submit would refuse). */
export async function versionIssues(deps: Deps, user: Viewer, versionId: number): Promise<IssueDto[]> {
  const { ctx } = await open(deps, user, versionId);
  return issueDtos(templates.validate(ctx, await readInputs(deps.db, versionId)));
}

/** Refuses while any template has errors; otherwise CALCULATING → compute on the server → COMPLETED. */
export async function submitVersion(
  deps: Deps,
  pool: ComputePool,
  user: Viewer & { id: number },
  versionId: number,
): Promise<{ status: string }> {
  const { version, ctx } = await open(deps, user, versionId);
  assertEditable(version);
  assertGenerated(version.status);
  if (version.status === VersionStatus.CHANGED) throw conflict(STRUCTURE_CHANGED, 'STRUCTURE_CHANGED');
  if (version.status === VersionStatus.CALCULATING) throw conflict('该版本正在计算中，请稍候', 'CALCULATING');
  if (ctx.subProjects.length === 0) throw badRequest(NO_SUB_PROJECTS);
  const stored = await readInputs(deps.db, versionId);
  // A row still waiting for a later tab's data (a warning while typing) is an error now: submit computes for real.
  const errors = issueDtos(
    templates
      .validate(ctx, stored)
      .filter(blocksSubmit)
      .map((i) => ({ ...i, level: 'error' as const })),
  );
  if (errors.length)
    throw new AppError(400, 'INVALID_CELLS', `${HAS_ERRORS}：${errors[0]?.message ?? ''}`, {
      issues: errors,
    });
  await markCalculating(deps.db, versionId, deps.now());
  await computeAndStore(deps, pool, versionId);
  await recordEvent(deps.db, deps.now(), {
    userId: user.id,
    kind: 'compute',
    projectId: version.project_id,
    versionId,
  });
  return { status: VersionStatus.COMPLETED };
}

/**
 * Computes a CALCULATING version from its stored inputs and stores every table, then COMPLETED — in one
 * transaction, so a crash leaves no half result. A failure hands the version back to entry (UNSUBMITTED).
 */
export async function computeAndStore(deps: Deps, pool: ComputePool, versionId: number): Promise<void> {
  const version = await deps.db
    .selectFrom('versions')
    .selectAll()
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  const project = await deps.db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', version.project_id)
    .executeTakeFirstOrThrow();
  try {
    const ctx = await loadContext(deps.db, project, version);
    const input = templates.toModelInput(ctx, await readInputs(deps.db, versionId));
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
        { engineVersion: output.engine, templateVersion: templates.version, modelInput: input },
        deps.now(),
      );
      await markCompleted(trx, versionId, deps.now());
    });
  } catch (err) {
    await transitionVersion(deps.db, versionId, VersionStatus.UNSUBMITTED, deps.now()).catch(() => undefined);
    throw err instanceof AppError
      ? err
      : new AppError(422, 'COMPUTE_FAILED', `计算失败：${err instanceof Error ? err.message : String(err)}`);
  }
}

/** On start: finish every version a previous process left in CALCULATING. */
export async function resumeCalculating(deps: Deps, pool: ComputePool): Promise<number> {
  const stuck = await deps.db
    .selectFrom('versions')
    .select('id')
    .where('status', '=', VersionStatus.CALCULATING)
    .execute();
  for (const { id } of stuck) await computeAndStore(deps, pool, id).catch(() => undefined);
  return stuck.length;
}
