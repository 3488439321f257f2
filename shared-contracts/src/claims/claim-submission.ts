import { z } from 'zod/mini';
import { ATTACHMENT_MAX_FILES } from '../uploads/attachment-rules';
import { isValidIsoDate } from '../field-rules/iso-date';
import { CLAIM_AMOUNT_MAX_CENTS, CLAIM_PROVIDER_NAME_MAX } from './claim-rules';
import { COVERED_SERVICES } from './claim-types';

/** Message keys of the claim schemas (translated by the apps; the sandbox answers them in its 400s). */
const CLAIM_VALIDATION_MESSAGES = {
  patientRequired: 'validation.claim.patientRequired',
  serviceTypeRequired: 'validation.claim.serviceTypeRequired',
  providerRequired: 'validation.claim.providerRequired',
  providerTooLong: 'validation.claim.providerTooLong',
  providerOneLine: 'validation.claim.providerOneLine',
  dateInvalid: 'validation.claim.dateInvalid',
  amountInvalid: 'validation.claim.amountInvalid',
  receiptsRequired: 'validation.claim.receiptsRequired',
  receiptsTooMany: 'validation.claim.receiptsTooMany',
} as const;

const M = CLAIM_VALIDATION_MESSAGES;
const oneLine = /^[^\r\n\t]*$/;

/**
 * `POST /claims` body: who, what, where, when, how much, and the receipts uploaded first
 * (`POST /claim-uploads`, answered with upload tokens). The date's plan-year rule needs the plan years,
 * so it is checked beside this schema with `dateOfServiceError` (browser and sandbox alike).
 */
export const claimSubmissionSchema = z.strictObject({
  accountId: z.string().check(z.minLength(1)),
  patientId: z.string({ error: M.patientRequired }).check(z.minLength(1, { error: M.patientRequired })),
  serviceType: z.enum(COVERED_SERVICES, { error: M.serviceTypeRequired }),
  providerName: z
    .string({ error: M.providerRequired })
    .check(
      z.refine((value) => value.trim().length > 0, { error: M.providerRequired }),
      z.maxLength(CLAIM_PROVIDER_NAME_MAX, { error: M.providerTooLong }),
      z.regex(oneLine, { error: M.providerOneLine }),
    ),
  dateOfService: z.string({ error: M.dateInvalid }).check(z.refine(isValidIsoDate, { error: M.dateInvalid })),
  amountCents: z.number({ error: M.amountInvalid }).check(z.int({ error: M.amountInvalid }), z.gt(0, { error: M.amountInvalid }), z.lte(CLAIM_AMOUNT_MAX_CENTS, { error: M.amountInvalid })),
  uploadTokens: z
    .array(z.string().check(z.minLength(1), z.maxLength(100)))
    .check(z.minLength(1, { error: M.receiptsRequired }), z.maxLength(ATTACHMENT_MAX_FILES, { error: M.receiptsTooMany })),
});
export type ClaimSubmission = z.infer<typeof claimSubmissionSchema>;

/** `POST /claims/duplicate-check` body: the draft's four facts, in the body (never in a URL). */
export const duplicateCheckSchema = z.strictObject({
  accountId: z.string().check(z.minLength(1)),
  patientId: z.string().check(z.minLength(1)),
  providerName: z.string().check(z.minLength(1), z.maxLength(CLAIM_PROVIDER_NAME_MAX)),
  dateOfService: z.string().check(z.refine(isValidIsoDate)),
  amountCents: z.number().check(z.int(), z.gt(0), z.lte(CLAIM_AMOUNT_MAX_CENTS)),
});
export type DuplicateCheck = z.infer<typeof duplicateCheckSchema>;

