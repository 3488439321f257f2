import { screen, waitFor } from '@testing-library/react';
import { ANALYTICS_ERROR_NAMES } from '@member/shared-contracts/analytics';
import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { renderAuth, reportedText } from '../testing/render-auth';
import { resetSignInFlow, signInFlowStore } from '../common/sign-in-flow.store';

const EMAIL = 'maria@example.com';

beforeEach(resetSignInFlow);

async function lookUp(answer: () => Promise<unknown>) {
  const get = jest.fn(answer);
  const view = await renderAuth('/recover-email', () => ({ http: { get } as unknown as HttpClient }));
  await view.user.type(await screen.findByLabelText(/^Email/), EMAIL);
  await view.user.click(screen.getByRole('button', { name: 'Check email' }));
  return { ...view, get };
}

describe('/recover-email', () => {
  it('shows the account email masked, and signs in with it', async () => {
    const view = await lookUp(async () => ({ items: [{ username: EMAIL }] }));
    expect(view.get).toHaveBeenCalledWith('/usernames', { query: { email: EMAIL }, excludeAuth: true });
    expect(await screen.findByText('You sign in with m•••@example.com.')).toBeInTheDocument();
    expect(screen.queryByText(EMAIL)).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Sign in with this email' }));
    expect(view.navigations).toEqual(['/?state=sign-in']);
    expect(signInFlowStore.getState().email).toBe(EMAIL);
    expect(view.analytics.trackError).not.toHaveBeenCalled();
  });

  it('says when no account was found, keeping the email to correct', async () => {
    const view = await lookUp(async () => ({ items: [] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account found');
    expect(screen.getByLabelText(/^Email/)).toHaveValue(EMAIL);
    expect(view.analytics.trackError).toHaveBeenCalledWith(ANALYTICS_ERROR_NAMES.usernameRecovery, 'notFound');
    expect(reportedText(view)).not.toContain(EMAIL);
  });

  it('has its own copy for the rate limit (429)', async () => {
    const view = await lookUp(() => Promise.reject(new HttpError(429, 'Too many username lookups', new Headers())));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    expect(view.analytics.trackError).toHaveBeenCalledWith(ANALYTICS_ERROR_NAMES.usernameRecovery, 'rateLimit');
  });

  it('shows the generic error when the service fails', async () => {
    await lookUp(() => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("We couldn't complete your request. Please try again."));
  });
});
