import type { AttachmentContentType } from '../uploads/attachment-content-type';
import type { ClaimsSource } from '../features/claims-source';

/**
 * A claim as the member API answers it (the spec names the claim routes but not their
 * shapes). Money is in integer cents on the wire (no float rounding between the claims processor and the
 * screen); dates of service are calendar dates (yyyy-MM-dd), events are ISO instants.
 *
 * Statuses, in the order a claim moves through them: submitted → inReview → (needsInformation →
 * inReview) → approved → paid, or → denied. A TPA claim (fed by the administrator) starts at inReview.
 */
export const CLAIM_STATUSES = ['submitted', 'inReview', 'needsInformation', 'approved', 'paid', 'denied'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * The status of the claims a member can still act on (`NEEDS_MEMBER_ACTION_STATUS`): the list's "needs your
 * attention" panel (enhancedClaimsUX) and /home's next action ask the member API for it (its list filters
 * by one status). Beside the statuses, so those first loads need not carry the claim rules.
 */
export const NEEDS_MEMBER_ACTION_STATUS = 'needsInformation' satisfies ClaimStatus;

export function isClaimStatus(value: unknown): value is ClaimStatus {
  return typeof value === 'string' && (CLAIM_STATUSES as readonly string[]).includes(value);
}

/** Who received care: the member or a dependent the coverage tier allows. */
export type PatientRelationship = 'self' | 'spouse' | 'child';

export interface ClaimPatient {
  id: string;
  /** First name only: what the list needs to tell family members apart. */
  firstName: string;
  relationship: PatientRelationship;
}

/**
 * The plan's covered services (features §3 "coveredServices"): the kinds of service a claim can be for.
 * Codes; the apps translate them.
 */
export const COVERED_SERVICES = [
  'doctorVisit',
  'specialistVisit',
  'urgentCare',
  'emergencyRoom',
  'hospitalStay',
  'labWork',
  'imaging',
  'prescription',
  'dental',
  'vision',
  'therapy',
] as const;
export type CoveredService = (typeof COVERED_SERVICES)[number];

export interface ClaimSummary {
  id: string;
  /** MANUAL: the member submitted it; TPA: the administrator's feed (features §4 "Claims source"). */
  source: ClaimsSource;
  patient: ClaimPatient;
  /** Provider or merchant. */
  providerName: string;
  serviceType: CoveredService;
  dateOfService: string;
  amountBilledCents: number;
  planPaidCents: number;
  memberOwesCents: number;
  status: ClaimStatus;
  submittedAt: string;
  /** An appeal was filed and is open. */
  hasOpenAppeal: boolean;
}

export interface ClaimLine {
  id: string;
  /** A covered service code. */
  serviceType: CoveredService;
  /** The administrator's wording, in English whatever the member's language: pages mark it `lang="en"`. */
  description: string;
  amountBilledCents: number;
  planPaidCents: number;
  memberOwesCents: number;
}

export type ClaimEventKind = ClaimStatus | 'appealSubmitted' | 'appealDecided';

export interface ClaimEvent {
  kind: ClaimEventKind;
  at: string;
}

export type PaymentMethod = 'directDeposit' | 'check';

interface ClaimPayment {
  method: PaymentMethod;
  paidOn: string;
  amountCents: number;
  /** Direct deposit: the last 4 digits of the account; check: the check number. */
  reference: string;
}

type ClaimDocumentKind = 'eob' | 'receipt' | 'appealDocument';

export interface ClaimDocument {
  id: string;
  kind: ClaimDocumentKind;
  fileName: string;
  contentType: AttachmentContentType;
}

/** Why a claim was denied (codes, translated by the apps). */
export type DenialReason = 'notCovered' | 'missingDocumentation' | 'outsidePlanYear' | 'duplicate';

export interface ClaimDetails extends ClaimSummary {
  lines: ClaimLine[];
  /** Oldest first. */
  timeline: ClaimEvent[];
  payment: ClaimPayment | null;
  documents: ClaimDocument[];
  denialReason: DenialReason | null;
  /** See `canAppealClaim`. */
  canAppeal: boolean;
}

/** `GET /claims` answer: one page. */
export interface ClaimsPage {
  items: ClaimSummary[];
  offset: number;
  limit: number;
  total: number;
  /** The years and patients the member can filter by (over all their claims, not only this page). */
  years: number[];
  patients: ClaimPatient[];
}

/** A plan year and its run-out period: claims for care inside [start, end] may be submitted until runoutEnd. */
export interface PlanYearWindow {
  start: string;
  end: string;
  runoutEnd: string;
}

/** `GET /claim-options` answer: what the submission's questions may be answered with. */
export interface ClaimOptions {
  patients: ClaimPatient[];
  coveredServices: CoveredService[];
  planYears: PlanYearWindow[];
}
