import { useQuery } from '@tanstack/react-query';
import { useRemoteProps } from '@member/remote-runtime';
import { fetchPlan, fetchPlans, previewPlanId, type Account, type Plan } from '@member/shared-contracts/account';
import { isHttpError } from '@member/shared-contracts/http';

/** What the plan-derived values are read from: the plan shown, as the account's own (`planDerivedValues`). */
type PlanView = Pick<Account, 'planId' | 'coverageTier' | 'clientDetails'>;

export interface CoveragePlan {
  /** The plan to read, or null while it loads or when there is none. */
  view: PlanView | null;
  /** The id of the plan previewed (features §9 `planIdForPreviewUX`), null without a preview. */
  previewedPlanId: number | null;
  /** The preview could not be loaded (another client's plan, an unknown plan): the member's own plan shows. */
  previewFailed: boolean;
  isPending: boolean;
}

const viewOf = (account: Account, plan: Plan): PlanView => ({
  planId: plan.id,
  coverageTier: account.coverageTier,
  clientDetails: { ...account.clientDetails, plans: [plan] },
});

/**
 * The plan /coverage-details shows (decision 042). With `planIdForPreviewUX` naming a plan, that plan,
 * `GET /plans/{id}` (the member API refuses another client's); its terms read at the member's coverage
 * tier. Otherwise the member's own plan from the account's client details, or — when the account's plan is
 * not among them (a plan changed since the client's list) — `GET /plans?client_id=&id=` for it. Failures
 * are logged by kind and status only.
 */
export function useCoveragePlan(account: Account | null): CoveragePlan {
  const { http, flags, logger } = useRemoteProps();
  const previewId = previewPlanId(flags.planIdForPreviewUX);
  const listed = account?.clientDetails.plans.find((plan) => plan.id === account.planId) ?? null;
  const query = useQuery({
    queryKey: ['mfe_home_onboarding', 'plan', account?.clientDetails.clientId, previewId ?? account?.planId],
    queryFn: async (): Promise<Plan | null> => {
      try {
        if (previewId !== null) return await fetchPlan(http, previewId);
        const [plan] = await fetchPlans(http, account!.clientDetails.clientId, [account!.planId]);
        return plan ?? null;
      } catch (error) {
        logger.warn(previewId !== null ? 'plan preview failed' : 'plan lookup failed', { status: isHttpError(error) ? error.status : 0 });
        throw error;
      }
    },
    enabled: account !== null && (previewId !== null || listed === null),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });

  if (!account) return { view: null, previewedPlanId: null, previewFailed: false, isPending: false };
  if (previewId !== null && query.data) return { view: viewOf(account, query.data), previewedPlanId: previewId, previewFailed: false, isPending: false };
  if (previewId !== null && query.isPending) return { view: null, previewedPlanId: previewId, previewFailed: false, isPending: true };
  const previewFailed = previewId !== null;
  if (listed) return { view: viewOf(account, listed), previewedPlanId: null, previewFailed, isPending: false };
  if (previewId === null && query.data) return { view: viewOf(account, query.data), previewedPlanId: null, previewFailed: false, isPending: false };
  return { view: null, previewedPlanId: null, previewFailed, isPending: previewId === null && query.isPending };
}
