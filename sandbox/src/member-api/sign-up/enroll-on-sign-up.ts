import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { SIGN_UP_ALREADY_REGISTERED, SIGN_UP_METADATA_KEYS, SIGN_UP_NO_ENROLLMENT_MATCH, SIGN_UP_TERMS_NOT_ACCEPTED } from '@member/shared-contracts/sign-up';
import { stripNonDigits } from '@member/shared-contracts/field-rules';
import type { PreSignUpEvent, PreSignUpResponse, PreSignUpTrigger } from '../../identity';
import { enrollmentRoster, type EnrolledPerson } from '../../seed/enrollment-roster';
import type { SqlExecutor } from '../database/sql-database';
import { tenDigitPhone } from '../database/seed-database';

const sameName = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();

/** The roster entry this sign-up describes: organisation, first and last name, date of birth and last-4 all match. */
export function matchEnrollment(event: PreSignUpEvent, roster: readonly EnrolledPerson[] = enrollmentRoster): EnrolledPerson | undefined {
  const clientOrgId = Number(event.clientMetadata[SIGN_UP_METADATA_KEYS.clientOrgId]);
  const identificationCode = (event.clientMetadata[SIGN_UP_METADATA_KEYS.identificationCode] ?? '').trim();
  const attributes = event.userAttributes;
  return roster.find(
    (person) =>
      person.clientOrgId === clientOrgId &&
      person.identificationCode === identificationCode &&
      person.dateOfBirth === attributes[CLAIM_KEYS.dateOfBirth] &&
      sameName(attributes[CLAIM_KEYS.firstName], person.firstName) &&
      sameName(attributes[CLAIM_KEYS.lastName], person.lastName),
  );
}

async function insertSignUpAccount(db: SqlExecutor, person: EnrolledPerson, event: PreSignUpEvent): Promise<void> {
  const hasUserSetPassword = event.clientMetadata[SIGN_UP_METADATA_KEYS.hasUserSetPassword] !== 'false';
  const phone = event.userAttributes[CLAIM_KEYS.phoneNumber];
  await db.query(
    `INSERT INTO accounts (account_id, member_id, client_id, client_org_id, plan_id, network_id, relationship_code, status,
       product_features, can_member_submit_claim, has_user_set_password, email, phone_number, preferred_language,
       coverage_tier, cognito_username, date_of_birth, identification_code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'created', $8, $9, $10, $11, $12, NULL, $13, $14, $15, $16, now())`,
    [
      person.accountId, person.memberId, person.clientId, person.clientOrgId, person.planId, person.networkId, person.relationshipCode,
      person.productFeatures, person.canMemberSubmitClaim, hasUserSetPassword, event.userName.toLowerCase(),
      phone ? tenDigitPhone(phone) : null, person.coverageTier, event.userName.toLowerCase(), person.dateOfBirth, person.identificationCode,
    ],
  );
}

/**
 * The member platform's pre-sign-up trigger (decision, spec silent on account creation): a sign-up must
 * carry the member's acceptance of the terms (access §5 "Terms checkbox hasAcceptedTerms required"; without
 * it → SIGN_UP_TERMS_NOT_ACCEPTED, before anything is looked up) and match someone on the organisation's
 * enrollment roster who has no account yet. A match creates the
 * account (status `created`, verified by the app's `PUT /account/{id}/eligibility` right after), gives the
 * identity user the account claims, and confirms it with email (and phone) verified, as a PreSignUp
 * Lambda's autoConfirmUser / autoVerifyEmail would. No match → SIGN_UP_NO_ENROLLMENT_MATCH; a member who
 * already has an account → SIGN_UP_ALREADY_REGISTERED. Never logs the details it compares.
 */
export function enrollOnSignUp(db: SqlExecutor): PreSignUpTrigger {
  return async (event): Promise<PreSignUpResponse> => {
    if (event.clientMetadata[SIGN_UP_METADATA_KEYS.hasAcceptedTerms] !== 'true') throw new Error(SIGN_UP_TERMS_NOT_ACCEPTED);
    const person = matchEnrollment(event);
    if (!person) throw new Error(SIGN_UP_NO_ENROLLMENT_MATCH);
    const existing = await db.query<{ account_id: string }>(
      'SELECT account_id FROM accounts WHERE member_id = $1 OR lower(email) = lower($2)',
      [person.memberId, event.userName],
    );
    if (existing.length > 0) throw new Error(SIGN_UP_ALREADY_REGISTERED);
    await insertSignUpAccount(db, person, event);
    const phone = event.userAttributes[CLAIM_KEYS.phoneNumber];
    return {
      autoConfirmUser: true,
      autoVerifyEmail: true,
      autoVerifyPhone: Boolean(phone && stripNonDigits(phone).length >= 10),
      adminAttributes: {
        [CLAIM_KEYS.accountId]: person.accountId,
        [CLAIM_KEYS.clientId]: String(person.clientId),
        [CLAIM_KEYS.clientOrgId]: String(person.clientOrgId),
        [CLAIM_KEYS.planId]: String(person.planId),
        [CLAIM_KEYS.identificationCode]: person.identificationCode,
      },
    };
  };
}
