import { useTranslation } from '@member/i18n';
import { TextLink } from '@member/ui';
import { formatDistance } from '@member/shared-contracts/i18n';
import { specialtyByCode, type ProviderSummary } from '@member/shared-contracts/search';
import styles from './provider.module.css';

interface ProviderCardProps {
  provider: ProviderSummary;
  href: string;
  /** showConsolidatedTopProviderBadge, and not the compliant-network version. */
  showTopBadge: boolean;
  children?: React.ReactNode;
}

export function useSpecialtyNames() {
  const { t } = useTranslation('mfe_search_careteam');
  return (codes: readonly string[]) => codes.map((code) => t(`specialty.${specialtyByCode(code)?.key ?? 'other'}`)).join(', ');
}

/** One provider in a list: name (its page), specialties, distance, address, network, new patients, badge. */
export function ProviderCard({ provider, href, showTopBadge, children }: ProviderCardProps) {
  const { t } = useTranslation('mfe_search_careteam');
  const specialties = useSpecialtyNames();
  const { address } = provider;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <TextLink href={href} appearance="standalone">
          {provider.credentials ? `${provider.name}, ${provider.credentials}` : provider.name}
        </TextLink>
        {showTopBadge && provider.isTopProvider && <span className={styles.badge}>{t('provider.topProvider')}</span>}
      </div>
      <p className={styles.specialties}>{specialties(provider.specialties)}</p>
      <p className={styles.meta}>
        {provider.distanceMiles !== null && <span>{formatDistance(provider.distanceMiles)} · </span>}
        {address.line1}, {address.city}, {address.state} {address.zipCode}
      </p>
      <p className={styles.meta}>
        <span>{provider.inNetwork ? t('provider.inNetwork') : t('provider.outOfNetwork')}</span>
        {' · '}
        <span>{provider.acceptingNewPatients ? t('provider.accepting') : t('provider.notAccepting')}</span>
        {provider.virtualVisits && <span> · {t('provider.virtual')}</span>}
        {provider.onlineBooking && <span> · {t('provider.onlineBooking')}</span>}
      </p>
      {children}
    </li>
  );
}
