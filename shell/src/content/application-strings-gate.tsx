import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@member/i18n';
import { LoadingState } from '@member/ui';
import { useShellServices } from '../platform/shell-services';
import { useMemberContext } from '../session/use-member-context';
import { addApplicationStrings, loadApplicationStrings } from './application-strings-loader';
import { useGlobalErrorWhile } from './use-global-error-while';

/**
 * "Nothing is shown until content is loaded" (member-features §4): a signed-in member's screens wait for
 * the application strings (default + the member's organisation) to be in i18next. A failure is high
 * criticality: the global error page shows (and stays after a route change) and the screens stay away.
 * Signed-out screens do not wait: no content query (and no SDK download) for the sign-in screen.
 */
export function ApplicationStringsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { content, i18n } = useShellServices();
  const { session, account } = useMemberContext();
  const authenticated = session.status === 'authenticated';
  const ready = authenticated && account !== null;
  // The token names the member's organisation too: the strings load beside the account instead of after
  // it (issue 9 §1); should the account name another organisation, its strings load under that key.
  const clientOrgId = account ? account.clientOrgId : (session.claims?.clientOrgId ?? null);

  const strings = useQuery({
    queryKey: ['content', 'applicationStrings', clientOrgId],
    queryFn: async () => {
      addApplicationStrings(i18n, await loadApplicationStrings(content, clientOrgId));
      return true;
    },
    enabled: ready || (authenticated && session.claims !== null),
    // Once per member and organisation: a later refresh failing must not take the screens away.
    staleTime: Infinity,
    retry: false,
  });

  useGlobalErrorWhile(ready && strings.isError);

  if (!ready) return <>{children}</>;
  if (strings.isError) return null;
  if (strings.isPending) return <LoadingState label={t('loading')} />;
  return <>{children}</>;
}
