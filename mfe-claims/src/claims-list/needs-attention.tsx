import { useTranslation } from '@member/i18n';
import { TextLink } from '@member/ui';
import { useClaimsNeedingAction } from './claims-list.resource';
import { useClaimLinkName } from './use-claim-link-name';
import styles from './claims-list.module.css';

/** enhancedClaimsUX: the claims waiting on the member (`NEEDS_MEMBER_ACTION_STATUS`), above the list. */
export function NeedsAttention() {
  const { t } = useTranslation('mfe_claims');
  const { data } = useClaimsNeedingAction();
  const linkName = useClaimLinkName();
  if (!data || data.total === 0) return null;
  return (
    <section className={styles.attention} aria-labelledby="claims-needs-attention">
      <h2 id="claims-needs-attention">{t('claimsList.attention.heading', { count: data.total })}</h2>
      <ul>
        {data.items.map((claim) => (
          <li key={claim.id}>
            <TextLink href={`/claim-details/${encodeURIComponent(claim.id)}`} aria-label={linkName(claim)}>
              {claim.providerName}
            </TextLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
