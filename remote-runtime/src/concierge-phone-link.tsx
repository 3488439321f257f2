import { useTranslation } from '@member/i18n';
import { formatPhoneNumber, stripNonDigits } from '@member/shared-contracts/field-rules';
import { useRemoteProps } from './remote-props-context';

/**
 * "A concierge phone link dials the number" (access §2.9, features §2): a `tel:` link to the client's
 * concierge phone, shown as `(###) ###-####`. Nothing when the client has no concierge phone.
 */
export function ConciergePhoneLink({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { account } = useRemoteProps();
  const phone = account?.clientDetails.conciergePhoneNumber;
  const digits = phone ? stripNonDigits(phone) : '';
  if (digits.length < 10) return null;
  const display = formatPhoneNumber(digits);
  const dial = digits.length === 10 ? `+1${digits}` : `+${digits}`;
  return (
    // A plain anchor: the router-aware link would resolve `tel:` as an in-app path.
    <a href={`tel:${dial}`} className={className} aria-label={t('conciergePhone.label', { phone: display })}>
      {display}
    </a>
  );
}
