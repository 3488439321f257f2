import { useTranslation } from '@member/i18n';
import type { MemberAccumulation } from '@member/shared-contracts/accumulator';
import { Fact, Facts } from '../common/facts';
import { useFormatters } from '../common/use-formatters';
import styles from './accumulator.module.css';

/** Share of the total benefit already paid, 0–100 (a benefit of 0 shows an empty bar). */
export function paidShare({ totalPayableAmount, totalBenefitAmount }: Pick<MemberAccumulation, 'totalPayableAmount' | 'totalBenefitAmount'>): number {
  if (totalBenefitAmount <= 0) return 0;
  return Math.min(100, Math.max(0, (totalPayableAmount / totalBenefitAmount) * 100));
}

/**
 * The accumulator of one plan year (features §2 /coverage-details, §3 member accumulation): a bar of what the plan paid out of the total
 * benefit — decorative, hidden from assistive technology — and every figure in text beside it: total
 * benefit, paid, remaining (decision: total benefit − paid, never below 0), what the member owes and the
 * deductible. SVG geometry, no inline style (the CSP allows no `style` attributes).
 */
export function AccumulatorFigures({ accumulation }: { accumulation: MemberAccumulation }) {
  const { t } = useTranslation('mfe_home_onboarding');
  const { money, date } = useFormatters();
  const share = paidShare(accumulation);
  const remaining = Math.max(0, accumulation.totalBenefitAmount - accumulation.totalPayableAmount);
  return (
    <div className={styles.accumulator}>
      <p className={styles.period}>{t('accumulator.planYear', { start: date(accumulation.hraYearStart), end: date(accumulation.hraYearEnd) })}</p>
      <svg className={styles.bar} viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect className={styles.barTrack} x="0" y="0" width="100" height="8" rx="4" />
        <rect className={styles.barFill} x="0" y="0" width={share} height="8" rx="4" />
      </svg>
      <Facts emphasis>
        <Fact term={t('accumulator.totalBenefit')}>{money(accumulation.totalBenefitAmount)}</Fact>
        <Fact term={t('accumulator.paid')}>{money(accumulation.totalPayableAmount)}</Fact>
        <Fact term={t('accumulator.remaining')}>{money(remaining)}</Fact>
        <Fact term={t('accumulator.memberOwes')}>{money(accumulation.totalMemberOwes)}</Fact>
        <Fact term={t('accumulator.deductible')}>{money(accumulation.totalDeductibleAmount)}</Fact>
      </Facts>
    </div>
  );
}
