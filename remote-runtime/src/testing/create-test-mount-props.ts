import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { createPath, type Location, type Navigator, type To } from '@member/router';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { MOUNT_CONTRACT_VERSION, type RemoteMountProps } from '@member/shared-contracts/mount';
import { type RemoteName } from '@member/shared-contracts/routes';
import { type Account, type Client } from '@member/shared-contracts/account';
import { type AccountFeature } from '@member/shared-contracts/account';
import { type HttpClient } from '@member/shared-contracts/http';
import { type TokenClaims } from '@member/shared-contracts/identity';
import type { RemoteTranslations } from '../define-remote';
import { commonTranslations } from './common-strings';

export interface TestMountOptions {
  remoteName: RemoteName;
  translations: RemoteTranslations;
  path?: string;
  account?: Account | null;
  client?: Client | null;
  /** Token claims of the signed-in member (only the ones the test cares about). */
  claims?: Partial<TokenClaims>;
  overrides?: Partial<RemoteMountProps>;
}

const unexpected = (what: string) => () => {
  throw new Error(`${what} was not expected in this test; pass it in overrides`);
};

/**
 * Mount props for a remote's unit tests: a real i18next instance holding the remote's strings, a real
 * QueryClient, an in-memory navigator recording where the remote navigated. Services the test does not
 * configure throw when used, so a test can never pass by accident.
 */
export async function createTestMountProps({ remoteName, translations, path = '/', account = null, client = null, claims, overrides = {} }: TestMountOptions) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    ns: ['common', remoteName],
    defaultNS: remoteName,
    resources: { 'en-US': { common: commonTranslations['en-US'], [remoteName]: translations['en-US'] } },
    interpolation: { escapeValue: false },
  });

  const [pathname, search = ''] = path.split('?');
  const location: Location = { pathname: pathname ?? '/', search: search ? `?${search}` : '', hash: '', state: null, key: 'test' };
  const navigations: string[] = [];
  const navigator: Navigator = {
    createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
    go: () => undefined,
    push: (to: To) => void navigations.push(typeof to === 'string' ? to : createPath(to)),
    replace: (to: To) => void navigations.push(typeof to === 'string' ? to : createPath(to)),
  };
  const http = new Proxy({} as HttpClient, { get: (_, method) => unexpected(`http.${String(method)}`) });

  const props: RemoteMountProps & { queryClient: QueryClient } = {
    contractVersion: MOUNT_CONTRACT_VERSION,
    remoteName,
    location,
    navigator,
    session: {
      status: account ? 'authenticated' : 'unauthenticated',
      accountId: account?.accountId ?? null,
      clientId: account?.clientDetails.clientId ?? null,
      mfaEnabled: false,
      accountRefreshCounter: 0,
      claims: claims ? ({ accountId: account?.accountId ?? '', locale: 'en-US', ...claims } as TokenClaims) : null,
      refreshSession: unexpected('session.refreshSession') as never,
      signOut: unexpected('session.signOut') as never,
      refreshAccount: unexpected('session.refreshAccount') as never,
      updateAccount: unexpected('session.updateAccount') as never,
    },
    identity: new Proxy({} as RemoteMountProps['identity'], { get: (_, operation) => unexpected(`identity.${String(operation)}`) }),
    account,
    client,
    features: new Set<AccountFeature>(account ? [...account.productFeatures] : []),
    flags: { ...FLAG_DEFAULTS },
    locale: 'en-US',
    i18n,
    http,
    analytics: {
      page: () => undefined,
      track: () => undefined,
      click: () => undefined,
      view: () => undefined,
      inputChange: () => undefined,
      operation: () => undefined,
      trackError: () => undefined,
    },
    logger: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    layout: {
      desktopHeaderVisible: true,
      desktopHeaderVariant: 'default',
      footerLinksVisible: true,
      alert: null,
      navBarVisible: true,
      globalError: false,
      globalErrorKind: 'generic',
      globalNavigationHidden: false,
      virtualKeyboardOpen: false,
      appActive: true,
      setDesktopHeaderVisible: () => undefined,
      setFooterLinksVisible: () => undefined,
      setNavBarVisible: () => undefined,
      setGlobalNavigationHidden: () => undefined,
      setAlert: () => undefined,
      setGlobalError: () => undefined,
      // Stands in for the host's title: a screen's own title is the document's (empty when cleared).
      setPageTitle: (title) => {
        document.title = title ?? '';
      },
    },
    navigation: { goBack: () => void navigations.push('<back>'), activeTab: null, isNarrowScreen: false, conciergeUnreadCount: 0 },
    content: { getEntries: unexpected('content.getEntries') as never, getEntry: unexpected('content.getEntry') as never },
    native: { isNative: false, biometrics: { state: 'NOT_APPLICABLE', shouldPrompt: false, enabled: false }, openInAppBrowser: unexpected('native.openInAppBrowser') as never, requestBiometricCredentials: unexpected('native.requestBiometricCredentials') as never, biometricStatusFor: () => 'DISABLED', enableBiometrics: unexpected('native.enableBiometrics') as never, disableBiometrics: unexpected('native.disableBiometrics') as never, acknowledgeBiometricPrompt: unexpected('native.acknowledgeBiometricPrompt') as never, setBadgeCount: () => undefined, closeInAppBrowser: () => undefined },
    ...overrides,
    // A member's page: the host's QueryClient is there (null only on a visitor's page).
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
  return { props, navigations };
}
