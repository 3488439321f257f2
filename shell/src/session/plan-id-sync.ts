import type { Logger } from '@member/shared-contracts/logging';

export interface PlanIdSyncDeps {
  logger: Logger;
  /** Writes the plan attribute on the identity (Amplify updateUserAttribute). */
  updatePlanAttribute(planId: number): Promise<void>;
  /** fetchAuthSession({ forceRefresh: true }), then the claims are read again. */
  forceRefreshSession(): Promise<void>;
}

/**
 * Access §4: "When the plan id on the account differs from the token's, the plan attribute on the
 * identity is updated and the session is force-refreshed." Each mismatch (account, token plan id →
 * account plan id) is acted on once: if the refreshed token still disagrees, or the update fails, it is
 * not retried in a loop (a failure is logged without values and the app carries on with the account's
 * plan id, which is what the member API answers with anyway).
 */
export function createPlanIdSync({ logger, updatePlanAttribute, forceRefreshSession }: PlanIdSyncDeps) {
  const attempted = new Set<string>();

  return async function syncPlanId(accountId: string, accountPlanId: number, tokenPlanId: number | null): Promise<void> {
    if (accountPlanId === tokenPlanId) return;
    const mismatch = `${accountId}:${String(tokenPlanId)}:${accountPlanId}`;
    if (attempted.has(mismatch)) return;
    attempted.add(mismatch);
    try {
      await updatePlanAttribute(accountPlanId);
      await forceRefreshSession();
    } catch (error) {
      logger.warn('plan id attribute update failed', { error: error instanceof Error ? error.name : 'unknown' });
    }
  };
}
