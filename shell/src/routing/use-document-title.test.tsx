import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from '@member/i18n';
import { Router, type Navigator } from '@member/router';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { makeAccount } from '@member/shared-contracts/testing';
import { createI18n } from '../i18n/create-i18n';
import { createLayoutStore } from '../layout/layout-store';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';
import { initialSession } from '../session/session-store';
import type { MemberContext } from '../session/use-member-context';
import { useDocumentTitle } from './use-document-title';

const account = makeAccount({ productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'] });
const memberContext: Partial<MemberContext> = {
  session: { ...initialSession, status: 'authenticated', accountId: account.accountId },
  account,
  features: new Set([...account.productFeatures, 'VIEW_CLAIMS', 'ACCOUNT_MANAGEMENT']),
  flags: FLAG_DEFAULTS,
  accountError: null,
};
jest.mock('../session/use-member-context', () => ({ useMemberContext: () => memberContext }));

const navigator: Navigator = { createHref: (to) => String(to), go: jest.fn(), push: jest.fn(), replace: jest.fn() };

async function renderAt(path: string) {
  const i18n = await createI18n({ getItem: () => 'en-US' });
  const layoutStore = createLayoutStore();
  const services = { layoutStore } as unknown as ShellServices;
  let at = path;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShellServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <Router location={at} navigator={navigator}>
          {children}
        </Router>
      </I18nextProvider>
    </ShellServicesProvider>
  );
  const view = renderHook(() => useDocumentTitle(), { wrapper });
  return {
    i18n,
    layoutStore,
    goTo: (next: string) => {
      at = next;
      view.rerender();
    },
  };
}

describe('useDocumentTitle (WCAG 2.4.2)', () => {
  it('names the page, and follows route changes', async () => {
    const { goTo } = await renderAt('/home');
    expect(document.title).toBe('Home · Member');
    goTo('/claims');
    expect(document.title).toBe('Claims · Member');
    goTo('/claim-details/7');
    expect(document.title).toBe('Claim details · Member');
  });

  it('follows a language change', async () => {
    const { i18n } = await renderAt('/claims');
    await act(() => i18n.changeLanguage('es-US'));
    expect(document.title).toBe('Reclamos · Member');
  });

  it('says "Page not found" for an unknown path and a route the member cannot open', async () => {
    const { goTo } = await renderAt('/no-such-page');
    expect(document.title).toBe('Page not found · Member');
    goTo('/reimbursements'); // needs bankAccountLinkingUX, off by default
    expect(document.title).toBe('Page not found · Member');
  });

  it("uses the screen's own title (a provider, a conversation) until it is cleared, never on a page not found", async () => {
    const { goTo, layoutStore } = await renderAt('/search');
    expect(document.title).toBe('Search · Member');
    act(() => layoutStore.controls.setPageTitle?.('Dr. Ana Ruiz, MD'));
    expect(document.title).toBe('Dr. Ana Ruiz, MD · Member');
    act(() => layoutStore.controls.setPageTitle?.(null));
    expect(document.title).toBe('Search · Member');
    act(() => layoutStore.controls.setPageTitle?.('Dr. Ana Ruiz, MD'));
    goTo('/no-such-page');
    expect(document.title).toBe('Page not found · Member');
  });
});
