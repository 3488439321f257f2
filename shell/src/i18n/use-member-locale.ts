import { useEffect, useRef } from 'react';
import { memberLocale, resolveLocale } from '@member/shared-contracts/i18n';
import { useShellServices } from '../platform/shell-services';
import { useMemberContext } from '../session/use-member-context';
import { LOCALE_STORAGE_KEY } from './create-i18n';

/**
 * The signed-in member's own language (access §3 account `preferredLanguage` and the token's language
 * preference, §5 mapping): with no choice stored on this device, it applies at sign-in (and on every load
 * while signed in); `<html lang>` follows through create-i18n's languageChanged listener. Not stored: it
 * is the member's, not this device's. At sign-out the device returns to its own language (the stored
 * choice — sign-out removes it, access §4 — else the browser's), so the next visitor is not greeted in
 * the previous member's language. Rule: `memberLocale` in shared-contracts.
 */
export function useMemberLocale(storage: Pick<Storage, 'getItem'> = window.localStorage): void {
  const { i18n } = useShellServices();
  const { session, account } = useMemberContext();
  const applied = useRef(false);
  const status = session.status;
  const tokenLocale = session.claims?.locale ?? null;
  const accountPreference = account?.preferredLanguage ?? null;

  useEffect(() => {
    if (status === 'authenticated') {
      const locale = memberLocale({ storedChoice: storage.getItem(LOCALE_STORAGE_KEY), accountPreference, tokenLocale });
      if (!locale) return;
      applied.current = true;
      if (i18n.language !== locale) void i18n.changeLanguage(locale);
      return;
    }
    if (status === 'unauthenticated' && applied.current) {
      applied.current = false;
      const deviceLocale = resolveLocale(storage.getItem(LOCALE_STORAGE_KEY), navigator.languages ?? [navigator.language]);
      if (i18n.language !== deviceLocale) void i18n.changeLanguage(deviceLocale);
    }
  }, [status, tokenLocale, accountPreference, i18n, storage]);
}
