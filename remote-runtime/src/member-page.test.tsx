import { fireEvent, screen } from '@testing-library/react';
import { createTestMountProps } from './testing/create-test-mount-props';
import { renderRemote } from './testing/render-remote';
import { MemberPage } from './member-page';
import { ConciergePhoneLink } from './concierge-phone-link';
import type { Account } from '@member/shared-contracts/account';

const translations = { 'en-US': {}, 'es-US': {} };

async function renderPage(path: string, page = <MemberPage heading="Claim details">body</MemberPage>) {
  const { props: base } = await createTestMountProps({ remoteName: 'mfe_claims', translations });
  const setGlobalNavigationHidden = jest.fn();
  const goBack = jest.fn();
  const view = await renderRemote(() => page, {
    remoteName: 'mfe_claims',
    translations,
    path,
    overrides: { layout: { ...base.layout, setGlobalNavigationHidden }, navigation: { ...base.navigation, goBack } },
  });
  return { ...view, setGlobalNavigationHidden, goBack };
}

describe('MemberPage', () => {
  it('renders the heading as the h1 and a back button that follows the host rule', async () => {
    const { goBack } = await renderPage('/claim-details/7');
    expect(screen.getByRole('heading', { level: 1, name: 'Claim details' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it('hides the global navigation on a page that is not a tab root', async () => {
    const { setGlobalNavigationHidden } = await renderPage('/claim-details/7');
    expect(setGlobalNavigationHidden).toHaveBeenCalledWith(true);
  });

  it('keeps it on a tab root or when forced', async () => {
    expect((await renderPage('/claims')).setGlobalNavigationHidden).not.toHaveBeenCalled();
    const forced = await renderPage('/claims/new', <MemberPage heading="New claim" forceGlobalNavigation>body</MemberPage>);
    expect(forced.setGlobalNavigationHidden).not.toHaveBeenCalled();
  });

  it('can leave out the back button', async () => {
    await renderPage('/claims', <MemberPage heading="Claims" hideBackButton />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});

describe('ConciergePhoneLink', () => {
  const account = (conciergePhoneNumber: string | null) =>
    ({ accountId: '200001', productFeatures: new Set(), clientDetails: { clientId: 101, plans: [], claimsListStartDate: null, conciergePhoneNumber } }) as unknown as Account;

  it("dials the client's concierge phone, shown as (###) ###-####", async () => {
    await renderRemote(() => <ConciergePhoneLink />, { remoteName: 'mfe_messages', translations, account: account('8005550100') });
    const link = screen.getByRole('link', { name: 'Call the concierge at (800) 555-0100' });
    expect(link).toHaveAttribute('href', 'tel:+18005550100');
    expect(link).toHaveTextContent('(800) 555-0100');
  });

  it('shows nothing without a concierge phone', async () => {
    const { container } = await renderRemote(() => <ConciergePhoneLink />, { remoteName: 'mfe_messages', translations, account: account(null) });
    expect(container.querySelector('a')).toBeNull();
  });
});
