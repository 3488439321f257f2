import { screen, waitFor } from '@testing-library/react';
import type { HttpClient } from '@member/shared-contracts/http';
import type { PendingFederatedSignIn } from '@member/shared-contracts/mount';
import { SIGNED_IN, createFakes, identityError, renderAuth, reportedText } from '../testing/render-auth';
import { generatedPassword } from './generated-password';
import { resetSignUp, signUpStore } from './sign-up.store';

const PASSWORD = 'Correct-Horse-Battery-42';
type Fakes = ReturnType<typeof createFakes>;

beforeEach(() => {
  resetSignUp();
  window.localStorage.clear();
  signUpStore.getState().update({
    email: 'Sam.Rivera@example.com',
    clientOrg: { id: 1001, name: 'Acme Manufacturing - Austin' },
    firstAndLastName: { firstName: 'Sam', lastName: 'Rivera' },
    dateOfBirth: '07/14/1992',
    identificationCode: '5567',
    phoneNumber: '(512) 555-0199',
  });
});

async function renderLastStep(path: string, signUp: () => Promise<unknown>, configure?: (fakes: Fakes) => { post?: jest.Mock } | void) {
  const put = jest.fn().mockResolvedValue({});
  const view = await renderAuth(path, (fakes) => {
    fakes.identity.signUp.mockImplementation(signUp as never);
    fakes.identity.signIn.mockResolvedValue(SIGNED_IN);
    fakes.session.refreshSession.mockImplementation(async () => {
      fakes.session.accountId = '300001';
    });
    const extra = configure?.(fakes) ?? {};
    return { http: { put, post: extra.post ?? jest.fn() } as unknown as HttpClient };
  });
  return { ...view, put };
}

const termsCheckbox = () => screen.getByRole('checkbox', { name: 'I accept the Terms of Service and the Privacy Policy' });

async function choosePassword(view: Awaited<ReturnType<typeof renderAuth>>, { acceptTerms = true } = {}) {
  await view.user.type(await screen.findByLabelText(/^Password/), PASSWORD);
  await view.user.type(screen.getByLabelText(/^Confirm password/), PASSWORD);
  if (acceptTerms) await view.user.click(termsCheckbox());
  await view.user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('account creation', () => {
  it('signs up with the email as username and the answers, signs in, then verifies eligibility', async () => {
    const view = await renderLastStep('/sign-up/password', async () => ({ userConfirmed: true }));
    expect(await screen.findByText('Step 6 of 6')).toBeInTheDocument();
    await choosePassword(view);
    await waitFor(() => expect(view.session.refreshAccount).toHaveBeenCalled(), { timeout: 5000 });
    expect(view.identity.signUp).toHaveBeenCalledWith({
      username: 'sam.rivera@example.com',
      password: PASSWORD,
      attributes: { email: 'sam.rivera@example.com', phone_number: '+15125550199', given_name: 'Sam', family_name: 'Rivera', birthdate: '1992-07-14' },
      clientMetadata: { clientOrgId: '1001', identificationCode: '5567', hasUserSetPassword: 'true', hasAcceptedTerms: 'true' },
    });
    expect(view.identity.signIn).toHaveBeenCalledWith({ username: 'sam.rivera@example.com', password: PASSWORD });
    expect(view.put).toHaveBeenCalledWith('/account/300001/eligibility', { body: { dateOfBirth: '1992-07-14', identificationCode: '5567', clientOrgId: 1001 } });
    expect(reportedText(view)).not.toMatch(/Rivera|1992|5567|555-0199|Correct-Horse/);
  }, 15000);

  it('creates no account until the terms are accepted, and says so on the checkbox', async () => {
    const view = await renderLastStep('/sign-up/password', async () => ({ userConfirmed: true }));
    await choosePassword(view, { acceptTerms: false });
    await waitFor(() => expect(termsCheckbox()).toHaveAccessibleDescription('Accept the Terms of Service and Privacy Policy to continue.'));
    expect(termsCheckbox()).toHaveFocus();
    expect(view.identity.signUp).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

    await view.user.click(termsCheckbox());
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(view.identity.signUp).toHaveBeenCalledWith(expect.objectContaining({ clientMetadata: expect.objectContaining({ hasAcceptedTerms: 'true' }) })), { timeout: 5000 });
  }, 15000);

  it("says it couldn't find the coverage when nobody on the roster matches, keeping the answers", async () => {
    const view = await renderLastStep('/sign-up/password', () =>
      Promise.reject(identityError('UserLambdaValidationException', 'PreSignUp failed with error No enrollment matches these details.')),
    );
    await choosePassword(view);
    // Access §8: the generic error heading, with what to check as its body.
    expect(await screen.findByText('Something went wrong', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/We couldn't match these details to a health plan/)).toBeInTheDocument();
    expect(screen.queryByText("We couldn't find your coverage")).not.toBeInTheDocument();
    expect(view.identity.signIn).not.toHaveBeenCalled();
    expect(signUpStore.getState().identificationCode).toBe('5567');
  }, 15000);

  it('a retry after a failed sign-in signs in again instead of creating the user twice', async () => {
    const view = await renderLastStep('/sign-up/password', async () => ({ userConfirmed: true }));
    view.identity.signIn.mockRejectedValueOnce(identityError('NetworkError', 'Network error'));
    await choosePassword(view);
    await waitFor(() => expect(view.identity.signIn).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const retry = await screen.findByRole('button', { name: 'Create account' });
    await waitFor(() => expect(retry).toBeEnabled());
    await view.user.click(retry);
    await waitFor(() => expect(view.session.refreshAccount).toHaveBeenCalled(), { timeout: 5000 });
    expect(view.identity.signUp).toHaveBeenCalledTimes(1);
    expect(view.identity.signIn).toHaveBeenLastCalledWith({ username: 'sam.rivera@example.com', password: PASSWORD });
  }, 15000);

  it('shows the duplicate-account copy when the email is already taken', async () => {
    const view = await renderLastStep('/sign-up/password', () => Promise.reject(identityError('UsernameExistsException', 'An account with the given email already exists.')));
    await choosePassword(view);
    expect(await screen.findByText('You already have an account', {}, { timeout: 5000 })).toBeInTheDocument();
  }, 15000);

  it('a retry after the eligibility call failed only runs the eligibility call again (already signed in)', async () => {
    const view = await renderLastStep('/sign-up/password', async () => ({ userConfirmed: true }));
    view.put.mockRejectedValueOnce(new Error('eligibility down'));
    await choosePassword(view);
    expect(await screen.findByText(/Your account was created, but we couldn't verify your coverage yet/, {}, { timeout: 5000 })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(view.session.refreshAccount).toHaveBeenCalled(), { timeout: 5000 });
    expect(view.identity.signUp).toHaveBeenCalledTimes(1);
    expect(view.identity.signIn).toHaveBeenCalledTimes(1);
    expect(view.put).toHaveBeenCalledTimes(2);
  }, 15000);

  it('with a pending social sign-on: no password step, Next on the phone step creates the account with a generated password, then links the sign-on', async () => {
    const pending: PendingFederatedSignIn = { email: 'sam.rivera@example.com', idToken: 'id-token', idpIdentifier: 'Apple', userId: 'apple-7' };
    const order: string[] = [];
    const post = jest.fn(async () => {
      order.push('link');
      return {};
    });
    const view = await renderLastStep('/sign-up/phone', async () => ({ userConfirmed: true }), (fakes) => {
      fakes.identity.pendingFederatedSignIn.mockReturnValue(pending);
      fakes.identity.clearPendingFederatedSignIn.mockImplementation(() => fakes.identity.pendingFederatedSignIn.mockReturnValue(null));
      fakes.identity.signedInAccountId.mockResolvedValue('300001');
      fakes.session.refreshSession.mockImplementation(async () => {
        order.push('refresh');
        fakes.session.accountId = '300001';
      });
      return { post };
    });
    expect(await screen.findByText('Step 5 of 5')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    // The last step asks for the terms too: nothing is created before they are accepted.
    await waitFor(() => expect(termsCheckbox()).toHaveFocus());
    expect(view.identity.signUp).not.toHaveBeenCalled();
    await view.user.click(termsCheckbox());
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.session.refreshAccount).toHaveBeenCalled(), { timeout: 5000 });
    const input = view.identity.signUp.mock.calls[0]![0];
    expect(input.clientMetadata).toMatchObject({ hasUserSetPassword: 'false', hasAcceptedTerms: 'true' });
    expect(input.password).toHaveLength(32);
    expect(post).toHaveBeenCalledWith('/account/300001/identities', { body: { idToken: 'id-token', idpIdentifier: 'Apple', userId: 'apple-7' } });
    expect(order).toEqual(['link', 'refresh']);
    expect(view.identity.clearPendingFederatedSignIn).toHaveBeenCalled();
    // Linked and forgotten: still 5 steps, no password step.
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
  }, 15000);

  it('the last phone step shows it is creating the account, so Next cannot create twice', async () => {
    const view = await renderLastStep('/sign-up/phone', () => new Promise(() => undefined), (fakes) => {
      fakes.identity.pendingFederatedSignIn.mockReturnValue({ email: null, idToken: 't', idpIdentifier: 'Google', userId: '1' });
    });
    const button = await screen.findByRole('button', { name: 'Next' });
    await view.user.click(termsCheckbox());
    await view.user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('progressbar', { name: 'Creating your account' })).toBeInTheDocument();
    await view.user.click(button);
    expect(view.identity.signUp).toHaveBeenCalledTimes(1);
  });
});

describe('generatedPassword', () => {
  it('has 32 characters with every character group', () => {
    const password = generatedPassword();
    expect(password).toHaveLength(32);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/\d/);
    expect(password).toMatch(/[!@#$%^&*\-_]/);
  });
});
