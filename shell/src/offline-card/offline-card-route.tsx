import { useEffect } from 'react';
import { useLocation } from '@member/router';
import { useTranslation } from '@member/i18n';
import { LoadingState } from '@member/ui';
import { ID_CARD_PATH, matchRoute, type RemoteName } from '@member/shared-contracts/routes';
import { RemoteArea } from '../federation/remote-area';
import { NoInternetPage } from '../pages/no-internet-page';
import { openAsPage } from './open-as-page';

/** The remote that owns `/id-card` in the route table (the home remote). */
const CARD_OWNER = matchRoute(ID_CARD_PATH)?.route.owner as RemoteName;

/**
 * `/id-card`: the kept cards, or the no-internet page when none are this member's (the stored token names
 * another member, or none). Any other address (Back, a tab, a header link) is loaded as a page: online,
 * the app takes over; offline, the worker answers the app's document and its no-internet page.
 */
export function OfflineCardRoute({ cardsKept }: { cardsKept: boolean }) {
  const { t } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  const atCard = pathname === ID_CARD_PATH;
  useEffect(() => {
    if (!atCard) openAsPage(`${pathname}${search}${hash}`);
  }, [atCard, pathname, search, hash]);

  if (!atCard) return <LoadingState label={t('loading')} />;
  return cardsKept ? <RemoteArea remote={CARD_OWNER} /> : <NoInternetPage />;
}
