// The compute lease 计算租约: the process computing a CALCULATING version owns it until `calc_lease_until` and renews
// it by a heartbeat while the engine runs. Start-up recovery takes over only expired leases, so with several
// instances on one database a computation another live instance is running is never run twice.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { VersionStatus } from '../versions/status';

/** This process, as the owner of the leases it takes. */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
/** How long a lease lasts without a heartbeat: a crashed owner's version is recovered after this. */
export const LEASE_MS = 30_000;
const HEARTBEAT_MS = LEASE_MS / 3;

const until = (now: Date) => new Date(now.getTime() + LEASE_MS).toISOString();

/** Takes the lease of a version just moved to CALCULATING (inside the submit's transaction). */
export async function takeLease(trx: Kysely<DB>, versionId: number, now: Date): Promise<void> {
  await trx
    .updateTable('versions')
    .set({ calc_owner: INSTANCE_ID, calc_lease_until: until(now) })
    .where('id', '=', versionId)
    .execute();
}

/** No lease, or an expired one: nobody computes the version any more. */
const leaseExpired = (now: Date) => (eb: ExpressionBuilder<DB, 'versions'>) =>
  eb.or([eb('calc_lease_until', 'is', null), eb('calc_lease_until', '<', now.toISOString())]);

/**
 * Takes over a CALCULATING version whose lease has expired (atomic: of two instances only one wins). `anyLease`
 * ignores the lease — right for SQLite at start-up, where this process is the only one and a lease a dead one's.
 */
export async function takeOverExpired(
  db: Kysely<DB>,
  versionId: number,
  now: Date,
  anyLease = false,
): Promise<boolean> {
  let q = db
    .updateTable('versions')
    .set({ calc_owner: INSTANCE_ID, calc_lease_until: until(now) })
    .where('id', '=', versionId)
    .where('status', '=', VersionStatus.CALCULATING);
  if (!anyLease) q = q.where(leaseExpired(now));
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** CALCULATING versions nobody computes any more (every CALCULATING version with `anyLease`). */
export async function expiredCalculations(db: Kysely<DB>, now: Date, anyLease = false): Promise<number[]> {
  let q = db.selectFrom('versions').select('id').where('status', '=', VersionStatus.CALCULATING);
  if (!anyLease) q = q.where(leaseExpired(now));
  const rows = await q.orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Renews this process's lease on the version until the returned stop function is called. */
export function keepLeaseAlive(db: Kysely<DB>, versionId: number, now: () => Date): () => void {
  const timer = setInterval(() => {
    void db
      .updateTable('versions')
      .set({ calc_lease_until: until(now()) })
      .where('id', '=', versionId)
      .where('calc_owner', '=', INSTANCE_ID)
      .execute()
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Clears the lease (the version left CALCULATING). */
export async function releaseLease(db: Kysely<DB>, versionId: number): Promise<void> {
  await db
    .updateTable('versions')
    .set({ calc_owner: null, calc_lease_until: null })
    .where('id', '=', versionId)
    .execute();
}
