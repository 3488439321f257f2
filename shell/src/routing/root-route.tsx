import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@member/ui';
import { readRedirectTarget } from '@member/shared-contracts';
import { RemoteArea } from '../federation/remote-area';
import { useMemberContext } from '../session/use-member-context';

/**
 * `/` (access §2.1): a splash while the session is queried; a signed-in member goes on to the path they
 * first asked for (kept in the query by the gate) or /home; anyone else gets the auth remote's screens.
 */
export function RootRoute() {
  const { t } = useTranslation('common');
  const { search } = useLocation();
  const { session } = useMemberContext();

  if (session.status === 'querying') return <LoadingState label={t('loading')} />;
  if (session.status === 'authenticated') return <Navigate to={readRedirectTarget(search) ?? '/home'} replace />;
  return <RemoteArea remote="mfe_auth" />;
}
