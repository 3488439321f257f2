import { useEffect } from 'react';
import { useRemoteProps } from '@member/remote-runtime';
import { useNavigate } from '@member/router';
import { HOME_PATH } from '@member/shared-contracts/routes';
import { apiPaths } from '@member/shared-contracts/member-api';
import { employerLookupKey, signUpFailureOf, toSignUpEligibilityPayload, toSignUpRequest, type ClientOrganizationError, type EmployerLookup, type SignUpAnswers } from '@member/shared-contracts/sign-up';
import { toIdentityError } from '@member/shared-contracts/mount';
import { lookUpClientOrganizations, type ClientOrganizationLookup } from '../common/client-organizations.resource';
import { generatedPassword } from './generated-password';
import { resetSignUp, signUpStore, useSignUpState, type CreationProblem } from './sign-up.store';

export type CreateAccountProblem = CreationProblem;

function answersOf(): SignUpAnswers {
  const state = signUpStore.getState();
  return {
    email: state.email,
    clientOrgId: state.clientOrg?.id ?? 0,
    firstName: state.firstAndLastName?.firstName ?? '',
    lastName: state.firstAndLastName?.lastName ?? '',
    dateOfBirth: state.dateOfBirth,
    identificationCode: state.identificationCode,
    phoneNumber: state.phoneNumber,
  };
}

const setPhase = (creation: ReturnType<typeof signUpStore.getState>['creation']) => signUpStore.getState().update({ creation });

/**
 * Account creation at the end of the segmented sign-up (decision, spec silent): identity `signUp` (the
 * pre-sign-up trigger matches the enrollment roster, creates the account and confirms the user), sign in,
 * refresh the session; once the session carries the account id, `PUT /account/{accountId}/eligibility`
 * with the remaining params verifies the account, the account reloads, and once it is verified the member
 * lands on /home. The progress lives in the sign-up store (the host may remount the screen while the
 * session changes). Nothing typed is logged or tracked; failures keep every answer.
 */
export function useCreateAccount() {
  const { identity, session, account, http, analytics, logger } = useRemoteProps();
  const navigate = useNavigate();
  const phase = useSignUpState((state) => state.creation);

  const fail = (problem: CreationProblem) => {
    analytics.track('sign_up_failed', { reason: problem });
    const previous = signUpStore.getState().creation;
    setPhase({ kind: 'failed', problem, attempt: previous.kind === 'failed' ? previous.attempt + 1 : 1 });
  };

  const create = async (password: string | null) => {
    // Signed in already (only the eligibility call failed): signing in again would be refused, so only
    // the eligibility call runs again.
    const previous = signUpStore.getState().creation;
    if ((previous.kind === 'failed' && previous.problem === 'notVerified') || session.accountId) {
      setPhase({ kind: 'signedIn' });
      return;
    }
    setPhase({ kind: 'creating' });
    const request = toSignUpRequest(answersOf(), { hasUserSetPassword: password !== null, hasAcceptedTerms: signUpStore.getState().hasAcceptedTerms });
    // A retry after the identity user was created (a failed sign-in) signs in with the password it got.
    const created = signUpStore.getState().createdIdentity;
    const alreadyCreated = created?.username === request.username;
    const secret = alreadyCreated ? created.secret : (password ?? generatedPassword());
    try {
      if (!alreadyCreated) {
        const result = await identity.signUp({ ...request, password: secret });
        if (!result.userConfirmed) throw Object.assign(new Error('sign-up not confirmed'), { name: 'UserNotConfirmedException' });
        const provider = identity.pendingFederatedSignIn?.()?.idpIdentifier ?? null;
        signUpStore.getState().update({ createdIdentity: { username: request.username, secret, provider } });
      }
      const signedIn = await identity.signIn({ username: request.username, password: secret });
      if (!signedIn.isSignedIn) throw Object.assign(new Error('sign-in did not finish'), { name: 'SignInNotDone' });
      // The single sign-on this sign-up began with is linked now (as after a sign-in; its code loads only then).
      if (identity.pendingFederatedSignIn?.()) {
        const { linkPendingIdentity } = await import(/* webpackChunkName: "link-identity" */ '../common/link-pending-identity');
        await linkPendingIdentity({ identity, http, logger, analytics, signedInEmail: request.username });
      }
      setPhase({ kind: 'signedIn' });
      await session.refreshSession();
    } catch (error) {
      const failure = signUpFailureOf(toIdentityError(error));
      if (failure === 'unknown') logger.warn('sign-up failed', { error: toIdentityError(error).name });
      fail(failure);
    }
  };

  // Once the session knows the new account: the eligibility call verifies it (once).
  const accountId = session.accountId;
  useEffect(() => {
    if (phase.kind !== 'signedIn' || !accountId) return;
    setPhase({ kind: 'verifying' });
    http
      .put(apiPaths.eligibility(accountId), { body: toSignUpEligibilityPayload(answersOf()) })
      .then(() => {
        setPhase({ kind: 'verified' });
        session.refreshAccount();
      })
      .catch((error: unknown) => {
        logger.warn('sign-up eligibility failed', { error: toIdentityError(error).name });
        fail('notVerified');
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the account id arrives
  }, [phase.kind, accountId]);

  // Verified and reloaded → home (the route gate would send a `created` account to /verification).
  const verified = account?.status === 'verified';
  useEffect(() => {
    if (phase.kind !== 'verified' || !verified) return;
    analytics.track('sign_up_completed', {});
    navigate(HOME_PATH);
    resetSignUp();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate once when verified
  }, [phase.kind, verified]);

  return { phase, create, busy: phase.kind !== 'idle' && phase.kind !== 'failed' };
}

/** Nobody is signed in yet: the lookups go without auth. */
const SIGNED_OUT = { excludeAuth: true };

/**
 * The employer step's lookups (access §7 `GET /client-organizations`, `GET /client-organizations/{id}`,
 * §3 "clientOrgs list"). With a sign-up link naming the employer (`client_org_id`, `ein` or `client_id`,
 * decision 040), once per link: one result preselects it, several narrow the search; a failure goes to
 * `onFailure`. The search on demand (`search`: an EIN by EIN, else by name), the caller storing the answer.
 */
export function useEmployerLookups(link: EmployerLookup | null, onFailure: (error: ClientOrganizationError) => void) {
  const { http } = useRemoteProps();
  const lookedUpFor = useSignUpState((state) => state.clientOrgsLookedUpFor);
  const linkKey = link && employerLookupKey(link);

  useEffect(() => {
    if (!link || !linkKey || lookedUpFor === linkKey) return;
    let cancelled = false;
    void lookUpClientOrganizations(http, link, SIGNED_OUT).then((result) => {
      if (cancelled) return;
      if (result.kind === 'failed') return onFailure(result.error);
      const only = result.items.length === 1 ? result.items[0]! : null;
      signUpStore.getState().update({ clientOrgs: result.items, clientOrgsLookedUpFor: linkKey, ...(only ? { clientOrg: only } : {}) });
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link lookup
  }, [linkKey, lookedUpFor]);

  const search = (lookup: Extract<EmployerLookup, { name: string } | { ein: string }>): Promise<ClientOrganizationLookup> => lookUpClientOrganizations(http, lookup, SIGNED_OUT);

  return { linkKey, search };
}
