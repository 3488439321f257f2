import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@member/remote-runtime/testing';
import type { Account } from '@member/shared-contracts/account';
import type { ContentEntry, ContentPort, ContentQuery } from '@member/shared-contracts/mount';
import type { InfoPageFields } from '@member/shared-contracts/content';
import { FLAG_DEFAULTS, type FlagValues } from '@member/shared-contracts/flags';
import { App } from '../app';
import enUS from '../locales/en-US.json';
import esUS from '../locales/es-US.json';

const entry = (context: string, variant: string, title: string, content = 'Some **text**.'): ContentEntry<InfoPageFields> => ({
  id: `infoPage.${context}.${variant}`,
  contentType: 'infoPage',
  fields: { context, variant, rank: 1, clientOrgId: 'default', title, linkText: title, content },
});

const ENTRIES = [
  entry('benefit', 'DEFAULT', 'Your health benefit', 'Read [how to use it](/benefit-access) or [elsewhere](https://example.org/).'),
  entry('benefit', 'TIERED_DEDUCTIBLE', 'Your tiered deductible benefit'),
  entry('benefit-access', 'DEFAULT', 'How to use your benefit'),
  entry('benefit-external', 'DEFAULT', 'Your benefits portal', 'Use your benefit on [your benefits portal](https://benefits.example.com/).'),
  entry('benefit-info-card', 'DEFAULT', 'Paying with your benefit card'),
];

const accountWith = (...features: string[]) => ({ accountId: '200001', clientOrgId: 1001, productFeatures: new Set(features), clientDetails: { clientId: 101, plans: [] } }) as unknown as Account;

async function renderIncentive(path: string, { features = ['HRA'], getEntries, flags }: { features?: string[]; getEntries?: jest.Mock; flags?: Partial<FlagValues> } = {}) {
  const page = jest.fn();
  const get = getEntries ?? jest.fn(async (query: ContentQuery) => ENTRIES.filter((candidate) => candidate.fields.context === query.fields?.context));
  const view = await act(() =>
    renderRemote(App, {
      remoteName: 'mfe_home_onboarding',
      translations: { 'en-US': enUS, 'es-US': esUS },
      path,
      account: accountWith(...features),
      overrides: { content: { getEntries: get, getEntry: jest.fn() } as unknown as ContentPort, flags: { ...FLAG_DEFAULTS, ...flags }, analytics: { page, track: jest.fn(), click: jest.fn(), view: jest.fn(), inputChange: jest.fn(), operation: jest.fn(), trackError: jest.fn() } },
    }),
  );
  return { get, view, page };
}

describe('incentive pages', () => {
  it('/benefit shows the overview from content, its links staying in the app', async () => {
    const { get, view } = await renderIncentive('/benefit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your health benefit' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith({ contentType: 'infoPage', locale: 'en-US', fields: { context: 'benefit' }, criticality: 'low' });
    await userEvent.click(screen.getByRole('link', { name: 'how to use it' }));
    expect(view.navigations).toContain('/benefit-access');
    expect(screen.getByRole('link', { name: 'elsewhere' })).toHaveAttribute('href', 'https://example.org/');
  });

  it('chooses the variant by product feature (the info-page rule)', async () => {
    await renderIncentive('/benefit', { features: ['TIERED_DEDUCTIBLE', 'SEARCH'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your tiered deductible benefit' })).toBeInTheDocument();
  });

  it('/benefit-access and /benefit/info/{context} show their pages', async () => {
    await renderIncentive('/benefit-access');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to use your benefit' })).toBeInTheDocument();
  });

  it('/benefit-access with showExternalPortal on is the external benefit page: its content links to the portal; the page view is the shell\'s alone', async () => {
    const { get, page } = await renderIncentive('/benefit-access', { flags: { showExternalPortal: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your benefits portal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your benefits portal' })).toHaveAttribute('href', 'https://benefits.example.com/');
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ fields: { context: 'benefit-external' } }));
    expect(page).not.toHaveBeenCalled();
  });

  it('/benefit-access with showExternalPortal off is the how-to page, and the screen sends no page view', async () => {
    const { page } = await renderIncentive('/benefit-access', { flags: { showExternalPortal: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to use your benefit' })).toBeInTheDocument();
    expect(page).not.toHaveBeenCalled();
  });

  it('/benefit/info/card reads the context benefit-info-card', async () => {
    const { get } = await renderIncentive('/benefit/info/card');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paying with your benefit card' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ fields: { context: 'benefit-info-card' } }));
  });

  it('an unknown context is the 404 page', async () => {
    await renderIncentive('/benefit/info/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('a malformed context is the 404 page without asking', async () => {
    const getEntries = jest.fn();
    await renderIncentive('/benefit/info/Not_Here', { getEntries });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(getEntries).not.toHaveBeenCalled();
  });

  it('a content failure shows an error state with Try again', async () => {
    const getEntries = jest.fn().mockRejectedValueOnce(new Error('content down')).mockResolvedValue([ENTRIES[0]]);
    await renderIncentive('/benefit', { getEntries });
    expect(await screen.findByRole('heading', { level: 2, name: "We couldn't load this page" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your health benefit' })).toBeInTheDocument();
  });
});
