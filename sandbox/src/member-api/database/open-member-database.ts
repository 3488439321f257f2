import { MemberDatabase } from './member-database';
import { openPgliteDriver } from './pglite-driver';
import { openPgliteWorkerDriver } from './pglite-worker-driver';

export interface MemberDatabaseOptions {
  /** Directory of the on-disk database (created if missing); in memory when absent. */
  dataDir?: string;
  /** Run PGlite in a worker thread (needed under Jest). */
  inWorker?: boolean;
}

/** Opens PGlite, applies the migrations and seeds an empty database. */
export async function openMemberDatabase(options: MemberDatabaseOptions = {}): Promise<MemberDatabase> {
  const driver = options.inWorker ? await openPgliteWorkerDriver(options.dataDir) : await openPgliteDriver(options.dataDir);
  return MemberDatabase.open(driver);
}
