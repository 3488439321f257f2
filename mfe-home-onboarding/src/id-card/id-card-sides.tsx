import { useTranslation } from '@member/i18n';
import { formatPhoneNumber } from '@member/shared-contracts/field-rules';
import type { IdCard } from '@member/shared-contracts/id-card';
import { Fact, Facts } from '../common/facts';
import { useFormatters } from '../common/use-formatters';
import styles from './id-card.module.css';

/** The member's name as the card prints it. */
export const cardholderName = (card: IdCard) => `${card.memberFirstName} ${card.memberLastName}`;

/** A member-services number, tappable: `tel:` dials it on a phone; its name says whom it calls. */
function PhoneLink({ phone }: { phone: string }) {
  const { t } = useTranslation('mfe_home_onboarding');
  // The card's numbers are US numbers in E.164 (+1 and ten digits), shown as (###) ###-#### (access §5 Display).
  const shown = formatPhoneNumber(phone.replace(/^\+1/, ''));
  return (
    <a href={`tel:${phone}`} aria-label={t('idCard.call', { phone: shown })}>
      {shown}
    </a>
  );
}

/**
 * One ID card, front and back, as the plan prints them — in text, so a screen reader reads it and it
 * grows with the member's text size: each side a headed section with its terms and values in a
 * description list. `headingLevel` is the level of the side headings (the card's own heading is the caller's).
 */
export function IdCardSides({ card, headingLevel }: { card: IdCard; headingLevel: 3 | 4 }) {
  const { t } = useTranslation('mfe_home_onboarding');
  const { date } = useFormatters();
  const Heading = `h${headingLevel}` as const;
  const { claimsAddress } = card;
  return (
    <div className={styles.sides}>
      {/* Headed blocks, not landmarks: every card has a front and a back, and landmarks must be unique. */}
      <div className={styles.side}>
        <Heading className={styles.sideHeading}>{t('idCard.front')}</Heading>
        <p className={styles.planName}>{card.planName}</p>
        <Facts>
          <Fact term={t('idCard.network')}>{card.networkName}</Fact>
          <Fact term={t('idCard.memberName')}>{cardholderName(card)}</Fact>
          <Fact term={t('idCard.memberId')}>{card.memberId}</Fact>
          <Fact term={t('idCard.groupNumber')}>{card.groupNumber}</Fact>
          <Fact term={t('idCard.coverageTier')}>{t(`coverageTier.${card.coverageTier}`, { defaultValue: card.coverageTier })}</Fact>
          <Fact term={t('idCard.effectiveDate')}>{date(card.effectiveDate)}</Fact>
        </Facts>
      </div>
      <div className={styles.side}>
        <Heading className={styles.sideHeading}>{t('idCard.back')}</Heading>
        <Facts>
          <Fact term={t('idCard.rxBin')}>{card.rxBin}</Fact>
          <Fact term={t('idCard.rxPcn')}>{card.rxPcn}</Fact>
          <Fact term={t('idCard.rxGroup')}>{card.rxGroup}</Fact>
          <Fact term={t('idCard.payerId')}>{card.payerId}</Fact>
          <Fact term={t('idCard.memberServices')}><PhoneLink phone={card.memberServicesPhone} /></Fact>
          <Fact term={t('idCard.concierge')}><PhoneLink phone={card.conciergePhone} /></Fact>
          <Fact term={t('idCard.claimsAddress')}>
            <address className={styles.address}>
              {claimsAddress.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>{`${claimsAddress.city}, ${claimsAddress.state} ${claimsAddress.zip}`}</span>
            </address>
          </Fact>
        </Facts>
      </div>
    </div>
  );
}
