/**
 * Claims (member-features §2-§4, §7): claim shapes, the rules of listing, submitting and appealing a claim, the
 * submission and appeal steps, repayment requests, and the claims API's paths, fetchers and query keys.
 */
export {
  APPEAL_STEPS, type AppealStep, APPEAL_STEP_PAGE_NAMES, APPEAL_ACTIONS, APPEAL_REASONS, APPEAL_NOTE_MAX,
  NO_APPROVED_PROVIDER, type AppealDraft, appealStepToShow, nextAppealStep, type ClaimAppeal,
} from './appeal-steps';
export { appealSubmissionSchema, type AppealSubmission } from './appeal-submission-schema';
export {
  CLAIMS_PAGE_SIZE, CLAIMS_PAGE_SIZE_MAX, CLAIM_PROVIDER_NAME_MAX, relationshipsForTier, dateOfServiceError,
  parseClaimAmount, findLikelyDuplicate, canAppealClaim, todayIsoDate,
} from './claim-rules';
export {
  CLAIM_SUBMISSION_STEPS, type ClaimSubmissionStep, type ClaimDraft, claimStepToShow, nextClaimStep,
} from './claim-submission-steps';
export { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from './claim-idempotency';
export { claimSubmissionSchema, type ClaimSubmission, duplicateCheckSchema } from './claim-submission';
export {
  CLAIM_STATUSES, type ClaimStatus, isClaimStatus, type PatientRelationship, type ClaimPatient,
  COVERED_SERVICES, type CoveredService, type ClaimSummary, type ClaimLine, type ClaimEventKind,
  type ClaimEvent, type PaymentMethod, type ClaimDocument, type DenialReason, type ClaimDetails,
  type ClaimsPage, type PlanYearWindow, type ClaimOptions,
} from './claim-types';
export {
  claimsApiPaths, type ClaimsFilter, claimsQueryKeys, claimsPageQuery, NEEDS_MEMBER_ACTION_FILTER, fetchClaim, fetchClaimDocument,
  fetchClaimOptions, uploadClaimAttachment, checkDuplicateClaim, submitClaim, fetchApprovedProviders,
  submitAppeal, fetchRepaymentRequests,
} from './claims-api';
export { type RepaymentReason, type RepaymentRequest } from './repayment-requests';
export { type DuplicateCheck } from './claim-submission';
