import type { Account, CoverageTier } from '@member/shared-contracts/account';

export interface PlanSummary {
  coverageTier: CoverageTier;
  networkAdministrator: string | null;
}

/** The member's plan as the account describes it: its coverage tier and the plan's network administrator. */
export function planSummary(account: Account): PlanSummary {
  const plan = account.clientDetails.plans.find((candidate) => candidate.id === account.planId);
  return { coverageTier: account.coverageTier, networkAdministrator: plan?.network_administrator ?? null };
}
