import { useTranslation } from '@member/i18n';
import { type ClaimSummary } from '@member/shared-contracts/claims';
import { useFormatters } from '../common/use-formatters';

/**
 * The accessible name of a link to a claim: provider, date of service, patient and status (and an open
 * appeal). Many claims share a provider, and a screen reader's list of links shows names alone, so the
 * provider by itself does not say which claim a link opens (WCAG 2.4.4). The name starts with the
 * visible provider name, so speech input still finds the link by what it shows (WCAG 2.5.3).
 */
export function useClaimLinkName(): (claim: ClaimSummary) => string {
  const { t } = useTranslation('mfe_claims');
  const { date } = useFormatters();
  return (claim) =>
    t(claim.hasOpenAppeal ? 'claimsList.row.linkNameAppealOpen' : 'claimsList.row.linkName', {
      provider: claim.providerName,
      date: date(claim.dateOfService),
      patient: claim.patient.firstName,
      status: t(`status.${claim.status}`),
    });
}
