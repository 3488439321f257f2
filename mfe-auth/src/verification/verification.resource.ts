import { apiPaths } from '@member/shared-contracts/member-api';
import { isHttpError, type HttpClient } from '@member/shared-contracts/http';
import { usDateToIso, type VerificationForm } from '@member/shared-contracts/field-rules';

export type VerificationOutcome = 'verified' | 'notVerified' | 'error';

/**
 * Sends the member's answers to `PUT /account/{accountId}/eligibility`. The member API answers 422 when
 * they do not match the enrollment data: that is the "verification failed" path. The answers themselves
 * never leave this function except in that request's body.
 */
export async function submitVerification(http: HttpClient, accountId: string, values: VerificationForm): Promise<VerificationOutcome> {
  try {
    await http.put(apiPaths.eligibility(accountId), {
      body: { dateOfBirth: usDateToIso(values.dateOfBirth), identificationCode: values.identificationCode },
    });
    return 'verified';
  } catch (error) {
    return isHttpError(error, 422) ? 'notVerified' : 'error';
  }
}

