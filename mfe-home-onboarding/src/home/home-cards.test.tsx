import { screen, within } from '@testing-library/react';
import { fakeHttp, homeFlow, maria, never, renderHome } from '../testing/home-fixtures';

const heading = (name: string | RegExp) => screen.findByRole('heading', { name });
const hraFlags = { careTeamUX: true, bankAccountLinkingUX: true };

describe('/home cards', () => {
  it('greets at once while every card is still waiting for its calls', async () => {
    await renderHome({ flags: hraFlags });
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Maria' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your next step' })).toHaveTextContent('Loading…');
    expect(screen.getByRole('region', { name: 'For you' })).toHaveTextContent('Loading…');
  });

  it('hra.primary: the entry points her features and flags open, her ID card first', async () => {
    await renderHome({ flags: hraFlags });
    const entries = within(screen.getByRole('region', { name: 'What you can do' })).getAllByRole('link');
    expect(entries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Your ID card', '/id-card'],
      ['Your claims', '/claims'],
      ['How your benefit works', '/benefit'],
      ['Reimbursements', '/reimbursements'],
      ['Your care team', '/care-team'],
      ['Search for care', '/search'],
      ['Message the concierge', '/messages'],
    ]);
  });

  it('the next action: an unread concierge reply first, without waiting for the other calls', async () => {
    await renderHome({ flags: hraFlags, unread: 2 });
    const card = screen.getByRole('region', { name: 'Your next step' });
    expect(within(card).getByText('You have a new reply from the concierge.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Read your messages' })).toHaveAttribute('href', '/messages');
  });

  it('the next action: a claim that needs information, else the reimbursement choice', async () => {
    const claim = { items: [{ id: 'clm-9' }], total: 1 };
    const { http, calls } = fakeHttp({
      get: (path) => (path === '/claims' ? claim : path === '/bank-account-links' ? { items: [] } : { method: 'none', address: null }),
    });
    await renderHome({ flags: hraFlags, http });
    expect(await screen.findByRole('link', { name: 'Review the claim' })).toHaveAttribute('href', '/claim-details/clm-9');
    expect(calls.find((call) => call.path === '/claims')?.query).toEqual({ account_id: '200001', status: 'needsInformation', offset: 0, limit: 1 });
  });

  it('the next action: the reimbursement choice not made yet', async () => {
    const { http } = fakeHttp({ get: (path) => (path === '/claims' ? { items: [], total: 0 } : path === '/bank-account-links' ? { items: [] } : { method: 'none', address: null }) });
    await renderHome({ flags: hraFlags, http });
    expect(await screen.findByRole('link', { name: 'Choose a reimbursement method' })).toHaveAttribute('href', '/reimbursements');
  });

  it('a failing call shows the card’s own small error; the rest of /home stays', async () => {
    const { http } = fakeHttp({ get: () => Promise.reject(new Error('HTTP 500')) });
    await renderHome({ flags: hraFlags, http, getEntry: () => Promise.reject(new Error('content down')) });
    const next = screen.getByRole('region', { name: 'Your next step' });
    expect(await within(next).findByRole('alert')).toHaveTextContent('We couldn\u2019t check what needs your attention'.replace('\u2019', "'"));
    expect(await within(screen.getByRole('region', { name: 'For you' })).findByRole('alert')).toHaveTextContent('This section could not load');
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Maria' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What you can do' })).getAllByRole('link')).toHaveLength(7);
  });

  it('content rows: styledText with its §5 typography, an unknown one as base.regular, and a layoutRow', async () => {
    await renderHome({ getEntry: async () => homeFlow });
    const big = await screen.findByText('Your benefits, in one place');
    expect(big).toHaveAttribute('data-size', 'xlarge');
    expect(big).toHaveAttribute('data-weight', 'bold');
    const odd = screen.getByText('Odd typography');
    expect(odd).toHaveAttribute('data-size', 'base');
    expect(odd).toHaveAttribute('data-weight', 'regular');
    expect(await heading('Keep your doctors close')).toBeInTheDocument();
  });

  it('search-only: the search entry and nothing about claims, reimbursements or the next step', async () => {
    const { http, calls } = fakeHttp();
    await renderHome({ account: maria({ productFeatures: ['SEARCH'] }), flags: hraFlags, http });
    const entries = within(screen.getByRole('region', { name: 'What you can do' })).getAllByRole('link');
    expect(entries.map((link) => link.textContent)).toEqual(['Search for care']);
    expect(screen.queryByRole('region', { name: 'Your next step' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'For you' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('inactive: the concierge entry only, and no claims or reimbursement calls', async () => {
    const { http, calls } = fakeHttp();
    await renderHome({ account: maria({ status: 'inactive', isVerified: false, productFeatures: ['HRA', 'CONCIERGE'] }), flags: hraFlags, http });
    const entries = within(screen.getByRole('region', { name: 'What you can do' })).getAllByRole('link');
    expect(entries.map((link) => link.textContent)).toEqual(['Message the concierge']);
    expect(await within(screen.getByRole('region', { name: 'Your next step' })).findByText('You\'re all caught up.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('/home accumulator summary', () => {
  const year = new Date().getFullYear();
  const accumulations = {
    items: [{ hra_year_start: `${year}-01-01`, hra_year_end: `${year}-12-31`, runout_period_end_date: `${year + 1}-03-31`, total_payable_amount: 1250.5, total_benefit_amount: 3000, total_member_owes: 240, total_deductible_amount: 500 }],
    offset: 0,
    total: 1,
  };
  const flags = { showHraAccumulator: true };

  it('hra.primary (primary, verified, HRA, flag on): the benefit used in text and as a bar, what she owes, the deductible', async () => {
    const { http, calls } = fakeHttp({ get: (path) => (path === '/member-accumulations' ? accumulations : Promise.reject(new Error('x'))) });
    await renderHome({ flags, http });
    const card = screen.getByRole('region', { name: 'Your benefit' });
    expect(await within(card).findByText('$1,250.50 of your $3,000 benefit used this plan year.')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Benefit used' })).toHaveAttribute('value', '1250.5');
    expect(within(card).getByText('$240')).toBeInTheDocument();
    expect(within(card).getByText('$500')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See coverage details' })).toHaveAttribute('href', '/coverage-details');
    expect(calls.find((call) => call.path === '/member-accumulations')?.query).toEqual({ account_id: '200001', include_all: false, offset: 0, limit: 2 });
  });

  it.each([
    ['a spouse', maria({ relationshipCode: 'Spouse', productFeatures: ['HRA', 'CONCIERGE'] }), flags],
    ['tiered', maria({ productFeatures: ['TIERED_DEDUCTIBLE', 'SEARCH', 'CONCIERGE'] }), flags],
    ['the flag off', maria(), {}],
  ])('no accumulator for %s, and no call', async (_case, account, caseFlags) => {
    const { http, calls } = fakeHttp();
    await renderHome({ account, flags: caseFlags, http });
    expect(screen.queryByRole('region', { name: 'Your benefit' })).toBeNull();
    expect(calls.filter((call) => call.path === '/member-accumulations')).toEqual([]);
  });

  it('a failing accumulator call shows its own error; the greeting and the other cards stay', async () => {
    const { http } = fakeHttp({ get: (path) => (path === '/member-accumulations' ? Promise.reject(new Error('HTTP 500')) : never()) });
    await renderHome({ flags, http, unread: 1 });
    const card = screen.getByRole('region', { name: 'Your benefit' });
    expect(await within(card).findByRole('alert')).toHaveTextContent("We couldn't load your benefit");
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Maria' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read your messages' })).toBeInTheDocument();
  });
});
