import { Banner } from '@member/ui';
import { WARNING_BANNER_TONES, isWarningBannerValue, type WarningBannerFlag } from '@member/shared-contracts/flags';
import { useOwnStrings } from '../i18n/use-own-strings';
import styles from './global-banners.module.css';
import strings from './locales/en-US.json';

export interface GlobalBannersProps {
  /** The `warningBanner` flag (features §9); '' = none. */
  warningBanner: WarningBannerFlag;
  /** The member's client is a demo client (access §3 Client.isDemo). */
  demoClient: boolean;
}

/**
 * The app-wide banners (access §1, features §2): the warning of the `warningBanner` flag, each value with
 * its own copy, and the demo-client banner. Where they show is the caller's rule (`areBannersVisible`).
 */
export function GlobalBanners({ warningBanner, demoClient }: GlobalBannersProps) {
  const { t } = useOwnStrings('banners', strings);
  const warning = isWarningBannerValue(warningBanner) ? warningBanner : null;
  if (!warning && !demoClient) return null;
  return (
    <div className={styles.banners}>
      {warning && <Banner tone={WARNING_BANNER_TONES[warning]} body={t(`banners.warning.${warning}`)} />}
      {demoClient && <Banner tone="info" body={t('banners.demoClient')} />}
    </div>
  );
}
