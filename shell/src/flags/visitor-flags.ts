import type { FlagValues } from '@member/shared-contracts/flags';
import type { Logger } from '@member/shared-contracts/logging';
import { evaluateOfrepBulk } from './ofrep-bulk';

/**
 * Flags for a signed-out visitor (the sign-in and sign-up screens read `showGoogleSsoSignInV2` and
 * friends): one OFREP bulk evaluation with an empty context (`ofrep-bulk.ts`, the members' path too).
 */
export async function readVisitorFlags(flagsUrl: string, logger: Logger, fetchImplementation?: typeof fetch): Promise<FlagValues> {
  return (await evaluateOfrepBulk({ flagsUrl, context: {}, logger, ...(fetchImplementation ? { fetchImplementation } : {}) })).flags;
}
