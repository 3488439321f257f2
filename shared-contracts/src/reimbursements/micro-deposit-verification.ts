/**
 * Micro-deposit verification attempts, as Plaid counts them for same-day micro-deposits: three wrong
 * pairs per link, each answered `INCORRECT_DEPOSIT_VERIFICATION`; then the link is locked
 * (`TOO_MANY_VERIFICATION_ATTEMPTS`) — even the right pair is refused and the member starts over with a
 * new link. The sandbox's bank-link stand-in enforces it; the app reads the answer to say how many tries
 * are left or that the link is locked.
 */
export const MICRO_DEPOSIT_ATTEMPT_LIMIT = 3;

export const MICRO_DEPOSIT_ERROR_CODES = {
  incorrect: 'INCORRECT_DEPOSIT_VERIFICATION',
  locked: 'TOO_MANY_VERIFICATION_ATTEMPTS',
} as const;

/** The body of a refused `/sandbox-link/verify` (beside the usual `{ message }`). */
export type MicroDepositRefusal =
  | { errorCode: typeof MICRO_DEPOSIT_ERROR_CODES.incorrect; attemptsLeft: number }
  | { errorCode: typeof MICRO_DEPOSIT_ERROR_CODES.locked; attemptsLeft: 0 };

/** The refusal carried by an error body, or null when the body is not one. */
export function microDepositRefusalOf(body: unknown): MicroDepositRefusal | null {
  if (typeof body !== 'object' || body === null) return null;
  const { errorCode, attemptsLeft } = body as { errorCode?: unknown; attemptsLeft?: unknown };
  if (errorCode === MICRO_DEPOSIT_ERROR_CODES.locked) return { errorCode, attemptsLeft: 0 };
  if (errorCode === MICRO_DEPOSIT_ERROR_CODES.incorrect && typeof attemptsLeft === 'number' && Number.isInteger(attemptsLeft) && attemptsLeft > 0) {
    return { errorCode, attemptsLeft };
  }
  return null;
}
