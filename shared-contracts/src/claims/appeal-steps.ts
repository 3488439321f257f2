
/**
 * Features §2 "Claim appeal steps (named in analytics): choose action, explain reason, add note, select
 * approved provider, upload documentation, create success" — in that order, each its own path segment of
 * `/claim-details/{id}/appeal/{step}`.
 */
export const APPEAL_STEPS = ['choose-action', 'explain-reason', 'add-note', 'select-approved-provider', 'upload-documentation', 'create-success'] as const;
export type AppealStep = (typeof APPEAL_STEPS)[number];

/** The analytics page name of each step, as the spec words it, in the casing of every page name (analytics/page-names.ts). */
export const APPEAL_STEP_PAGE_NAMES: Record<AppealStep, string> = {
  'choose-action': 'Choose Action',
  'explain-reason': 'Explain Reason',
  'add-note': 'Add Note',
  'select-approved-provider': 'Select Approved Provider',
  'upload-documentation': 'Upload Documentation',
  'create-success': 'Create Success',
};

function isAppealStep(value: unknown): value is AppealStep {
  return typeof value === 'string' && (APPEAL_STEPS as readonly string[]).includes(value);
}

/** What the member can ask for: reconsider the decision, or send corrected or missing information. */
export const APPEAL_ACTIONS = ['reconsider', 'correctInformation'] as const;
type AppealAction = (typeof APPEAL_ACTIONS)[number];

export const APPEAL_REASONS = ['serviceWasCovered', 'documentationAttached', 'billingError', 'providerInNetwork', 'other'] as const;
type AppealReason = (typeof APPEAL_REASONS)[number];

export const APPEAL_NOTE_MAX = 1000;
/** "Select approved provider": a provider the plan approved, or none (the care was not with one). */
export const NO_APPROVED_PROVIDER = 'none';

export interface AppealDraft {
  action?: AppealAction;
  reason?: AppealReason;
  /** Answered once the member moved past the step, even when empty (the note is optional). */
  note?: string;
  approvedProviderId?: string;
  uploadTokens?: string[];
}

/** Whether a step's question has its answer in the draft (create success answers itself). */
function answered(step: AppealStep, draft: AppealDraft): boolean {
  switch (step) {
    case 'choose-action':
      return draft.action !== undefined;
    case 'explain-reason':
      return draft.reason !== undefined;
    case 'add-note':
      return draft.note !== undefined;
    case 'select-approved-provider':
      return draft.approvedProviderId !== undefined;
    case 'upload-documentation':
      return draft.uploadTokens !== undefined;
    case 'create-success':
      return false;
  }
}

/** The first step not answered yet (create success once everything is). */
export function firstUnansweredAppealStep(draft: AppealDraft): AppealStep {
  return APPEAL_STEPS.find((step) => !answered(step, draft)) ?? 'create-success';
}

/**
 * A step visited out of order goes to the first unanswered one (decision): a step may be shown when
 * every step before it is answered. Create success only after the appeal was created (`submitted`).
 */
export function appealStepToShow(requested: string | undefined, draft: AppealDraft, submitted: boolean): AppealStep {
  if (submitted) return 'create-success';
  const firstOpen = firstUnansweredAppealStep(draft);
  if (!isAppealStep(requested) || requested === 'create-success') return firstOpen === 'create-success' ? 'upload-documentation' : firstOpen;
  return APPEAL_STEPS.indexOf(requested) <= APPEAL_STEPS.indexOf(firstOpen) ? requested : firstOpen;
}

export function nextAppealStep(step: AppealStep): AppealStep {
  return APPEAL_STEPS[Math.min(APPEAL_STEPS.indexOf(step) + 1, APPEAL_STEPS.length - 1)] as AppealStep;
}

export function previousAppealStep(step: AppealStep): AppealStep | null {
  const index = APPEAL_STEPS.indexOf(step);
  return index > 0 ? (APPEAL_STEPS[index - 1] as AppealStep) : null;
}

export interface ApprovedProvider {
  id: string;
  name: string;
}

export interface ClaimAppeal {
  id: string;
  claimId: string;
  action: AppealAction;
  reason: AppealReason;
  status: 'submitted';
  submittedAt: string;
}
