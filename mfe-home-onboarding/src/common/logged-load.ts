import type { Logger } from '@member/shared-contracts/logging';
import { isHttpError } from '@member/shared-contracts/http';

/**
 * A query's load whose failure is logged by kind and status only (never an amount, a date, a name or a
 * member ID) and then rethrown for the query's error state. A call given up (the member left the page,
 * `signal` aborted) is no failure: nothing is logged.
 */
export async function loggedLoad<T>(logger: Logger, message: string, signal: AbortSignal, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!signal.aborted) {
      logger.error(message, {
        error: error instanceof Error ? error.name : 'unknown',
        ...(isHttpError(error) ? { status: error.status } : {}),
      });
    }
    throw error;
  }
}
