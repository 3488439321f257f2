import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SqlDriver } from './sql-driver';

/**
 * PGlite in this process: on disk when `dataDir` is given (created if missing), in memory otherwise.
 * (Jest cannot host it: PGlite loads Node built-ins with dynamic `import()`; tests use the worker driver.)
 */
export async function openPgliteDriver(dataDir?: string): Promise<SqlDriver> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the provider directory's name and specialty search, as on a managed Postgres.
  const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return {
    query: async <Row>(sql: string, params: unknown[] = []) => {
      const result = await pglite.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows };
    },
    exec: async (sql: string) => {
      await pglite.exec(sql);
    },
    close: () => pglite.close(),
  };
}
