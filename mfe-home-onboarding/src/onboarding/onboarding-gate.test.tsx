import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentEntry } from '@member/shared-contracts/mount';
import { fakeHttp, maria, never, onboardingFlow, renderHome } from '../testing/home-fixtures';

const notViewed = { hasUserViewedOnboardingModal: false, hasCompletedConsolidatedBadgeEducation: false };
const flags = { globalNavUX: true, showHraAccumulator: true };

function storageHttp(storage: object) {
  return fakeHttp({
    get: (path) => (path === '/storage/200001' ? storage : never()),
    patch: (_path, { body }) => ({ ...storage, ...(body as object) }),
  });
}

const onboardingContent = (variants: string[] = []) => async (query: { fields?: Record<string, unknown> }) => {
  variants.push(String(query.fields?.variant));
  if (query.fields?.key === 'onboardingModal') return onboardingFlow;
  return never();
};

async function slideHeadings(dialog: HTMLElement) {
  const user = userEvent.setup();
  const headings: string[] = [];
  for (;;) {
    headings.push(within(dialog).getByRole('heading', { level: 3 }).textContent ?? '');
    const next = within(dialog).queryByRole('button', { name: 'Next' });
    if (!next) break;
    await user.click(next);
  }
  return headings;
}

describe('onboarding modal', () => {
  it('hra.primary on a fresh UI storage: the §4 slides with the manual accumulator; closing stores viewed and it does not come back', async () => {
    const { http, calls } = storageHttp(notViewed);
    await renderHome({ flags, http, getEntry: onboardingContent() });
    const dialog = await screen.findByRole('dialog', { name: 'What is new' });
    expect(await slideHeadings(dialog)).toEqual(['ExcitingUpdates title', 'AccumulatorManual title', 'CareTeam title', 'HomeScreen title']);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([{ method: 'PATCH', path: '/storage/200001', query: undefined, body: { hasUserViewedOnboardingModal: true } }]);
  });

  it('tiered (no accumulator): no accumulator slide', async () => {
    const { http } = storageHttp(notViewed);
    await renderHome({ account: maria({ productFeatures: ['TIERED_DEDUCTIBLE', 'SEARCH', 'CONCIERGE'], canMemberSubmitClaim: false }), flags, http, getEntry: onboardingContent() });
    expect(await slideHeadings(await screen.findByRole('dialog'))).toEqual(['ExcitingUpdates title', 'CareTeam title', 'HomeScreen title']);
  });

  it('the top-provider slide only with its flag; Escape closes and stores the badge education too', async () => {
    const { http, calls } = storageHttp(notViewed);
    await renderHome({ flags: { ...flags, showConsolidatedTopProviderBadge: true }, http, getEntry: onboardingContent() });
    const dialog = await screen.findByRole('dialog');
    expect((await slideHeadings(dialog)).at(-1)).toBe('TopProvider title');
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ hasUserViewedOnboardingModal: true, hasCompletedConsolidatedBadgeEducation: true });
  });

  it('keyboard: focus is in the dialog, the arrow keys move between slides', async () => {
    const { http } = storageHttp(notViewed);
    await renderHome({ flags, http, getEntry: onboardingContent() });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('group', { name: '2 of 4' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('group', { name: '1 of 4' })).toBeInTheDocument();
  });

  it('V2 asks the V2 flow, then V1’s when content has none', async () => {
    const variants: string[] = [];
    const { http } = storageHttp(notViewed);
    const getEntry = async (query: { fields?: Record<string, unknown> }): Promise<ContentEntry> => {
      variants.push(String(query.fields?.variant));
      if (query.fields?.key !== 'onboardingModal') return never();
      if (query.fields?.variant === 'V2') throw new Error('no V2 flow');
      return onboardingFlow;
    };
    await renderHome({ flags: { ...flags, onboardingSlideConfiguration: 'V2' }, http, getEntry });
    await screen.findByRole('dialog');
    expect(variants.filter((variant) => variant.startsWith('V'))).toEqual(['V2', 'V1']);
  });

  it.each([
    ['empty storage (§3: counts as viewed)', {}, flags, ''],
    ['already viewed', { hasUserViewedOnboardingModal: true }, flags, ''],
    ['global navigation off', notViewed, { ...flags, globalNavUX: false }, ''],
    ['a modal query parameter', notViewed, flags, '?modal=setupDirectDepositPrompt&redirectUrl=/claims'],
  ])('does not show: %s', async (_case, storage, caseFlags, search) => {
    const { http } = storageHttp(storage);
    await renderHome({ flags: caseFlags, http, getEntry: onboardingContent(), path: `/home${search}` });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('search-only: no modal and no storage call', async () => {
    const { http, calls } = storageHttp(notViewed);
    await renderHome({ account: maria({ productFeatures: ['SEARCH'] }), flags, http, getEntry: onboardingContent() });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/storage'))).toEqual([]);
  });

  it('content that cannot be read leaves the modal closed and the storage untouched', async () => {
    const { http, calls } = storageHttp(notViewed);
    await renderHome({ flags, http, getEntry: () => Promise.reject(new Error('content down')) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Maria' })).toBeInTheDocument();
  });
});
