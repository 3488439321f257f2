import { useTranslation } from '@member/i18n';
import { TextLink } from '@member/ui';
import { useRemoteProps } from '@member/remote-runtime';
import { formatCurrency } from '@member/shared-contracts/i18n';
import { CardError, HomeCard } from './home-card';
import { useMemberAccumulation } from '../common/member-accumulation.resource';
import styles from './home.module.css';

/**
 * The /home accumulator summary (decision): shown only when the accumulator is visible (§6; the
 * caller asks isAccumulatorVisible). The current plan year's benefit used as a bar with the figures in
 * text, what the member owes and the deductible, and the way to /coverage-details. Its call is the one
 * /coverage-details makes (useMemberAccumulation, same query): a failure shows this card's error only.
 */
export function AccumulatorSummaryCard() {
  const { t } = useTranslation('mfe_home_onboarding');
  const { locale, features } = useRemoteProps();
  const { isPending, hasAccumulatorError, current, retry } = useMemberAccumulation();
  // formatCurrency itself, not useFormatters: the card shows no date, and the date formatter would add bytes to /home's first load.
  const money = (dollars: number) => formatCurrency(dollars, locale);

  return (
    <HomeCard name="accumulator" heading={t('home.accumulator.heading')}>
      {hasAccumulatorError ? (
        <CardError heading={t('home.accumulator.error')} onRetry={retry} />
      ) : isPending ? (
        <p className={styles.muted}>{t('home.loading')}</p>
      ) : !current ? (
        <p>{t('home.accumulator.none')}</p>
      ) : (
        <>
          <p>{t('home.accumulator.used', { paid: money(current.totalPayableAmount), total: money(current.totalBenefitAmount) })}</p>
          <progress
            className={styles.meter}
            max={Math.max(current.totalBenefitAmount, 1)}
            value={Math.min(Math.max(current.totalPayableAmount, 0), current.totalBenefitAmount)}
            aria-label={t('home.accumulator.meterLabel')}
          />
          <dl className={styles.figures}>
            <dt>{t('home.accumulator.memberOwes')}</dt>
            <dd>{money(current.totalMemberOwes)}</dd>
            <dt>{t('home.accumulator.deductible')}</dt>
            <dd>{money(current.totalDeductibleAmount)}</dd>
          </dl>
        </>
      )}
      {features.has('INCENTIVE_FEATURE') && (
        <TextLink href="/coverage-details" appearance="standalone">
          {t('home.accumulator.details')}
        </TextLink>
      )}
    </HomeCard>
  );
}
