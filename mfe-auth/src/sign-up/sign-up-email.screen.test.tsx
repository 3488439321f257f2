import { screen, waitFor } from '@testing-library/react';
import { ANALYTICS_ERROR_NAMES } from '@member/shared-contracts/analytics';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { type ContentEntry } from '@member/shared-contracts/mount';
import { renderAuth, reportedText } from '../testing/render-auth';
import { EXISTING_EMAIL_CHECK_EVENT } from './use-existing-email-check';
import { resetSignUp } from './sign-up.store';

beforeEach(resetSignUp);

const emailField = () => screen.getByRole('textbox', { name: /email/i });
const next = () => screen.getByRole('button', { name: 'Next' });
/** Features §9 `preventDuplicateAccounts` on: the existing-email check runs. */
const CHECK_ON = { flags: { ...FLAG_DEFAULTS, preventDuplicateAccounts: true } };

describe('sign-up start screen (access §2.4)', () => {
  it('has a heading saying to sign up with email, one required email field and Next', async () => {
    await renderAuth('/?state=sign-up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up with your email' })).toBeInTheDocument();
    expect(emailField()).toBeRequired();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(next()).toBeInTheDocument();
  });

  it('validates on touch: empty, then an invalid email', async () => {
    const { user } = await renderAuth('/?state=sign-up');
    await user.click(emailField());
    await user.tab();
    expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
    await user.type(emailField(), 'not-an-email');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not go on with an invalid email', async () => {
    const view = await renderAuth('/?state=sign-up');
    await view.user.click(next());
    expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
    expect(view.navigations).toEqual([]);
  });

  it('checks the email (GET /usernames, no auth) and goes to /sign-up/employer keeping the query, never putting the email in the URL', async () => {
    const get = jest.fn().mockResolvedValue({ items: [] });
    const view = await renderAuth('/?state=sign-up&client_id=12', () => ({ http: { get } as unknown as HttpClient, ...CHECK_ON }));
    await view.user.type(emailField(), 'new.member@example.com');
    await view.user.click(next());
    expect(get).toHaveBeenCalledWith('/usernames', { query: { email: 'new.member@example.com' }, excludeAuth: true });
    expect(view.navigations).toEqual(['/sign-up/employer?client_id=12']);
    expect(view.analytics.track).toHaveBeenCalledWith(EXISTING_EMAIL_CHECK_EVENT, { reason: 'notFound' });
  });

  it('with preventDuplicateAccounts off (its default) runs no existing-email check: an email in use goes on to the employer step', async () => {
    const get = jest.fn().mockResolvedValue({ items: [{ username: 'hra.primary@example.com' }] });
    const view = await renderAuth('/?state=sign-up&client_id=12', () => ({ http: { get } as unknown as HttpClient }));
    await view.user.type(emailField(), 'hra.primary@example.com');
    await view.user.click(next());
    await waitFor(() => expect(view.navigations).toEqual(['/sign-up/employer?client_id=12']));
    expect(get).not.toHaveBeenCalled();
    expect(view.analytics.track).not.toHaveBeenCalledWith(EXISTING_EMAIL_CHECK_EVENT, expect.anything());
    expect(screen.queryByText('You already have an account')).not.toBeInTheDocument();
  });

  it('shows the duplicate-account copy for an email in use, tracked without the email', async () => {
    const get = jest.fn().mockResolvedValue({ items: [{ username: 'hra.primary@example.com' }] });
    const view = await renderAuth('/?state=sign-up', () => ({ http: { get } as unknown as HttpClient, ...CHECK_ON }));
    await view.user.type(emailField(), 'hra.primary@example.com');
    await view.user.click(next());
    expect(await screen.findByText('You already have an account')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists. Sign in or recover your password instead.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recover your password' })).toHaveAttribute('href', '/recover-password');
    expect(view.navigations).toEqual([]);
    expect(emailField()).toHaveValue('hra.primary@example.com');
    expect(view.analytics.trackError).toHaveBeenCalledWith(ANALYTICS_ERROR_NAMES.accountWithEmailExists, 'duplicate');
    expect(reportedText(view)).not.toContain('hra.primary');
  });

  it('takes the duplicate copy from the content key onboarding.heading.duplicateAccount when content has it', async () => {
    const get = jest.fn().mockRejectedValue(new HttpError(409, 'More than one account matches', new Headers()));
    const entry = (id: string, stringValue: string): ContentEntry => ({ id, contentType: 'applicationString', fields: { package: 'onboarding', id, stringValue } });
    const view = await renderAuth('/?state=sign-up', (fakes) => {
      fakes.content.getEntries.mockResolvedValue([entry('heading.duplicateAccount', 'Already with us'), entry('body.duplicateAccount', 'Sign in instead.')]);
      return { http: { get } as unknown as HttpClient, ...CHECK_ON };
    });
    await view.user.type(emailField(), 'someone@example.com');
    await view.user.click(next());
    expect(await screen.findByText('Already with us')).toBeInTheDocument();
    expect(screen.getByText('Sign in instead.')).toBeInTheDocument();
  });

  it.each([
    [422, 'Make sure it is typed correctly'],
    [429, 'Wait a minute, then try again.'],
    [500, "We couldn't complete your request. Please try again."],
  ])('answers %i with its copy under the generic heading', async (status, copy) => {
    const get = jest.fn().mockRejectedValue(new HttpError(status, 'x', new Headers()));
    const view = await renderAuth('/?state=sign-up', () => ({ http: { get } as unknown as HttpClient, ...CHECK_ON }));
    await view.user.type(emailField(), 'new.member@example.com');
    await view.user.click(next());
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(copy.replace(/[.?]/g, '\\$&')))).toBeInTheDocument();
    expect(view.navigations).toEqual([]);
  });

  it('keeps the typed email in memory when the screen is opened again', async () => {
    const first = await renderAuth('/?state=sign-up');
    await first.user.type(emailField(), 'new.member@example.com');
    first.unmount();
    await renderAuth('/?state=sign-up');
    expect(emailField()).toHaveValue('new.member@example.com');
  });

  it('starts an empty email from the pending single sign-on, but keeps a typed one', async () => {
    const pending = { email: 'kevin@example.com', idToken: 't', idpIdentifier: 'Google', userId: '2' };
    const first = await renderAuth('/?state=sign-up', (fakes) => {
      fakes.identity.pendingFederatedSignIn.mockReturnValue(pending);
    });
    expect(await screen.findByRole('textbox', { name: /email/i })).toHaveValue('kevin@example.com');
    await first.user.clear(emailField());
    await first.user.type(emailField(), 'other@example.com');
    first.unmount();
    await renderAuth('/?state=sign-up', (fakes) => {
      fakes.identity.pendingFederatedSignIn.mockReturnValue(pending);
    });
    expect(await screen.findByRole('textbox', { name: /email/i })).toHaveValue('other@example.com');
  });

  it('moves focus to its heading', async () => {
    await renderAuth('/?state=sign-up');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign up with your email' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('links to the sign-in screen, keeping the query', async () => {
    await renderAuth('/?state=sign-up&client_id=12');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/?state=sign-in&client_id=12');
  });
});
