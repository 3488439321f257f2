import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@member/remote-runtime/testing';
import { clearAnnouncements } from '@member/ui';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { type AccountFeature } from '@member/shared-contracts/account';
import { App } from '../app';
import { claimSummary, claimsPage, fakeHttp, maria, translations } from '../testing/claims-fixtures';
import { useClaimDraft } from '../common/claim-draft.store';

const many = Array.from({ length: 45 }, (_, index) => claimSummary({ id: `clm-${index}`, providerName: `Provider ${index}` }));

async function render(options: { features?: AccountFeature[]; canSubmit?: boolean; flags?: Partial<typeof FLAG_DEFAULTS>; page?: (query: Record<string, unknown>) => unknown } = {}) {
  const account = maria({ canMemberSubmitClaim: options.canSubmit ?? true });
  const { http, calls } = fakeHttp((_path, query) => (options.page ?? (({ offset }) => claimsPage(many.slice(Number(offset), Number(offset) + 20), 45, Number(offset))))(query));
  const features = new Set<AccountFeature>(options.features ?? ['HRA', 'VIEW_CLAIMS', 'SUBMIT_CLAIMS', 'INCENTIVE_FEATURE']);
  return { calls, ...(await renderRemote(App, { remoteName: 'mfe_claims', translations, path: '/claims', account, overrides: { http, features, flags: { ...FLAG_DEFAULTS, ...options.flags } } })) };
}

describe('claims list (/claims)', () => {
  it('lists the page of claims with provider, patient, date, amounts and status, newest first as answered', async () => {
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Claims' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your claims' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Provider 0, Oct 13, 2026, for Sofia, Paid' })).toHaveAttribute('href', '/claim-details/clm-0');
    expect(rows[0]).toHaveTextContent('Sofia · Oct 13, 2026');
    expect(rows[0]).toHaveTextContent('Provider 0PaidSofia · Oct 13, 2026Billed$120Plan paid$96You owe$24');
    expect(screen.getByText('Showing 1–20 of 45 claims')).toBeInTheDocument();
    expect(screen.getByText('Claims you submitted for reimbursement, and what your plan paid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit a claim' })).toHaveAttribute('href', '/claims/new');
  });

  it('names each claim link by provider, date, patient and status (and an open appeal): claims of one provider are told apart', async () => {
    await render({
      page: () =>
        claimsPage([
          claimSummary({ id: 'clm-a', providerName: 'Lakeside Pediatrics', status: 'denied', hasOpenAppeal: true }),
          claimSummary({ id: 'clm-b', providerName: 'Lakeside Pediatrics', dateOfService: '2026-09-02', patient: { id: 'pt-2', firstName: 'Mateo', relationship: 'child' } }),
        ]),
    });
    const list = await screen.findByRole('list', { name: 'Your claims' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Lakeside Pediatrics, Oct 13, 2026, for Sofia, Denied, appeal in progress',
      'Lakeside Pediatrics, Sep 02, 2026, for Mateo, Paid',
    ]);
    // The visible text stays the provider, the start of the name (speech input finds it by what it shows).
    expect(within(list).getByRole('link', { name: /Sep 02, 2026/ })).toHaveTextContent(/^Lakeside Pediatrics$/);
  });

  it('says "Claim submitted" through the live announcer when it opens after a submission', async () => {
    act(() => useClaimDraft.setState({ lastSubmittedClaimId: 'clm-new' }));
    await render();
    await screen.findByRole('list', { name: 'Your claims' });
    // The announcer writes only after its regions have been in the page empty (see @member/ui announce).
    await waitFor(() => expect(document.querySelector('[data-live-announcer] [aria-live="polite"]')).toHaveTextContent(/^Claim submitted$/));
    clearAnnouncements();
  });

  it('pages forward and back', async () => {
    const { calls } = await render();
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Provider 20,/ })).toBeInTheDocument();
    expect(calls.at(-1)?.query).toMatchObject({ account_id: '200001', offset: 20, limit: 20 });
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: /^Provider 0,/ })).toBeInTheDocument();
  });

  it('filters by status, patient and year through the API, from the first page', async () => {
    const { calls } = await render();
    await screen.findByRole('list', { name: 'Your claims' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Denied');
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'Sofia');
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2025');
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ status: 'denied', patient_id: 'pt-1', year: 2025, offset: 0 }));
  });

  it('shows an empty state', async () => {
    await render({ page: () => claimsPage([], 0) });
    expect(await screen.findByText("You don't have any claims yet.")).toBeInTheDocument();
  });

  it('offers no submit action without SUBMIT_CLAIMS and explains TPA claims', async () => {
    await render({ canSubmit: false, features: ['TIERED_DEDUCTIBLE', 'VIEW_CLAIMS', 'INCENTIVE_FEATURE'] });
    await screen.findByRole('list', { name: 'Your claims' });
    expect(screen.queryByRole('link', { name: 'Submit a claim' })).not.toBeInTheDocument();
    expect(screen.getByText(/Your plan sends these to us/)).toBeInTheDocument();
  });

  it('links repayment requests only with showMemberOverpayments, and enhancedClaimsUX adds the attention panel and explanations', async () => {
    await render({
      flags: { showMemberOverpayments: true, enhancedClaimsUX: true },
      page: ({ status }) => (status === 'needsInformation' ? claimsPage([claimSummary({ id: 'clm-ni', status: 'needsInformation', providerName: 'Needs Info Clinic' })]) : claimsPage([claimSummary()])),
    });
    expect(screen.getByRole('link', { name: 'Repayment requests' })).toHaveAttribute('href', '/repayment-requests');
    expect(await screen.findByRole('heading', { name: '1 claim needs your attention' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Needs Info Clinic, Oct 13, 2026, for Sofia, Needs information' })).toHaveAttribute('href', '/claim-details/clm-ni');
    expect(await screen.findByText('Your plan paid this claim.')).toBeInTheDocument();
  });
});
