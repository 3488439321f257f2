/**
 * The member's account (access §3 Account, Plan, Client): its server and app shapes, its coverage tier and
 * product features, the PATCH body rule, the eligibility verification rule, the plan's network check, the
 * plan calls and the plan preview flag's rule, and the request and response shapes of the account calls (access §7).
 */
export {
  type UsernamesResponse, type ResetPasswordResponse, type IdentityLinkPayload, type ApiErrorBody,
  POOL_ONLY_ANALYTICS_HEADER, type EmailChangeConfirmPayload, EMAIL_CHANGE_MAX_FAILED_ATTEMPTS,
  EMAIL_CHANGE_ATTEMPT_WINDOW_MS, EMAIL_CHANGE_MAX_RESENDS,
} from './account-api';
export { accountPatchSchema, type AccountPatchBody } from './account-patch';
export {
  type AccountStatus, type RelationshipCode, type LanguagePreference, type AccountResponse, type Account,
} from './account';
export { type CoverageTier } from './coverage-tier';
export { type Client, type ClientOrganization, type ProviderNetworkItem, type ItemsResponse } from './client';
export {
  ELIGIBILITY_MAX_FAILED_ATTEMPTS, ELIGIBILITY_ATTEMPT_WINDOW_MS, eligibilityVerificationSchema,
} from './eligibility-verification';
export { type Plan, type PlanBenefitDetails } from './plan';
export { fetchPlan, fetchPlans, previewPlanId } from './plans';
export { planIdParamsSchema, plansQuerySchema } from './plans-request-schemas';
export { type ProductFeature, type AccountFeature } from './product-features';
export { fetchHasHcscNetwork } from './provider-network';
export { planAllowsAccountManagement, toAccount } from './to-account';
