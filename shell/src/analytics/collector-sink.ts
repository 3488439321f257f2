import type { AnalyticsSink } from './analytics-service';

/**
 * Posts analytics batches to a collector URL (the sandbox locally). No credentials, no token: the
 * payload identifies the member by account id only. `keepalive` lets the last batch leave on page hide.
 */
export function createCollectorSink(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): AnalyticsSink {
  return async (events) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
      keepalive: true,
      credentials: 'omit',
    });
    if (!response.ok) throw new Error(`analytics collector answered ${response.status}`);
  };
}
