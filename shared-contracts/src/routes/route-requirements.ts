import type { AccountFeature } from '../account/product-features';
import type { BooleanFlagKey } from '../flags/flag-definitions';
import type { InactiveBehaviour } from './route-definition';

interface RouteRequirementOptions {
  features?: readonly AccountFeature[];
  flags?: readonly BooleanFlagKey[];
  whenInactive?: InactiveBehaviour;
}

/**
 * The gates of the routes other screens link to (the /home entry points, search and care team), apart from the route table so a
 * screen can ask them without carrying the whole table (its titles and every path): the table builds
 * those routes from these, so there is one copy of each rule.
 */
export const ROUTE_REQUIREMENTS = {
  /** Access §6: "none" (the external benefit entry of /home shows it with `showExternalPortal`). */
  benefitAccess: { features: [] },
  careTeam: { features: ['CARE_TEAM'], flags: ['careTeamUX'] },
  claims: { features: ['VIEW_CLAIMS'] },
  messages: { features: ['CONCIERGE'], whenInactive: 'allow' },
  reimbursements: { features: ['HRA'], flags: ['bankAccountLinkingUX'] },
  search: { features: ['SEARCH'] },
  benefit: { features: ['INCENTIVE_FEATURE'] },
  providers: { features: ['ACCOUNT_MANAGEMENT', 'SEARCH'], flags: ['myProvidersUX'] },
  recommendations: { features: ['SEARCH'] },
  /**
   * The plan ID card (beyond the spec, decision 066): gated as /coverage-details is, on the incentive
   * feature (a plan with a card to show), without its accumulator flag — the card is not the accumulator,
   * and a spouse or dependent, who never sees the accumulator, has a card too.
   */
  idCard: { features: ['INCENTIVE_FEATURE'] },
} as const satisfies Record<string, RouteRequirementOptions>;
