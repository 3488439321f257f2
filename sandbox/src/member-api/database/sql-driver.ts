/** The few operations the member API needs from a Postgres connection (PGlite in-process or in a worker). */
export interface SqlDriver {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[]; affectedRows?: number }>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** A Postgres error as PGlite reports it: `code` is the SQLSTATE (23505 = unique violation). */
export interface SqlError extends Error {
  code?: string;
}

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (error as SqlError | undefined)?.code === UNIQUE_VIOLATION;
}
