import { useTranslation } from '@member/i18n';
import { TextLink } from '@member/ui';
import { useRemoteProps } from '@member/remote-runtime';
import type { MemberAccumulation } from '@member/shared-contracts/accumulator';
import { formatCurrency } from '@member/shared-contracts/i18n';
import { CardError, HomeCard } from './home-card';
import { useMemberAccumulation } from '../common/member-accumulation.resource';
import styles from './home.module.css';

type Figures = Pick<MemberAccumulation, 'totalPayableAmount' | 'totalBenefitAmount' | 'totalMemberOwes' | 'totalDeductibleAmount'>;

/** Amounts as wide as a large plan's, for the invisible copy that holds the card's height while loading. */
const PLACEHOLDER_FIGURES: Figures = { totalPayableAmount: 10_000, totalBenefitAmount: 10_000, totalMemberOwes: 10_000, totalDeductibleAmount: 10_000 };

/** The plan year's figures: benefit used (text and bar), what the member owes, the deductible. */
function AccumulatorFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation('mfe_home_onboarding');
  const { locale } = useRemoteProps();
  // formatCurrency itself, not useFormatters: the card shows no date, and the date formatter would add bytes to /home's first load.
  const money = (dollars: number) => formatCurrency(dollars, locale);
  return (
    <>
      <p>{t('home.accumulator.used', { paid: money(figures.totalPayableAmount), total: money(figures.totalBenefitAmount) })}</p>
      <progress
        className={styles.meter}
        max={Math.max(figures.totalBenefitAmount, 1)}
        value={Math.min(Math.max(figures.totalPayableAmount, 0), figures.totalBenefitAmount)}
        aria-label={t('home.accumulator.meterLabel')}
      />
      <dl className={styles.figures}>
        <dt>{t('home.accumulator.memberOwes')}</dt>
        <dd>{money(figures.totalMemberOwes)}</dd>
        <dt>{t('home.accumulator.deductible')}</dt>
        <dd>{money(figures.totalDeductibleAmount)}</dd>
      </dl>
    </>
  );
}

/**
 * The /home accumulator summary (decision): shown only when the accumulator is visible (§6; the
 * caller asks isAccumulatorVisible). The current plan year's benefit used as a bar with the figures in
 * text, what the member owes and the deductible, and the way to /coverage-details. Its call is the one
 * /coverage-details makes (useMemberAccumulation, same query): a failure shows this card's error only.
 * While the figures are asked for, an invisible copy of them (placeholder amounts, hidden from assistive
 * technology) holds the card at its loaded height under "Loading…": the card is /home's largest paint and
 * sits above "Your next step", which would otherwise jump when they arrive (layout shift, performance.md).
 */
export function AccumulatorSummaryCard() {
  const { t } = useTranslation('mfe_home_onboarding');
  const { features } = useRemoteProps();
  const { isPending, hasAccumulatorError, current, retry } = useMemberAccumulation();

  return (
    <HomeCard name="accumulator" heading={t('home.accumulator.heading')}>
      {hasAccumulatorError ? (
        <CardError heading={t('home.accumulator.error')} onRetry={retry} />
      ) : isPending ? (
        <div className={styles.reserved}>
          <div className={styles.placeholder} aria-hidden="true">
            <AccumulatorFigures figures={PLACEHOLDER_FIGURES} />
          </div>
          <p className={styles.muted}>{t('home.loading')}</p>
        </div>
      ) : !current ? (
        <p>{t('home.accumulator.none')}</p>
      ) : (
        <AccumulatorFigures figures={current} />
      )}
      {features.has('INCENTIVE_FEATURE') && (
        <TextLink href="/coverage-details" appearance="standalone">
          {t('home.accumulator.details')}
        </TextLink>
      )}
    </HomeCard>
  );
}
