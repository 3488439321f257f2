import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@member/i18n';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@member/shared-contracts/i18n';
import { type ContentPort } from '@member/shared-contracts/mount';
import { LoadingState } from '@member/ui';
import type { i18n as I18n } from 'i18next';
import { useShellServices } from '../platform/shell-services';
import { useHostQueryClient, useQuery } from '../queries/host-queries';
import { whenIdle } from '../platform/when-idle';
import { useMemberContext } from '../session/use-member-context';
import { addApplicationStrings, loadApplicationStrings, otherLocales } from './application-strings-loader';
import { useGlobalErrorWhile } from './use-global-error-while';

/** How long the page has to itself before the other languages' strings load. */
export const OTHER_LANGUAGES_AFTER_MS = 3000;

/** One locale's strings for one organisation, added to i18next once: the query the gate and the prefetch share. */
function applicationStringsQuery(content: ContentPort, i18n: I18n, clientOrgId: number | string | null, locale: Locale) {
  return {
    queryKey: ['content', 'applicationStrings', clientOrgId, locale],
    queryFn: async () => {
      addApplicationStrings(i18n, locale, await loadApplicationStrings(content, clientOrgId, locale));
      return true;
    },
    // Once per member, organisation and language: a later refresh failing must not take the screens away.
    staleTime: Infinity,
    retry: false,
  } as const;
}

/**
 * "Nothing is shown until content is loaded" (member-features §4): a signed-in member's screens wait for
 * the application strings (default + the member's organisation) to be in i18next. A failure is high
 * criticality: the global error page shows (and stays after a route change) and the screens stay away.
 * Signed-out screens do not wait: no content query (and no SDK download) for the sign-in screen.
 */
export function ApplicationStringsGate({ children }: { children: ReactNode }) {
  // The hook re-renders the gate when the language changes.
  const { t, i18n: current } = useTranslation('common');
  const { content, i18n } = useShellServices();
  const queryClient = useHostQueryClient();
  const locale = isLocale(current.language) ? current.language : DEFAULT_LOCALE;
  const { session, account } = useMemberContext();
  const authenticated = session.status === 'authenticated';
  const ready = authenticated && account !== null;
  // The token names the member's organisation too: the strings load beside the account, not after it
  // (one round trip fewer in a row); should the account name another organisation, its strings load under that key.
  const clientOrgId = account ? account.clientOrgId : (session.claims?.clientOrgId ?? null);

  // The language on screen first (two of the four queries, and their preflights, stay off the critical
  // path); the other languages a little after, once the page is idle, so they never compete with
  // the page being loaded and a later language switch still finds them loaded.
  const strings = useQuery({ ...applicationStringsQuery(content, i18n, clientOrgId, locale), enabled: ready || (authenticated && session.claims !== null) });
  const loaded = strings.isSuccess;
  useEffect(() => {
    if (!loaded || !queryClient) return undefined;
    return whenIdle(() => {
      // A prefetch that fails leaves no data: a later switch to that language asks again behind the
      // loading state (the query starts over as pending), never the global error page.
      for (const other of otherLocales(locale)) void queryClient.prefetchQuery(applicationStringsQuery(content, i18n, clientOrgId, other));
    }, OTHER_LANGUAGES_AFTER_MS);
  }, [loaded, locale, clientOrgId, content, i18n, queryClient]);

  useGlobalErrorWhile(ready && strings.isError);

  if (!ready) return <>{children}</>;
  if (strings.isError) return null;
  if (strings.isPending) return <LoadingState label={t('loading')} />;
  return <>{children}</>;
}
