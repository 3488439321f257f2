/**
 * The app's local browser storage keys (access §3 "Local browser storage": remembered email,
 * carousel-seen flag, locale choice, user pool, sso provider name) and the answer to the native-app
 * interstitial (access §2.7, docs/decisions/034). One place for the shell and every remote; the values
 * never hold anything but these six entries.
 */
export const STORAGE_KEYS = {
  rememberedEmail: 'member.rememberedEmail',
  carouselSeen: 'member.carouselSeen',
  locale: 'member.locale',
  /** The stored user pool choice (UserPoolChoice: default, idp-sso or bnft). */
  userPool: 'member.userPool',
  ssoProviderName: 'member.ssoProviderName',
  /** The native-app interstitial was answered on this device: 'app' or 'web' (AppOfferChoice). */
  appOfferChoice: 'member.appOfferChoice',
} as const;

/**
 * Session storage keys (this tab only, gone with the tab): the hosted sign-in under way, its `state` and
 * PKCE verifier (sign-in/pkce.ts), and the sign-in state's redirectPath (access §3), the page the member
 * asked for, which the `/sso` return leads to. Not access §3's local entries: they must not outlive the redirect.
 */
export const TAB_STORAGE_KEYS = {
  pendingSsoSignIn: 'member.pendingSsoSignIn',
  ssoRedirectPath: 'member.ssoRedirectPath',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** What sign-out removes (access §4 "Sign-out": the stored user pool, locale and sso provider name). */
export const SIGN_OUT_CLEARED_STORAGE_KEYS: readonly StorageKey[] = [STORAGE_KEYS.userPool, STORAGE_KEYS.locale, STORAGE_KEYS.ssoProviderName];

/**
 * What describes a single sign-on in progress (which pool's token endpoint, which provider): the `/sso`
 * return signs out any previous session first but keeps these for the code exchange.
 */
export const SSO_IN_PROGRESS_STORAGE_KEYS: readonly StorageKey[] = [STORAGE_KEYS.userPool, STORAGE_KEYS.ssoProviderName];
