import { useTranslation } from '@member/i18n';
import { TextLink } from '@member/ui';
import { centsToDollars } from '@member/shared-contracts/i18n';
import { type ClaimSummary } from '@member/shared-contracts/claims';
import { ClaimStatusLabel } from '../common/claim-status';
import { useFormatters } from '../common/use-formatters';
import { useClaimLinkName } from './use-claim-link-name';
import list from '../common/list.module.css';
import styles from './claims-list.module.css';

/**
 * One claim: provider (the link to its details, named with the claim's date, patient and status),
 * patient, date of service, billed / plan paid / you owe, status.
 */
export function ClaimRow({ claim, explainStatus }: { claim: ClaimSummary; explainStatus: boolean }) {
  const { t } = useTranslation('mfe_claims');
  const { money, date } = useFormatters();
  const linkName = useClaimLinkName();
  return (
    <li className={list.row}>
      <div className={styles.rowHeader}>
        <h2 className={list.provider}>
          <TextLink href={`/claim-details/${encodeURIComponent(claim.id)}`} appearance="standalone" aria-label={linkName(claim)}>
            {claim.providerName}
          </TextLink>
        </h2>
        <ClaimStatusLabel status={claim.status} />
      </div>
      <p className={list.meta}>
        {t('claimsList.row.patientAndDate', { patient: claim.patient.firstName, date: date(claim.dateOfService) })}
        {claim.hasOpenAppeal && ` · ${t('claimsList.row.appealOpen')}`}
      </p>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('amounts.billed')}</dt>
          <dd>{money(centsToDollars(claim.amountBilledCents))}</dd>
        </div>
        <div>
          <dt>{t('amounts.planPaid')}</dt>
          <dd>{money(centsToDollars(claim.planPaidCents))}</dd>
        </div>
        <div>
          <dt>{t('amounts.youOwe')}</dt>
          <dd>{money(centsToDollars(claim.memberOwesCents))}</dd>
        </div>
      </dl>
      {explainStatus && <p className={styles.explanation}>{t(`statusExplanation.${claim.status}`)}</p>}
    </li>
  );
}
