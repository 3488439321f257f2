import type { AttachmentUpload } from '../uploads/attachment-rules';
import type { CoveredService } from './claim-types';

/**
 * `/claims/new` asks one thing a step, in this order, each at `/claims/new?step=<step>`;
 * review shows every answer before submitting.
 */
export const CLAIM_SUBMISSION_STEPS = ['patient', 'service', 'provider', 'date', 'amount', 'receipts', 'review'] as const;
export type ClaimSubmissionStep = (typeof CLAIM_SUBMISSION_STEPS)[number];

/** What the member answered so far (typed text kept as typed, so going back shows exactly that). */
export interface ClaimDraft {
  patientId?: string;
  serviceType?: CoveredService;
  providerName?: string;
  /** yyyy-MM-dd once valid. */
  dateOfService?: string;
  amountCents?: number;
  receipts?: AttachmentUpload[];
}

function answered(step: ClaimSubmissionStep, draft: ClaimDraft): boolean {
  switch (step) {
    case 'patient':
      return draft.patientId !== undefined;
    case 'service':
      return draft.serviceType !== undefined;
    case 'provider':
      return (draft.providerName ?? '').trim() !== '';
    case 'date':
      return draft.dateOfService !== undefined;
    case 'amount':
      return draft.amountCents !== undefined;
    case 'receipts':
      return (draft.receipts?.length ?? 0) > 0;
    case 'review':
      return false;
  }
}

function isClaimSubmissionStep(value: unknown): value is ClaimSubmissionStep {
  return typeof value === 'string' && (CLAIM_SUBMISSION_STEPS as readonly string[]).includes(value);
}

/** The step to show for a requested one: itself when every earlier step is answered, else the first unanswered. */
export function claimStepToShow(requested: string | null | undefined, draft: ClaimDraft): ClaimSubmissionStep {
  const firstOpen = CLAIM_SUBMISSION_STEPS.find((step) => !answered(step, draft)) ?? 'review';
  if (!isClaimSubmissionStep(requested)) return firstOpen;
  return CLAIM_SUBMISSION_STEPS.indexOf(requested) <= CLAIM_SUBMISSION_STEPS.indexOf(firstOpen) ? requested : firstOpen;
}

export function nextClaimStep(step: ClaimSubmissionStep): ClaimSubmissionStep {
  return CLAIM_SUBMISSION_STEPS[Math.min(CLAIM_SUBMISSION_STEPS.indexOf(step) + 1, CLAIM_SUBMISSION_STEPS.length - 1)] as ClaimSubmissionStep;
}
