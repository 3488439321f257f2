import { Link, useLocation } from '@member/router';
import { LoadingState, PageTemplate } from '@member/ui';
import { BOTTOM_TABS, ID_CARD_PATH, TAB_ROOTS, decideRouteAccess } from '@member/shared-contracts/routes';
import { infoPageLinks } from '@member/shared-contracts/content';
import { useGlobalErrorWhile } from '../use-global-error-while';
import { useMemberContext } from '../../session/use-member-context';
import { useInfoAudience } from './use-info-audience';
import { useInfoPageEntries } from './info-pages.resource';
import { useOwnStrings } from '../../i18n/use-own-strings';
import strings from './locales/en-US.json';

type AppPageKey = `tabs.${(typeof BOTTOM_TABS)[number]}` | 'idCard';

/** The app's pages the site map lists: the tab roots, then the member's ID card (decision 066). */
const APP_PAGES: { key: AppPageKey; path: string }[] = [
  ...BOTTOM_TABS.map((tab) => ({ key: `tabs.${tab}` as const, path: TAB_ROOTS[tab] })),
  { key: 'idCard', path: ID_CARD_PATH },
];

/** The app's pages a signed-in member may open (the route gate decides, so no link leads to a 404). */
function useAllowedAppPages(): { key: AppPageKey; path: string }[] {
  const { session, account, features, flags } = useMemberContext();
  const { search } = useLocation();
  if (session.status !== 'authenticated' || !account) return [];
  return APP_PAGES.filter(({ path }) => decideRouteAccess({ pathname: path, search, status: session.status, account, features, flags }).kind === 'allow');
}

/**
 * `/sitemap` (access §2.1; its content is our design): every informational page from content, by rank,
 * with the link text of the member's variant; for a signed-in member also the tab roots and the ID card they may open,
 * for a visitor the sign-in screen.
 */
export function SitemapScreen() {
  const { t } = useOwnStrings('content.sitemap', strings);
  const { pending, audience, signedIn } = useInfoAudience();
  const entries = useInfoPageEntries(null, !pending);
  const appPages = useAllowedAppPages();
  useGlobalErrorWhile(entries.isError);

  if (entries.isError) return null; // the global error page shows instead
  if (pending || entries.isPending) return <LoadingState label={t('content.sitemap.loading')} />;
  const pages = infoPageLinks(entries.data, audience);

  return (
    <PageTemplate heading={t('content.sitemap.heading')} focusHeadingOnMount>
      <nav aria-labelledby="sitemap-app-heading">
        <h2 id="sitemap-app-heading">{t('content.sitemap.appHeading')}</h2>
        <ul>
          {signedIn ? (
            appPages.map(({ key, path }) => (
              <li key={path}>
                <Link to={path}>{t(`content.sitemap.${key}`)}</Link>
              </li>
            ))
          ) : (
            <li>
              <Link to="/">{t('content.sitemap.signIn')}</Link>
            </li>
          )}
        </ul>
      </nav>
      <nav aria-labelledby="sitemap-info-heading">
        <h2 id="sitemap-info-heading">{t('content.sitemap.infoHeading')}</h2>
        <ul>
          {pages.map(({ path, linkText }) => (
            <li key={path}>
              <Link to={path}>{linkText}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageTemplate>
  );
}
