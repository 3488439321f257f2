import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { details, provider, renderAt, team } from '../testing/search-fixtures';

describe('care team (/care-team) and my providers (/providers)', () => {
  it('shows the primary care provider and saved providers, removes one, and sends no page view of its own (the shell\'s one per visit is named "Care Team Page")', async () => {
    const saved = { ...provider({ id: 'npi-2', name: 'Katya Hall' }), addedAt: '2026-10-01T00:00:00.000Z' };
    const view = await renderAt('/care-team', {
      'GET /care-team': () => team({ saved: [saved] }),
      'DELETE /care-team/npi-2': () => team(),
    });
    expect(await screen.findByRole('list', { name: 'Primary care provider' })).toHaveTextContent('Amara Okonkwo');
    const list = screen.getByRole('list', { name: 'Saved providers' });
    expect(within(list).getByRole('link', { name: 'Katya Hall, MD' })).toHaveAttribute('href', '/search?provider=npi-2');
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Katya Hall' }));
    expect(await screen.findByText("You haven't saved any providers yet. Add one from its page in search.")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Removed from your care team.');
    expect(view.calls.find((call) => call.method === 'DELETE')?.query).toEqual({ account_id: '200001' });
    expect(view.pages).toEqual([]);
    expect(screen.getByRole('link', { name: 'Message the concierge about your care team' })).toHaveAttribute('href', '/messages/new');
  });

  it('leads to what the concierge recommended and, with myProvidersUX, to my providers', async () => {
    const recommendations = { items: [{ id: 'rec-1', need: '207N00000X', createdAt: '2026-10-02T16:00:00.000Z', providerCount: 3 }] };
    const view = await renderAt('/care-team', { 'GET /care-team': () => team(), 'GET /recommendations': () => recommendations }, { flags: { myProvidersUX: true } });
    const section = await screen.findByRole('region', { name: 'Recommended by your concierge' });
    expect(within(section).getByRole('link', { name: 'Dermatology: 3 recommended providers, Oct 02, 2026' })).toHaveAttribute('href', '/recommendations/rec-1');
    expect(screen.getByRole('link', { name: 'See and edit my providers' })).toHaveAttribute('href', '/providers');
    expect(view.calls.find((call) => call.path === '/recommendations')?.query).toEqual({ account_id: '200001' });
  });

  it('no way to /providers without myProvidersUX (its route would be a 404), and no list without recommendations', async () => {
    await renderAt('/care-team', { 'GET /care-team': () => team(), 'GET /recommendations': () => ({ items: [] }) });
    expect(await screen.findByRole('list', { name: 'Primary care provider' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See and edit my providers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recommended by your concierge' })).toBeNull();
  });

  it('/providers lists the same providers, each linking to /providers/{id}', async () => {
    await renderAt('/providers', { 'GET /care-team': () => team() });
    expect(screen.getByRole('heading', { level: 1, name: 'My providers' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Amara Okonkwo, MD' })).toHaveAttribute('href', '/providers/npi-1467520384');
  });

  it('a provider page: call, directions and add to the care team', async () => {
    const view = await renderAt('/providers/npi-1000000037', {
      'GET /directory/providers/npi-1000000037': () => details(),
      'PUT /care-team/npi-1000000037': () => team(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aiden Thomas, MD' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call (512) 555-0100' })).toHaveAttribute('href', 'tel:+15125550100');
    expect(screen.getByRole('link', { name: 'Get directions (opens in a new tab)' }).getAttribute('href')).toContain('120%20Oak%20Ave');
    expect(screen.getByText('English, Spanish')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to my care team' }));
    expect(view.calls.some((call) => call.method === 'PUT')).toBe(true);
  });

  it('a full care team: the refusal says how many providers it keeps and how to make room', async () => {
    await renderAt('/providers/npi-1000000037', {
      'GET /directory/providers/npi-1000000037': () => details(),
      'PUT /care-team/npi-1000000037': () => {
        throw Object.assign(new Error('validation.careTeam.full'), { name: 'HttpError', status: 422, headers: new Headers(), body: { message: 'validation.careTeam.full' } });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my care team' }));
    expect(await screen.findByText('Your care team is full: it keeps up to 20 providers. Remove one to add another.')).toBeInTheDocument();
  });

  it("an unknown provider is the page-not-found page", async () => {
    await renderAt('/providers/npi-0', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('recommendations: the recommended providers, each linking to its page under the recommendation', async () => {
    await renderAt('/recommendations/rec-1', {
      'GET /recommendations/rec-1': () => ({ id: 'rec-1', need: '207N00000X', note: '', createdAt: '2026-10-02T16:00:00.000Z', providers: [provider()] }),
    });
    expect(await screen.findByText('Recommended by your concierge for Dermatology on Oct 02, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aiden Thomas, MD' })).toHaveAttribute('href', '/recommendations/rec-1/provider/npi-1000000037');
  });
});
