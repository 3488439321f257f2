import { screen, waitFor } from '@testing-library/react';
import { createTestMountProps } from '@member/remote-runtime/testing';
import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { type Client } from '@member/shared-contracts/account';
import { type ContentEntry } from '@member/shared-contracts/mount';
import { renderSettings } from '../testing/render-settings';

const NEW_PASSWORD = 'Brand-New-Passw0rd';
const ACME: Client = { id: 101, name: 'Acme Manufacturing', isDemo: false, userSessionLengthMinutes: 15 };
const ORGANIZATIONS = [
  { id: 1001, name: 'Acme Manufacturing - Austin' },
  { id: 1002, name: 'Acme Manufacturing - Dallas' },
];

async function renderScreen(options: { organizations?: typeof ORGANIZATIONS; phoneNumber?: string | null; put?: jest.Mock; get?: jest.Mock; content?: ContentEntry[] } = {}) {
  const get = options.get ?? jest.fn().mockResolvedValue({ items: options.organizations ?? ORGANIZATIONS });
  const put = options.put ?? jest.fn().mockResolvedValue({ generatedPassword: 'Gen-Passw0rd!', cognitoUsername: 'bnft_bnft-0011' });
  const setGlobalError = jest.fn();
  const { props } = await createTestMountProps({ remoteName: 'mfe_auth', translations: { 'en-US': {}, 'es-US': {} } });
  const layout = { ...props.layout, setGlobalError };
  return renderSettings('/complete-account', {
    account: { hasUserSetPassword: false, email: null, phoneNumber: options.phoneNumber === undefined ? null : options.phoneNumber, clientOrgName: 'Acme Manufacturing - Austin' },
    configure: (fakes) => {
      if (options.content) fakes.content.getEntries.mockResolvedValue(options.content);
      return { http: { get, put } as unknown as HttpClient, client: ACME, layout };
    },
  }).then((view) => ({ ...view, get, put, setGlobalError }));
}

const submitButton = () => screen.getByRole('button', { name: 'Complete account' });

async function fillForm(view: Awaited<ReturnType<typeof renderScreen>>, { phone = true, organization = true } = {}) {
  if (organization) await view.user.selectOptions(screen.getByLabelText(/^organization/i), 'Acme Manufacturing - Dallas');
  await view.user.type(screen.getByLabelText(/^email/i), 'alex.rivera@example.com');
  if (phone) await view.user.type(screen.getByLabelText(/^mobile phone number/i), '(512) 555-0111');
  await view.user.type(screen.getByLabelText(/^password/i), NEW_PASSWORD);
  await view.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service and the Privacy Policy/ }));
}

describe('/complete-account (base-to-buy-up, access §2.6)', () => {
  it('greets the member with the client name and asks what is missing', async () => {
    const view = await renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your Acme Manufacturing account' })).toBeInTheDocument();
    expect(view.get).toHaveBeenCalledWith('/client-organizations', { query: { client_id: '101', limit: '20', order_by: 'relevance' } });
    expect(screen.getByLabelText(/^organization/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/^mobile phone number/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('hides the organisation choice with one organisation and the phone when it is known', async () => {
    await renderScreen({ organizations: [ORGANIZATIONS[0] as (typeof ORGANIZATIONS)[number]], phoneNumber: '5125550111' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText(/^organization/i)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^mobile phone number/i)).not.toBeInTheDocument();
  });

  it('validates on touch', async () => {
    const view = await renderScreen();
    await screen.findByRole('heading', { level: 1 });
    await view.user.type(screen.getByLabelText(/^email/i), 'not-an-email');
    await view.user.tab();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText(/^mobile phone number/i), '555');
    await view.user.tab();
    expect(await screen.findByText('Enter a valid 10-digit phone number.')).toBeInTheDocument();
  });

  it('keeps submit operable: pressed on an empty form it names what is missing, focuses the first field and sends nothing', async () => {
    const view = await renderScreen();
    await screen.findByRole('heading', { level: 1 });
    expect(submitButton()).toBeEnabled();
    await view.user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText(/^organization/i)).toHaveFocus());
    expect(screen.getByLabelText(/^organization/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^mobile phone number/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ })).toHaveAttribute('aria-invalid', 'true');
    expect(view.put).not.toHaveBeenCalled();
    expect(view.navigations).toEqual([]);
  });

  it('takes the email and phone messages from the content keys invalidEmail and invalidPhoneNumber', async () => {
    const appString = (id: string, stringValue: string) => ({ id, contentType: 'applicationStringV2', fields: { package: 'validation', id, stringValue } });
    const view = await renderScreen({
      content: [appString('invalidEmail', 'That email address does not look right.'), appString('invalidPhoneNumber', 'Use a 10-digit US phone number.')],
    });
    await screen.findByRole('heading', { level: 1 });
    await view.user.type(screen.getByLabelText(/^email/i), 'not-an-email');
    await view.user.tab();
    expect(await screen.findByText('That email address does not look right.')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText(/^mobile phone number/i), '555');
    await view.user.tab();
    expect(await screen.findByText('Use a 10-digit US phone number.')).toBeInTheDocument();
    expect(view.content.getEntries).toHaveBeenCalledWith(expect.objectContaining({ fields: expect.objectContaining({ package: ['validation'] }), criticality: 'low' }));
  });

  it('generates a password, sets the chosen one, updates the account, then goes home', async () => {
    const view = await renderScreen();
    await screen.findByRole('heading', { level: 1 });
    await fillForm(view);
    await view.user.click(submitButton());
    await waitFor(() => expect(view.navigations).toEqual(['/home']));
    expect(view.put).toHaveBeenCalledWith('/account/200001/reset-password');
    expect(view.identity.updatePassword).toHaveBeenCalledWith({ oldPassword: 'Gen-Passw0rd!', newPassword: NEW_PASSWORD });
    expect(view.session.updateAccount).toHaveBeenCalledWith({ email: 'alex.rivera@example.com', hasUserSetPassword: true, clientOrgId: 1002, phoneNumber: '5125550111' });
  });

  it('shows the generic error page when completing fails', async () => {
    const put = jest.fn().mockRejectedValue(new HttpError(500, 'down', new Headers()));
    const view = await renderScreen({ put });
    await screen.findByRole('heading', { level: 1 });
    await fillForm(view);
    await view.user.click(submitButton());
    await waitFor(() => expect(view.setGlobalError).toHaveBeenCalledWith(true, 'generic'));
    expect(view.session.updateAccount).not.toHaveBeenCalled();
    expect(view.navigations).toEqual([]);
  });

  it('shows the generic error page when the organisations cannot be loaded', async () => {
    const view = await renderScreen({ get: jest.fn().mockRejectedValue(new HttpError(500, 'down', new Headers())) });
    await waitFor(() => expect(view.setGlobalError).toHaveBeenCalledWith(true, 'generic'));
  });
});
