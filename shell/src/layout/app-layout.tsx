import type { ReactNode } from 'react';
import { useTranslation } from '@member/i18n';
import { Link } from '@member/router';
import { useStore } from 'zustand';
import { useShellServices } from '../platform/shell-services';
import { PrimaryNavigation } from './primary-navigation';
import styles from './app-layout.module.css';

/** The frame every screen renders in: skip link, header with navigation, the routed content, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { layoutStore } = useShellServices();
  const layout = useStore(layoutStore);

  return (
    <div className={styles.app}>
      <a className={styles.skipLink} href="#main-content">
        {t('skipToContent')}
      </a>
      {layout.desktopHeaderVisible && (
        <header className={styles.header}>
          <span className={styles.wordmark}>{t('common:appName')}</span>
          <PrimaryNavigation />
        </header>
      )}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {layout.footerLinksVisible && (
        <footer className={styles.footer}>
          <nav aria-label={t('footer.label')}>
            <ul className={styles.footerLinks}>
              <li>
                <Link to="/sitemap">{t('footer.sitemap')}</Link>
              </li>
              <li>
                <Link to="/terms-of-service">{t('footer.terms')}</Link>
              </li>
              <li>
                <Link to="/privacy-policy">{t('footer.privacy')}</Link>
              </li>
            </ul>
          </nav>
        </footer>
      )}
    </div>
  );
}
