import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, type HttpClient } from '@member/shared-contracts';
import { SIGNED_IN, identityError, renderAuth, reportedText } from '../testing/render-auth';
import { generatedPassword } from './generated-password';
import { resetSignUp, signUpStore } from './sign-up.store';

const PASSWORD = 'Correct-Horse-Battery-42';

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

async function renderLastStep(path: string, signUp: () => Promise<unknown>) {
  const put = jest.fn().mockResolvedValue({});
  const view = await renderAuth(path, (fakes) => {
    fakes.identity.signUp.mockImplementation(signUp as never);
    fakes.identity.signIn.mockResolvedValue(SIGNED_IN);
    fakes.session.refreshSession.mockImplementation(async () => {
      fakes.session.accountId = '300001';
    });
    return { http: { put } as unknown as HttpClient };
  });
  return { ...view, put };
}

async function choosePassword(view: Awaited<ReturnType<typeof renderAuth>>) {
  await view.user.type(await screen.findByLabelText(/^Password/), PASSWORD);
  await view.user.type(screen.getByLabelText(/^Confirm password/), PASSWORD);
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
      clientMetadata: { clientOrgId: '1001', identificationCode: '5567', hasUserSetPassword: 'true' },
    });
    expect(view.identity.signIn).toHaveBeenCalledWith({ username: 'sam.rivera@example.com', password: PASSWORD });
    expect(view.put).toHaveBeenCalledWith('/account/300001/eligibility', { body: { dateOfBirth: '1992-07-14', identificationCode: '5567', clientOrgId: 1001 } });
    expect(reportedText(view)).not.toMatch(/Rivera|1992|5567|555-0199|Correct-Horse/);
  }, 15000);

  it("says it couldn't find the coverage when nobody on the roster matches, keeping the answers", async () => {
    const view = await renderLastStep('/sign-up/password', () =>
      Promise.reject(identityError('UserLambdaValidationException', 'PreSignUp failed with error No enrollment matches these details.')),
    );
    await choosePassword(view);
    expect(await screen.findByText("We couldn't find your coverage", {}, { timeout: 5000 })).toBeInTheDocument();
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

  it('with a social provider: no password step, Next on the phone step creates the account with a generated password', async () => {
    window.localStorage.setItem(STORAGE_KEYS.ssoProviderName, 'Apple');
    const view = await renderLastStep('/sign-up/phone', async () => ({ userConfirmed: true }));
    expect(await screen.findByText('Step 5 of 5')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.identity.signUp).toHaveBeenCalled());
    const input = view.identity.signUp.mock.calls[0]![0];
    expect(input.clientMetadata.hasUserSetPassword).toBe('false');
    expect(input.password).toHaveLength(32);
    expect(view.navigations).toEqual([]);
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
