// Start-up recovery with several instances on one database: a CALCULATING version whose computing instance is alive
// (fresh lease) is left to it; only an expired lease is taken over, and by one instance only.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootstrap, type Started } from '../../../server/bootstrap';
import { loadConfig } from '../../../server/config';
import type { ComputePool } from '../../../server/services/compute/compute-pool';
import { resumeCalculating, startRecoverySweeper } from '../../../server/services/compute/compute-service';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { serveHttp } from '../helpers/http';
import { createCast, createProject, setStatus, statusOf, type Cast } from '../projects/fixtures';
import { createWorkedVersion, gatedPool, type WorkedVersion } from './worked-version';

/** A pool that counts computations and delegates to the real engine. */
function countingPool(inner: ComputePool) {
  const counter = { calls: 0 };
  const pool: ComputePool = {
    ...inner,
    compute(input) {
      counter.calls += 1;
      return inner.compute(input);
    },
  };
  return { pool, counter };
}

describe.each(dbTargets())('compute lease on %s', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  let v: WorkedVersion;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    t.clock.set(new Date());
    cast = await createCast(t);
    v = await createWorkedVersion(t, cast.owner);
  });
  afterEach(async () => t.close());

  it('takes over an expired lease (a crashed instance) once, even when two instances recover at the same time', async () => {
    await setStatus(t, v.versionId, 'VersionStatus.CALCULATING');
    await t.deps.db
      .updateTable('versions')
      .set({ calc_owner: 'crashed', calc_lease_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', v.versionId)
      .execute();
    const a = countingPool(t.deps.computePool);
    const b = countingPool(t.deps.computePool);
    const deps = { db: t.deps.db, now: () => new Date() };
    const taken = await Promise.all([resumeCalculating(deps, a.pool), resumeCalculating(deps, b.pool)]);
    expect(taken.sort()).toEqual([0, 1]);
    expect(a.counter.calls + b.counter.calls).toBe(1);
    expect(await statusOf(t, v.versionId)).toBe('VersionStatus.COMPLETED');
    const lease = await t.deps.db
      .selectFrom('versions')
      .select(['calc_owner', 'calc_lease_until'])
      .where('id', '=', v.versionId)
      .executeTakeFirstOrThrow();
    expect(lease).toEqual({ calc_owner: null, calc_lease_until: null });
  });

  it('leaves a version whose lease is fresh to the instance computing it', async () => {
    await setStatus(t, v.versionId, 'VersionStatus.CALCULATING');
    await t.deps.db
      .updateTable('versions')
      .set({ calc_owner: 'alive', calc_lease_until: new Date(Date.now() + 20_000).toISOString() })
      .where('id', '=', v.versionId)
      .execute();
    const a = countingPool(t.deps.computePool);
    expect(await resumeCalculating({ db: t.deps.db, now: () => new Date() }, a.pool)).toBe(0);
    expect(a.counter.calls).toBe(0);
    expect(await statusOf(t, v.versionId)).toBe('VersionStatus.CALCULATING');
  });

  it('SQLite at start-up takes every CALCULATING version (one process); while running, a sweeper takes expired leases', async () => {
    await setStatus(t, v.versionId, 'VersionStatus.CALCULATING');
    await t.deps.db
      .updateTable('versions')
      .set({ calc_owner: 'restarted', calc_lease_until: new Date(Date.now() + 20_000).toISOString() })
      .where('id', '=', v.versionId)
      .execute();
    const a = countingPool(t.deps.computePool);
    const deps = { db: t.deps.db, now: () => new Date() };
    expect(await resumeCalculating(deps, a.pool, true)).toBe(1);
    expect(await statusOf(t, v.versionId)).toBe('VersionStatus.COMPLETED');

    const second = await createProject(t, cast.owner.token, { name: '第二个' });
    await setStatus(t, second.versionId, 'VersionStatus.CALCULATING');
    await t.deps.db
      .updateTable('versions')
      .set({ calc_owner: 'dead', calc_lease_until: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', second.versionId)
      .execute();
    const stop = startRecoverySweeper(deps, a.pool, 50);
    try {
      // no sub-projects: its computation fails and hands it back to entry — what matters is that it was taken
      await expect
        .poll(() => statusOf(t, second.versionId), { timeout: 10_000 })
        .toBe('VersionStatus.UNSUBMITTED');
    } finally {
      stop();
    }
  });

  // Two real app instances (each with its own connection pool and compute pool) on one PostgreSQL database.
  it.runIf(dialect === 'pg')(
    'a second instance starting while the first computes does not re-run the computation',
    async () => {
      const gate = gatedPool(t.deps.computePool);
      t.deps.computePool = gate.pool;
      const http = await serveHttp(t);
      const submit = http.request('POST', `/v1/project_compute/submit/${v.versionId}`, cast.owner.token);
      await gate.whenStarted();

      let second: Started | null = null;
      try {
        second = await bootstrap(
          loadConfig({
            NODE_ENV: 'test',
            DATABASE_URL: t.database.url,
            DATA_DIR: mkdtempSync(join(tmpdir(), 'nl-instance-b-')),
            JWT_SECRET: t.config.jwtSecret,
            SEED_DEMO: '0',
          }),
          false,
        );
        // B's start-up recovery ran (bootstrap awaits it) and left A's computation alone
        expect(await statusOf(t, v.versionId)).toBe('VersionStatus.CALCULATING');
        const results = await t.deps.db
          .selectFrom('version_results')
          .select('version_id')
          .where('version_id', '=', v.versionId)
          .execute();
        expect(results).toEqual([]);

        gate.release();
        const done = await submit;
        expect([done.status, done.body.data?.status]).toEqual([200, 'VersionStatus.COMPLETED']);
        expect(gate.started).toBe(1);
        // the result computed on A is read on B
        const onB = await second.app.inject({
          method: 'GET',
          url: `/v1/project_compute/result/${v.versionId}`,
          headers: { authorization: `Bearer ${cast.owner.token}` },
        });
        expect(onB.statusCode).toBe(200);
      } finally {
        gate.release();
        await second?.app.close();
      }
    },
  );
});
