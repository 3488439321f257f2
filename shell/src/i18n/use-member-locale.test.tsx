import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Account } from '@member/shared-contracts/account';
import type { SessionSnapshot } from '@member/shared-contracts/identity';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';
import { initialSession } from '../session/session-store';
import type { MemberContext } from '../session/use-member-context';
import { createI18n } from './create-i18n';
import { useMemberLocale } from './use-member-locale';

let memberContext: Pick<MemberContext, 'session' | 'account'>;
jest.mock('../session/use-member-context', () => ({ useMemberContext: () => memberContext }));

const signedIn = (locale: 'en-US' | 'es-US'): SessionSnapshot => ({
  ...initialSession,
  status: 'authenticated',
  accountId: '200010',
  claims: { locale } as SessionSnapshot['claims'],
});

async function setup({ stored = null, browser = ['en-US'] }: { stored?: string | null; browser?: string[] } = {}) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  const storage = { getItem: jest.fn(() => stored) };
  const i18n = await createI18n(storage);
  memberContext = { session: { ...initialSession, status: 'querying' }, account: null };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShellServicesProvider services={{ i18n } as unknown as ShellServices}>{children}</ShellServicesProvider>
  );
  const view = renderHook(() => useMemberLocale(storage), { wrapper });
  const set = (next: Partial<typeof memberContext>) => {
    memberContext = { ...memberContext, ...next };
    act(() => view.rerender());
  };
  return { i18n, set };
}

describe('useMemberLocale', () => {
  afterEach(() => jest.restoreAllMocks());

  it('switches to Spanish at sign-in for a member whose token prefers Spanish, <html lang> too', async () => {
    const { i18n, set } = await setup();
    expect(i18n.language).toBe('en-US');
    set({ session: signedIn('es-US') });
    // The Spanish strings load first (their own chunk); the language switches once they are there.
    await waitFor(() => expect(i18n.language).toBe('es-US'));
    expect(i18n.t('nav.home')).toBe('Inicio');
    expect(document.documentElement.lang).toBe('es-US');
  });

  it('follows the account preferredLanguage once the account loads', async () => {
    const { i18n, set } = await setup();
    set({ session: signedIn('en-US') });
    expect(i18n.language).toBe('en-US');
    set({ account: { preferredLanguage: 'spanish' } as Account });
    await waitFor(() => expect(i18n.language).toBe('es-US'));
  });

  it('keeps the choice stored on this device', async () => {
    const { i18n, set } = await setup({ stored: 'en-US' });
    set({ session: signedIn('es-US'), account: { preferredLanguage: 'spanish' } as Account });
    expect(i18n.language).toBe('en-US');
  });

  it('returns to the device language (the browser\'s) at sign-out', async () => {
    const { i18n, set } = await setup({ browser: ['en-US'] });
    set({ session: signedIn('es-US') });
    await waitFor(() => expect(i18n.language).toBe('es-US'));
    set({ session: { ...initialSession, status: 'unauthenticated' }, account: null });
    expect(i18n.language).toBe('en-US');
  });

  it('leaves a visitor in the browser language', async () => {
    const { i18n, set } = await setup({ browser: ['es-MX'] });
    set({ session: { ...initialSession, status: 'unauthenticated' } });
    expect(i18n.language).toBe('es-US');
  });
});
