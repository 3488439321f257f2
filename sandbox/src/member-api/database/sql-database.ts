import type { SqlDriver } from './sql-driver';

export interface SqlExecutor {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  exec(sql: string): Promise<void>;
}

/**
 * One Postgres connection shared by every request. Statements run one at a time; a transaction holds
 * the connection until it commits or rolls back, so concurrent requests never interleave inside it.
 */
export class SqlDatabase implements SqlExecutor {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly driver: SqlDriver) {}

  query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    return this.serialize(async () => (await this.driver.query<Row>(sql, params)).rows);
  }

  exec(sql: string): Promise<void> {
    return this.serialize(() => this.driver.exec(sql));
  }

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.serialize(async () => {
      const tx: SqlExecutor = {
        query: async <Row>(sql: string, params: unknown[] = []) => (await this.driver.query<Row>(sql, params)).rows,
        exec: (sql: string) => this.driver.exec(sql),
      };
      await this.driver.exec('BEGIN');
      try {
        const result = await work(tx);
        await this.driver.exec('COMMIT');
        return result;
      } catch (error) {
        await this.driver.exec('ROLLBACK');
        throw error;
      }
    });
  }

  close(): Promise<void> {
    return this.serialize(() => this.driver.close());
  }

  private serialize<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
