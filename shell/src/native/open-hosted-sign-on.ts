import type { NativePort } from '@member/shared-contracts/mount';

/**
 * The hosted single sign-on page (access §2.1 /sso, §7). Inside the native shell it opens in the in-app
 * browser: the web view keeps the sign-in state (PKCE verifier) in its own storage, and the return to /sso
 * comes back as a deep link, whose route closes the in-app browser. A browser leaves for the page.
 */
export function openHostedSignOn(native: Pick<NativePort, 'isNative' | 'openInAppBrowser'>, url: string, leave: (url: string) => void = (target) => window.location.assign(target)): void {
  if (native.isNative) native.openInAppBrowser(url);
  else leave(url);
}
