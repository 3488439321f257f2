/**
 * Federation container names of the six remotes. They must be identifiers (webpack MF requirement),
 * so the kebab-case package `mfe-home-onboarding` is the container `mfe_home_onboarding`.
 */
export const REMOTE_NAMES = [
  'mfe_auth',
  'mfe_home_onboarding',
  'mfe_messages',
  'mfe_claims',
  'mfe_reimbursements',
  'mfe_search_careteam',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The one module every remote exposes: its single-spa lifecycles plus the contract version it was built against. */
export const REMOTE_LIFECYCLES_MODULE = './lifecycles';
