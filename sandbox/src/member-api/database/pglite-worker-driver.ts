import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { SqlDriver, SqlError } from './sql-driver';

/** The worker's program: one PGlite, answering `{ id, kind, sql, params }` messages. Plain JS, not transformed. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');
const pgliteUrl = pathToFileURL(createRequire(workerData.resolveFrom).resolve('@electric-sql/pglite')).href;
let pglite;
const trgmUrl = pathToFileURL(createRequire(workerData.resolveFrom).resolve('@electric-sql/pglite/contrib/pg_trgm')).href;
const ready = Promise.all([import(pgliteUrl), import(trgmUrl)])
  .then(([{ PGlite }, { pg_trgm }]) => PGlite.create({ dataDir: workerData.dataDir || undefined, extensions: { pg_trgm } }))
  .then((db) => { pglite = db; });
parentPort.on('message', async ({ id, kind, sql, params }) => {
  try {
    await ready;
    if (kind === 'query') {
      const result = await pglite.query(sql, params);
      parentPort.postMessage({ id, ok: true, result: { rows: result.rows, affectedRows: result.affectedRows } });
    } else if (kind === 'exec') {
      await pglite.exec(sql);
      parentPort.postMessage({ id, ok: true });
    } else {
      await pglite.close();
      parentPort.postMessage({ id, ok: true });
    }
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: { message: String(error && error.message || error), code: error && error.code } });
  }
});
`;

interface WorkerAnswer {
  id: number;
  ok: boolean;
  result?: { rows: unknown[]; affectedRows?: number };
  error?: { message: string; code?: string };
}

/**
 * PGlite in a worker thread: the sandbox's, so its synchronous queries leave the main thread free for
 * arriving requests, and Jest's, whose module sandbox has no dynamic `import()`, which PGlite needs (a
 * worker runs on Node's own loader). In memory unless `dataDir` is given (created if missing).
 */
export async function openPgliteWorkerDriver(dataDir?: string): Promise<SqlDriver> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // Resolve PGlite from this file when it is known (CommonJS / Jest), else from the working directory.
  const resolveFrom = typeof __filename === 'string' ? __filename : `${process.cwd()}/`;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { resolveFrom, dataDir } });
  const pending = new Map<number, { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on('message', (answer: WorkerAnswer) => {
    pending.get(answer.id)?.resolve(answer);
    pending.delete(answer.id);
  });
  worker.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });

  const send = (kind: 'query' | 'exec' | 'close', sql = '', params: unknown[] = []) =>
    new Promise<WorkerAnswer>((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      worker.postMessage({ id: nextId, kind, sql, params });
    }).then((answer) => {
      if (answer.ok) return answer;
      const error: SqlError = new Error(answer.error?.message ?? 'PGlite worker error');
      error.code = answer.error?.code;
      throw error;
    });

  return {
    query: async <Row>(sql: string, params: unknown[] = []) => {
      const answer = await send('query', sql, params);
      return answer.result as { rows: Row[]; affectedRows?: number };
    },
    exec: async (sql: string) => {
      await send('exec', sql);
    },
    close: async () => {
      await send('close');
      await worker.terminate();
    },
  };
}
