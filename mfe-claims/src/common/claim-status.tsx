import { useTranslation } from '@member/i18n';
import type { ClaimStatus } from '@member/shared-contracts/claims';
import styles from './claim-status.module.css';

/** A status a member understands, as text (colour only repeats it). */
export function ClaimStatusLabel({ status }: { status: ClaimStatus }) {
  const { t } = useTranslation('mfe_claims');
  return <span className={`${styles.status} ${styles[status]}`}>{t(`status.${status}`)}</span>;
}
