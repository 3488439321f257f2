import type { TokenClaims } from './session';
import { localeFromLanguagePreference } from '../i18n/locale';
import type { Logger } from '../logging/logger';
import { CLAIM_KEYS } from './claim-keys';
import {
  dateOfBirthClaim,
  einClaim,
  emailClaim,
  identificationCodeClaim,
  INVALID_CLAIM,
  nameClaim,
  nonZeroNumberClaim,
  phoneNumberClaim,
  type ClaimRuleResult,
} from './token-claim-rules';

/** Access §8: "Token claims: failures log 'unable to get client data from token' and return null". */
const TOKEN_CLAIMS_ERROR_MESSAGE = 'unable to get client data from token';
const TOKEN_EIN_DROPPED_MESSAGE = 'invalid ein in token, dropped';

class ClaimFailure extends Error {
  constructor(readonly claim: string) {
    super(claim);
  }
}

function strict<T>(claim: string, result: ClaimRuleResult<T>): T | null {
  if (result === INVALID_CLAIM) throw new ClaimFailure(claim);
  return result;
}

/**
 * Reads the client data from a decoded id-token payload (access §5 "Token claims").
 * Decisions where the spec is silent:
 * - A claim that is absent is null (a plain email sign-in token need not carry every client-data claim);
 *   a PRESENT claim that breaks a strict rule (client id, plan id, names, date of birth, code, emails), a
 *   missing/empty account id, or a payload that is not an object make the client data unreadable: the
 *   error is logged and null returned.
 * - The lenient rules never fail: a bad EIN is logged (warn) and dropped, a bad phone ignored, an unknown
 *   language falls back to en-US. clientOrgId has no rule: a non-numeric value is dropped.
 * - Logs name the failing claim, never its value (no names, emails, dates of birth or phones in logs).
 */
export function parseTokenClaims(payload: unknown, logger: Logger): TokenClaims | null {
  try {
    if (!payload || typeof payload !== 'object') throw new ClaimFailure('payload');
    const claims = payload as Record<string, unknown>;
    const accountId = claims[CLAIM_KEYS.accountId];
    if (typeof accountId !== 'string' || accountId.trim() === '') throw new ClaimFailure('accountId');

    const ein = einClaim(claims[CLAIM_KEYS.ein]);
    if (ein === INVALID_CLAIM) logger.warn(TOKEN_EIN_DROPPED_MESSAGE, { claim: 'ein' });
    const clientOrgId = nonZeroNumberClaim(claims[CLAIM_KEYS.clientOrgId]);

    return {
      accountId,
      clientId: strict('clientId', nonZeroNumberClaim(claims[CLAIM_KEYS.clientId])),
      clientOrgId: clientOrgId === INVALID_CLAIM ? null : clientOrgId,
      planId: strict('planId', nonZeroNumberClaim(claims[CLAIM_KEYS.planId])),
      firstName: strict('firstName', nameClaim(claims[CLAIM_KEYS.firstName])),
      lastName: strict('lastName', nameClaim(claims[CLAIM_KEYS.lastName])),
      dateOfBirth: strict('dateOfBirth', dateOfBirthClaim(claims[CLAIM_KEYS.dateOfBirth])),
      identificationCode: strict('identificationCode', identificationCodeClaim(claims[CLAIM_KEYS.identificationCode])),
      locale: localeFromLanguagePreference(typeof claims[CLAIM_KEYS.languagePreference] === 'string' ? (claims[CLAIM_KEYS.languagePreference] as string) : null),
      federatedEmail: strict('federatedEmail', emailClaim(claims[CLAIM_KEYS.federatedEmail])),
      ein: ein === INVALID_CLAIM ? null : ein,
      phoneNumber: phoneNumberClaim(claims[CLAIM_KEYS.phoneNumber]),
      email: strict('email', emailClaim(claims[CLAIM_KEYS.email])),
    };
  } catch (error) {
    logger.error(TOKEN_CLAIMS_ERROR_MESSAGE, { claim: error instanceof ClaimFailure ? error.claim : 'unknown' });
    return null;
  }
}
