// A version holding the worked example (tea garden), templates generated and inputs stored: ready to submit.
import { importStored, storedFromInput } from '../../../server/services/compute/import-input';
import type { ComputePool } from '../../../server/services/compute/compute-pool';
import type { TestApp } from '../helpers/test-app';
import { createTeaGarden, teaGarden } from './tea-garden';

export const workedInput = teaGarden;

export interface WorkedVersion {
  projectId: number;
  versionId: number;
  subProjectId: number;
}

/** The worked example entered into a version: templates generated, inputs stored, ready to submit. */
export async function createWorkedVersion(
  t: TestApp,
  owner: { id: number; token: string },
): Promise<WorkedVersion> {
  const { projectId, versionId, spKey } = await createTeaGarden(t, owner.token, '茶园项目');
  const generated = await t.call({
    method: 'GET',
    url: `/v1/project_compute/generate_templates/${versionId}`,
    token: owner.token,
  });
  if (generated.statusCode !== 200) throw new Error(`generate: ${generated.body}`);
  await importStored(
    t.deps.db,
    versionId,
    storedFromInput(teaGarden, new Map([[teaGarden.subProjects[0]!.id, spKey]])),
    owner.id,
    t.clock.now(),
  );
  return { projectId, versionId, subProjectId: Number(spKey.slice(2)) };
}

/**
 * A compute pool that holds every computation until `release()` — the window in which a version stays CALCULATING
 * (the engine is real; only its start waits). `started` counts computations begun.
 */
export function gatedPool(inner: ComputePool) {
  let open!: () => void;
  const gate = new Promise<void>((r) => {
    open = r;
  });
  let started = 0;
  let waiting: (() => void) | null = null;
  const pool: ComputePool = {
    ...inner,
    async compute(input) {
      started += 1;
      waiting?.();
      await gate;
      return inner.compute(input);
    },
  };
  return {
    pool,
    release: () => open(),
    get started() {
      return started;
    },
    /** resolves once a computation has begun */
    whenStarted: () => (started > 0 ? Promise.resolve() : new Promise<void>((r) => (waiting = r))),
  };
}
