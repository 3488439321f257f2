import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { details, page, provider, renderAt } from '../testing/search-fixtures';

const results = (items = [provider(), provider({ id: 'npi-2', name: 'Katya Hall', isTopProvider: false, distanceMiles: 1.04 })], total = 2) => ({
  'POST /provider-search': () => page(items, total),
  'POST /provider-suggestions': () => ({ items: [{ kind: 'specialty', value: '207N00000X', label: 'Dermatology' }] }),
});

describe('search (/search)', () => {
  it('before a search: what the concierge recommended; a search-only member without myProvidersUX gets no /providers link', async () => {
    const recommendations = { 'GET /recommendations': () => ({ items: [{ id: 'rec-1', need: '207N00000X', createdAt: '2026-10-02T16:00:00.000Z', providerCount: 1 }] }) };
    await renderAt('/search', recommendations, { features: ['SEARCH'] });
    expect(await screen.findByRole('link', { name: 'Dermatology: 1 recommended provider, Oct 02, 2026' })).toHaveAttribute('href', '/recommendations/rec-1');
    expect(screen.queryByRole('link', { name: 'See and edit my providers' })).toBeNull();
  });

  it('puts a submitted search in the address query, not in analytics', async () => {
    const view = await renderAt('/search', results());
    expect(screen.getByRole('heading', { level: 1, name: 'Find care' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Specialty, condition or name'), 'dermatology');
    await userEvent.type(screen.getByLabelText('ZIP code or city'), '78704');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.navigations.at(-1)).toBe('/search?q=dermatology&near=78704');
    expect(JSON.stringify([view.pages, view.analytics.track.mock.calls, view.analytics.inputChange.mock.calls])).not.toContain('dermatology');
  });

  it('shows results with distance (one decimal plus mi), address, network and the badge under its flag; the term goes in the body', async () => {
    const view = await renderAt('/search?q=dermatology&sort=distance', results(), { flags: { showConsolidatedTopProviderBadge: true } });
    const list = await screen.findByRole('list', { name: 'Search results' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Aiden Thomas, MD' })).toHaveAttribute('href', '/search?q=dermatology&sort=distance&provider=npi-1000000037');
    expect(first).toHaveTextContent('Dermatology');
    expect(first).toHaveTextContent('0.5 mi · 120 Oak Ave, Austin, TX 78704');
    expect(first).toHaveTextContent('In network · Accepting new patients');
    expect(within(first as HTMLElement).getByText('Top provider')).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByText('Top provider')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 providers near Austin, TX 78704')).toBeInTheDocument();
    const call = view.calls.find((entry) => entry.path === '/provider-search');
    expect(call?.body).toMatchObject({ accountId: '200001', term: 'dermatology', sort: 'distance', inNetworkOnly: true, page: 1 });
    expect(call?.query).toBeUndefined();
  });

  it('hides the badge without showConsolidatedTopProviderBadge and the virtual filter without virtualProvidersUX', async () => {
    await renderAt('/search?q=dermatology&virtual=1', results());
    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.queryByText('Top provider')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Virtual visits')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Online booking')).toBeInTheDocument();
  });

  it('changes filters through the address (page back to 1); virtual shows with virtualProvidersUX', async () => {
    const view = await renderAt('/search?q=dermatology&page=2', results([provider()], 30), { flags: { virtualProvidersUX: true } });
    await screen.findByText('Page 2 of 3');
    await userEvent.click(screen.getByLabelText('Virtual visits'));
    expect(view.navigations.at(-1)).toBe('/search?q=dermatology&virtual=1');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Name');
    expect(view.navigations.at(-1)).toBe('/search?q=dermatology&sort=name');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(view.navigations.at(-1)).toBe('/search?q=dermatology&page=3');
  });

  it('no result: the provider-not-found page, tracked by its page name, with ways to widen the search', async () => {
    const view = await renderAt('/search?q=zzqq&booking=1', results([], 0));
    expect(await screen.findByRole('heading', { level: 2, name: 'No providers found' })).toBeInTheDocument();
    expect(view.pages).toEqual(['Provider Not Found']);
    await userEvent.click(screen.getByRole('button', { name: 'Search within 50 mi' }));
    expect(view.navigations.at(-1)).toBe('/search?q=zzqq&booking=1&radius=50');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(view.navigations.at(-1)).toBe('/search?q=zzqq');
    expect(screen.getByRole('link', { name: 'Ask the concierge' })).toHaveAttribute('href', '/messages/new');
  });

  it('the compliant-network version: always in network, no top-provider badge, the directory disclaimer', async () => {
    const view = await renderAt('/search?q=dermatology&benefits=all', results(), { flags: { hcscCompliantVersionUX: true, showConsolidatedTopProviderBadge: true }, hasHcscNetwork: true });
    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.queryByText('Top provider')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Benefits')).not.toBeInTheDocument();
    expect(screen.getByText(/Confirm the provider is in your network/)).toBeInTheDocument();
    await waitFor(() => expect(view.calls.find((entry) => entry.path === '/provider-search')?.body).toMatchObject({ inNetworkOnly: true }));
  });

  it('suggests specialties while typing', async () => {
    const view = await renderAt('/search', results());
    await userEvent.type(screen.getByLabelText('Specialty, condition or name'), 'derm');
    await waitFor(() => expect(view.calls.some((entry) => entry.path === '/provider-suggestions')).toBe(true), { timeout: 2000 });
    await waitFor(() => expect(document.querySelector('datalist option[value="Dermatology"]')).not.toBeNull());
  });

  it('an unknown ZIP or city says so (the API answers 400) and keeps what was typed', async () => {
    await renderAt('/search?q=dermatology&near=Atlantis', {
      'POST /provider-search': () => {
        throw Object.assign(new Error('validation.search.locationUnknown'), { status: 400 });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We don't know that ZIP code or city.");
    expect(screen.getByLabelText('ZIP code or city')).toHaveValue('Atlantis');
  });

  it('keeps focus where it was across a search (field, then button) and says the count in a status region that was there empty', async () => {
    const view = await renderAt('/search', results());
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    const term = screen.getByLabelText('Specialty, condition or name');
    await userEvent.type(term, 'dermatology{Enter}');
    expect(view.navigations.at(-1)).toBe('/search?q=dermatology');
    view.rerenderAt('/search?q=dermatology');
    expect(term).toHaveFocus();
    await waitFor(() => expect(status).toHaveTextContent('Showing 1–2 of 2 providers near Austin, TX 78704'));
    expect(term).toHaveFocus();
    expect(term).toHaveValue('dermatology');

    const button = screen.getByRole('button', { name: 'Search' });
    await userEvent.clear(term);
    await userEvent.type(term, 'cardiology');
    await userEvent.click(button);
    view.rerenderAt('/search?q=cardiology');
    expect(button).toHaveFocus();
    expect(screen.getAllByRole('status').filter((region) => region.textContent?.startsWith('Showing'))).toHaveLength(1);
  });

  it('says "No providers found" in the same status region when nothing matches', async () => {
    const view = await renderAt('/search', results([], 0));
    const status = screen.getByRole('status');
    await userEvent.type(screen.getByLabelText('Specialty, condition or name'), 'zzqq{Enter}');
    view.rerenderAt('/search?q=zzqq');
    await waitFor(() => expect(status).toHaveTextContent('No providers found'));
  });

  it("opens a result as a page: its heading takes focus and it is titled with the provider; back focuses that result's link again", async () => {
    const view = await renderAt('/search?q=dermatology', { ...results(), 'GET /directory/providers/npi-1000000037': () => details() });
    const list = await screen.findByRole('list', { name: 'Search results' });
    const href = within(list).getByRole('link', { name: 'Aiden Thomas, MD' }).getAttribute('href') ?? '';
    view.rerenderAt(href);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Aiden Thomas, MD' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Aiden Thomas, MD');

    view.rerenderAt('/search?q=dermatology');
    expect(await screen.findByRole('link', { name: 'Aiden Thomas, MD' })).toHaveFocus();
    expect(document.title).toBe('');
  });

  it('a provider page loaded directly leaves focus alone (the browser starts at the top) and is still titled', async () => {
    await renderAt('/search?q=dermatology&provider=npi-1000000037', { ...results(), 'GET /directory/providers/npi-1000000037': () => details() });
    await screen.findByRole('heading', { level: 1, name: 'Aiden Thomas, MD' });
    expect(document.body).toHaveFocus();
    expect(document.title).toBe('Aiden Thomas, MD');
  });
});
