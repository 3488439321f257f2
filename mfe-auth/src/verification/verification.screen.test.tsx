import { screen, waitFor } from '@testing-library/react';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { type Account } from '@member/shared-contracts/account';
import { makeAccount } from '@member/shared-contracts/testing';
import { renderAuth, reportedText } from '../testing/render-auth';

function fakeHttp(answer: () => Promise<unknown>) {
  const put = jest.fn(answer);
  return { http: { put } as unknown as HttpClient, put };
}

async function openVerification({ account = makeAccount({ accountId: '200004', status: 'created' }), answer = () => Promise.resolve({}), flags = {} } = {} as {
  account?: Account;
  answer?: () => Promise<unknown>;
  flags?: Partial<typeof FLAG_DEFAULTS>;
}) {
  const { http, put } = fakeHttp(answer);
  const view = await renderAuth('/verification', () => ({ account, http, flags: { ...FLAG_DEFAULTS, ...flags } }));
  await screen.findByRole('heading', { level: 1 });
  return { ...view, put };
}

const dateOfBirth = () => screen.getByRole('textbox', { name: /date of birth/i });
const code = () => screen.getByRole('textbox', { name: /last 4 digits/i });
const verify = () => screen.getByRole('button', { name: 'Verify' });

describe('/verification (account status created)', () => {
  it('sends the date of birth as yyyy-MM-dd and the code, reloads the account and goes home', async () => {
    const view = await openVerification();
    await view.user.type(dateOfBirth(), '02/29/1992');
    await view.user.type(code(), '3310');
    await view.user.click(verify());
    await waitFor(() => expect(view.session.refreshAccount).toHaveBeenCalledTimes(1));
    expect(view.put).toHaveBeenCalledWith('/account/200004/eligibility', { body: { dateOfBirth: '1992-02-29', identificationCode: '3310' } });
    expect(view.navigations).toEqual(['/home']);
  });

  it('shows the verification-failed banner on a 422, keeps what was typed, and tracks the spec’s error name without the answers', async () => {
    const view = await openVerification({ answer: () => Promise.reject(new HttpError(422, 'Eligibility could not be verified', new Headers())) });
    await view.user.type(dateOfBirth(), '01/01/1990');
    await view.user.type(code(), '0000');
    await view.user.click(verify());
    expect(await screen.findByText("We couldn't verify your account")).toBeInTheDocument();
    expect(dateOfBirth()).toHaveValue('01/01/1990');
    expect(code()).toHaveValue('0000');
    expect(view.session.refreshAccount).not.toHaveBeenCalled();
    expect(view.analytics.trackError).toHaveBeenCalledWith('Verification Failed', 'notVerified');
    expect(reportedText(view)).not.toMatch(/1990|0000/);
  });

  it('shows the generic error for any other failure', async () => {
    const view = await openVerification({ answer: () => Promise.reject(new HttpError(500, 'boom', new Headers())) });
    await view.user.type(dateOfBirth(), '02/29/1992');
    await view.user.type(code(), '3310');
    await view.user.click(verify());
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('validates on touch: a date that does not exist and a code that is not 4 digits', async () => {
    const view = await openVerification();
    await view.user.type(dateOfBirth(), '02/30/1992');
    await view.user.type(code(), '12');
    await view.user.tab();
    expect(await screen.findByText('Enter a real date of birth as MM/DD/YYYY.')).toBeInTheDocument();
    await view.user.click(verify());
    expect(view.put).not.toHaveBeenCalled();
  });

  it('says where the verification stands only with showVerificationStatus', async () => {
    await openVerification({ flags: { showVerificationStatus: true } });
    expect(screen.getByText(/Verification status/)).toBeInTheDocument();
  });

  it('tells a verified member they are verified, with a way home', async () => {
    await openVerification({ account: makeAccount({ status: 'verified' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Your account is verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByText(/Verification status/)).not.toBeInTheDocument();
  });
});
