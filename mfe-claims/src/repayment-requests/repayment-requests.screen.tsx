import { useTranslation } from '@member/i18n';
import { FallbackState, LoadingState, TextLink } from '@member/ui';
import { ConciergePhoneLink, MemberPage } from '@member/remote-runtime';
import { centsToDollars } from '@member/shared-contracts/i18n';
import { useRepaymentRequests } from './repayment-requests.resource';
import { useFormatters } from '../common/use-formatters';
import styles from '../common/list.module.css';

/**
 * `/repayment-requests` (VIEW_CLAIMS + showMemberOverpayments; the host's gate answers 404 without them):
 * what the plan paid too much, for which claim, why, by when, and how to pay it back.
 */
export function RepaymentRequestsScreen() {
  const { t } = useTranslation('mfe_claims');
  const { money, date } = useFormatters();
  const requests = useRepaymentRequests();
  return (
    <MemberPage heading={t('repayments.heading')}>
      <p className={styles.intro}>{t('repayments.intro')}</p>
      {requests.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : requests.isError ? (
        <FallbackState heading={t('repayments.error')} retryLabel={t('common.tryAgain')} onRetry={() => void requests.refetch()} />
      ) : requests.data.items.length === 0 ? (
        <p>{t('repayments.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {requests.data.items.map((request) => (
            <li key={request.id} className={styles.row}>
              <h2 className={styles.provider}>{t(`repayments.status.${request.status}`, { amount: money(centsToDollars(request.amountCents)) })}</h2>
              <p className={styles.meta}>
                <TextLink href={`/claim-details/${encodeURIComponent(request.claimId)}`}>
                  {t('repayments.forClaim', { provider: request.providerName, date: date(request.dateOfService) })}
                </TextLink>
              </p>
              <p>{t(`repayments.reason.${request.reason}`)}</p>
              {request.status === 'open' && <p>{t('repayments.dueBy', { date: date(request.dueOn) })}</p>}
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="how-to-repay">
        <h2 id="how-to-repay">{t('repayments.howTo.heading')}</h2>
        <ul>
          <li>{t('repayments.howTo.offset')}</li>
          <li>{t('repayments.howTo.check')}</li>
          <li>
            {t('repayments.howTo.call')} <ConciergePhoneLink />
          </li>
        </ul>
      </section>
    </MemberPage>
  );
}
