import { useTranslation } from '@member/i18n';
import { NavLink, useLocation, useNavigate } from '@member/router';
import { Button } from '@member/ui';
import { decideRouteAccess, isSearchOnly } from '@member/shared-contracts';
import { useMemberContext } from '../session/use-member-context';
import styles from './primary-navigation.module.css';

/** The five tabs of access §2.9 with their roots. */
export const NAV_TABS = [
  { tab: 'HOME', path: '/home', labelKey: 'nav.home' },
  { tab: 'SEARCH', path: '/search', labelKey: 'nav.search' },
  { tab: 'CARE_TEAM', path: '/care-team', labelKey: 'nav.careTeam' },
  { tab: 'CLAIMS', path: '/claims', labelKey: 'nav.claims' },
  { tab: 'CONCIERGE', path: '/messages', labelKey: 'nav.concierge' },
] as const;

/**
 * Navigation for a signed-in member: the tab roots the member may open (the route gate decides, so a
 * link never leads to a 404), and sign-out. Search-only members get no navigation links (access §2.9).
 */
export function PrimaryNavigation() {
  const { t } = useTranslation('shell');
  const { session, account, features, flags } = useMemberContext();
  const { search } = useLocation();
  const navigate = useNavigate();
  if (session.status !== 'authenticated') return null;

  const links =
    account && !isSearchOnly(account.productFeatures)
      ? NAV_TABS.filter(
          ({ path }) =>
            decideRouteAccess({ pathname: path, search, status: session.status, account, features, flags }).kind === 'allow',
        )
      : [];

  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      {links.length > 0 && (
        <ul className={styles.links}>
          {links.map(({ path, labelKey }) => (
            <li key={path}>
              <NavLink to={path} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
                {t(labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onPress={() => navigate('/sign-out')}>
        {t('nav.signOut')}
      </Button>
    </nav>
  );
}
