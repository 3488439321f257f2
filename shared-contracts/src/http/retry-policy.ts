/**
 * Member-features §7: "Messaging HTTP calls retry up to 3 times with factor 1.5 when the status is 500 or
 * more. A 4xx answer aborts without retry." Delay before retry n (1-based) = minTimeoutMs × factor^(n-1).
 * Decisions: the first delay (minTimeoutMs) is not in the spec, 1000 ms is our choice; a network failure
 * (no status) is not retried, because the spec retries on status only.
 */
export interface RetryPolicy {
  retries: number;
  factor: number;
  minTimeoutMs?: number;
}

const DEFAULT_RETRY_MIN_TIMEOUT_MS = 1000;

export const MESSAGING_RETRY_POLICY: RetryPolicy = { retries: 3, factor: 1.5, minTimeoutMs: DEFAULT_RETRY_MIN_TIMEOUT_MS };

export function isRetryableStatus(status: number): boolean {
  return status >= 500;
}

/** Delay in ms before retry `attempt` (1 = first retry). */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  return (policy.minTimeoutMs ?? DEFAULT_RETRY_MIN_TIMEOUT_MS) * policy.factor ** (attempt - 1);
}
