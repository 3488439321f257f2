/**
 * Product features (access §6, member-features §6): which features an account has from its plan and flags, the
 * feature rules, the claims source and content variant, and the social and enrollment-platform providers.
 */
export { type ClaimsSource, claimsSource } from './claims-source';
export { type ContentVariant } from './content-variant';
export { deriveFeatures, deriveAccountFeatures } from './derive-features';
export { isFeatureAvailable } from './feature-availability';
export {
  hasViewClaimsFeature, hasSubmitClaimsFeature, hasCareTeamFeature, hasIncentiveFeature, isSearchOnly,
} from './feature-rules';
