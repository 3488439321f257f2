import { act, screen } from '@testing-library/react';
import { renderRemote } from '@member/remote-runtime/testing';
import type { Account, Client } from '@member/shared-contracts/account';
import { App } from '../app';
import enUS from '../locales/en-US.json';
import esUS from '../locales/es-US.json';

const account = {
  accountId: '200001',
  planId: 501,
  coverageTier: 'EmployeeAndFamily',
  productFeatures: new Set(['HRA']),
  clientDetails: { clientId: 101, plans: [{ id: 501, client_id: 101, network_administrator: 'Acme Health Network' }], claimsListStartDate: null, conciergePhoneNumber: null },
} as unknown as Account;
const client: Client = { id: 101, name: 'Acme Manufacturing', isDemo: false, userSessionLengthMinutes: 15 };

const translations = { 'en-US': enUS, 'es-US': esUS };

function renderHome({ firstName = 'Maria' }: { firstName?: string | null } = {}) {
  return renderRemote(App, { remoteName: 'mfe_home_onboarding', translations, path: '/home', account, client, claims: { firstName } });
}

describe('home screen', () => {
  it('greets the member by the first name from the token claims', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Maria' })).toBeInTheDocument();
  });

  it('shows the client name and the plan from the loaded account', async () => {
    await renderHome();
    expect(screen.getByText('Acme Manufacturing')).toBeInTheDocument();
    expect(screen.getByText('Acme Health Network, Employee and family coverage')).toBeInTheDocument();
  });

  it('falls back to a greeting without a name when the claim was dropped', async () => {
    await renderHome({ firstName: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  });

  it('shows page-not-found for a path it does not own', async () => {
    await act(() => renderRemote(App, { remoteName: 'mfe_home_onboarding', translations, path: '/home/unknown', account }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
