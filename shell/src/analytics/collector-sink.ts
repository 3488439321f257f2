import { APP_DISTRIBUTION, APP_VERSION, APPLICATION_ID, HEADER_NAMES } from '@member/shared-contracts/http';
import type { AnalyticsSink } from './analytics-service';

/**
 * Posts analytics batches to a collector URL (the sandbox locally) with the application id and version
 * headers every call carries (access §7). No credentials, no token: the
 * payload identifies the member by account id only. `keepalive` lets the last batch leave on page hide.
 */
export function createCollectorSink(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): AnalyticsSink {
  return async (events) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        [HEADER_NAMES.contentType]: 'application/json',
        [HEADER_NAMES.applicationId]: APPLICATION_ID,
        [HEADER_NAMES.applicationVersion]: APP_VERSION,
        [HEADER_NAMES.applicationDistribution]: APP_DISTRIBUTION,
      },
      body: JSON.stringify({ events }),
      keepalive: true,
      credentials: 'omit',
    });
    if (!response.ok) throw new Error(`analytics collector answered ${response.status}`);
  };
}
