import { useTranslation } from '@member/i18n';
import { Banner, FallbackState, LoadingState } from '@member/ui';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { GARNER_CARD_TYPES, planDerivedValues } from '@member/shared-contracts/plan-benefits';
import { isRunoutOpen, type MemberAccumulation } from '@member/shared-contracts/accumulator';
import { AccumulatorFigures } from './accumulator-figures';
import { useMemberAccumulation } from '../common/member-accumulation.resource';
import { useCoveragePlan } from './coverage-plan.resource';
import { Fact, Facts } from '../common/facts';
import { useFormatters } from '../common/use-formatters';
import { useRouteStrings } from '../common/route-strings';
import styles from './coverage-details.module.css';

function CodeList({ heading, prefix, codes }: { heading: string; prefix: string; codes: readonly string[] }) {
  const { t } = useTranslation('mfe_home_onboarding');
  if (codes.length === 0) return null;
  return (
    <div>
      <h3>{heading}</h3>
      <ul>
        {codes.map((code) => (
          <li key={code}>{t(`${prefix}.${code}`)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The plan year before this one, in brief, and whether claims for it can still be sent (its run-out period). */
function LastPlanYear({ accumulation }: { accumulation: MemberAccumulation }) {
  const { t } = useTranslation('mfe_home_onboarding');
  const { money, date } = useFormatters();
  const runout = accumulation.runoutPeriodEndDate;
  return (
    <section className={styles.section} aria-labelledby="coverage-last-year-heading">
      <h2 id="coverage-last-year-heading">{t('coverage.lastYear.heading')}</h2>
      <p>{t('accumulator.planYear', { start: date(accumulation.hraYearStart), end: date(accumulation.hraYearEnd) })}</p>
      <Facts>
        <Fact term={t('accumulator.totalBenefit')}>{money(accumulation.totalBenefitAmount)}</Fact>
        <Fact term={t('accumulator.paid')}>{money(accumulation.totalPayableAmount)}</Fact>
        <Fact term={t('coverage.lastYear.memberOwed')}>{money(accumulation.totalMemberOwes)}</Fact>
      </Facts>
      {runout && <p>{isRunoutOpen(accumulation) ? t('coverage.lastYear.runoutOpen', { date: date(runout) }) : t('coverage.lastYear.runoutClosed', { date: date(runout) })}</p>}
    </section>
  );
}

/** The accumulator of the current plan year: loading, its error state with "Try again", nothing yet, or the figures. */
function AccumulatorSection() {
  const { t } = useTranslation('mfe_home_onboarding');
  const { date } = useFormatters();
  const accumulation = useMemberAccumulation();
  const { current } = accumulation;
  let body;
  if (accumulation.hasAccumulatorError) {
    body = (
      <FallbackState
        heading={t('accumulator.error.heading')}
        body={t('accumulator.error.body')}
        retryLabel={t('accumulator.error.retry')}
        onRetry={accumulation.retry}
        headingLevel={3}
      />
    );
  } else if (accumulation.isPending) {
    body = <LoadingState label={t('accumulator.loading')} />;
  } else if (!current) {
    body = <p>{t('accumulator.empty')}</p>;
  } else {
    body = (
      <>
        <AccumulatorFigures accumulation={current} />
        {current.runoutPeriodEndDate && <p>{t('coverage.runout', { date: date(current.runoutPeriodEndDate) })}</p>}
      </>
    );
  }
  return (
    <>
      <section className={styles.section} aria-labelledby="coverage-accumulator-heading">
        <h2 id="coverage-accumulator-heading">{t('accumulator.heading')}</h2>
        {body}
      </section>
      {!accumulation.hasAccumulatorError && accumulation.previous && <LastPlanYear accumulation={accumulation.previous} />}
    </>
  );
}

/**
 * `/coverage-details` (INCENTIVE_FEATURE + showHraAccumulator, features §6): the accumulator of the
 * current plan year (and the last one in brief, with its run-out period), then the plan-derived values of features §3 — benefit and deductible amounts for
 * the member's coverage tier, plan start and end, the benefit renewal date, covered payments, services
 * and circumstances, and the card details when the plan allows the Garner card. Each part shows its own
 * state: a failed accumulator call never blanks the plan, a plan without terms says so. With
 * `planIdForPreviewUX` naming a plan, the plan part previews that plan, saying so (coverage-plan.resource).
 */
export function CoverageDetailsScreen() {
  useRouteStrings();
  const { t } = useTranslation('mfe_home_onboarding');
  const { account } = useRemoteProps();
  const { money, date } = useFormatters();
  const plan = useCoveragePlan(account);
  const values = plan.view ? planDerivedValues(plan.view) : null;

  return (
    <MemberPage heading={t('coverage.heading')}>
      <div className={styles.page}>
        <AccumulatorSection />
        <section className={styles.section} aria-labelledby="coverage-plan-heading">
          <h2 id="coverage-plan-heading">{t('coverage.plan.heading')}</h2>
          {plan.previewedPlanId !== null && <Banner tone="info" heading={t('coverage.preview.heading', { planId: plan.previewedPlanId })} body={t('coverage.preview.body')} />}
          {plan.previewFailed && <Banner tone="warning" heading={t('coverage.preview.failedHeading')} body={t('coverage.preview.failedBody')} />}
          {plan.isPending ? (
            <LoadingState label={t('coverage.plan.loading')} />
          ) : values && account ? (
            <>
              <p>{t(`coverageTier.${account.coverageTier}`)}</p>
              <Facts>
                <Fact term={t('coverage.plan.benefitAmount')}>{money(values.benefitAmount)}</Fact>
                <Fact term={t('coverage.plan.deductibleAmount')}>{money(values.deductibleAmount)}</Fact>
                <Fact term={t('coverage.plan.start')}>{date(values.planStartDate)}</Fact>
                <Fact term={t('coverage.plan.end')}>{date(values.planEndDate)}</Fact>
                <Fact term={t('coverage.plan.renewal')}>{date(values.benefitRenewalDate)}</Fact>
              </Facts>
              <CodeList heading={t('coverage.payments.heading')} prefix="coverage.payments.codes" codes={values.coveredPayments} />
              <CodeList heading={t('coverage.services.heading')} prefix="coverage.services.codes" codes={values.coveredServices} />
              <CodeList heading={t('coverage.circumstances.heading')} prefix="coverage.circumstances.codes" codes={values.coveredCircumstances} />
            </>
          ) : (
            <p>{t('coverage.plan.unavailable')}</p>
          )}
        </section>
        {values?.allowGarnerCard && (
          <section className={styles.section} aria-labelledby="coverage-card-heading">
            <h2 id="coverage-card-heading">{t('coverage.card.heading')}</h2>
            <p>{t('coverage.card.body')}</p>
            <Facts>
              <Fact term={t('coverage.card.type')}>
                {values.garnerCardType && (GARNER_CARD_TYPES as readonly string[]).includes(values.garnerCardType) ? t(`coverage.card.types.${values.garnerCardType}`) : t('coverage.card.types.other')}
              </Fact>
              {values.paytientCardLimit !== null && <Fact term={t('coverage.card.limit')}>{money(values.paytientCardLimit)}</Fact>}
            </Facts>
          </section>
        )}
      </div>
    </MemberPage>
  );
}
