import { runMigrations } from './migrations';
import { seedDatabase } from './seed-database';
import { SqlDatabase } from './sql-database';
import type { SqlDriver } from './sql-driver';

/**
 * The member API's database: migrated on open, seeded when empty. `reset()` restores the seed.
 */
export class MemberDatabase extends SqlDatabase {
  static async open(driver: SqlDriver): Promise<MemberDatabase> {
    const db = new MemberDatabase(driver);
    await runMigrations(db);
    const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM accounts');
    if (!row || row.count === 0) await db.reset();
    return db;
  }

  reset(): Promise<void> {
    return this.transaction((tx) => seedDatabase(tx));
  }
}
