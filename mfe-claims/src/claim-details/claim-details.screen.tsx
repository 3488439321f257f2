import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { useParams } from '@member/router';
import { Banner, Button, FallbackState, LinkButton, LoadingState } from '@member/ui';
import { MemberPage, NotFoundScreen, usePageTitle, useRemoteProps } from '@member/remote-runtime';
import { centsToDollars } from '@member/shared-contracts/i18n';
import { isNotFoundForMember } from '@member/shared-contracts/http';
import { type ClaimDetails, type ClaimDocument } from '@member/shared-contracts/claims';
import { useClaim } from '../common/claims.resource';
import { ClaimStatusLabel } from '../common/claim-status';
import { useFormatters } from '../common/use-formatters';
import { downloadClaimDocument } from './claim-details.resource';
import { TableScrollRegion } from './table-scroll-region';
import styles from './claim-details.module.css';

/**
 * `/claim-details/{id}` (VIEW_CLAIMS): the claim's facts, line items, status timeline, payment, documents
 * (the EOB PDF and the receipts) and, when the claim can be appealed, the way in. Another member's claim
 * (403) or an unknown id (404) is the page-not-found page, never their data.
 */
export function ClaimDetailsScreen() {
  const { t } = useTranslation('mfe_claims');
  const { id = '' } = useParams();
  const claim = useClaim(id);
  if (claim.isPending) return <LoadingState label={t('common.loading')} />;
  if (claim.isError && isNotFoundForMember(claim.error)) return <NotFoundScreen />;
  if (claim.isError || !claim.data) {
    return (
      <MemberPage heading={t('claimDetails.headingFallback')}>
        <FallbackState heading={t('claimDetails.error')} retryLabel={t('common.tryAgain')} onRetry={() => void claim.refetch()} />
      </MemberPage>
    );
  }
  return <ClaimDetailsView claim={claim.data} />;
}

function ClaimDetailsView({ claim }: { claim: ClaimDetails }) {
  const { t } = useTranslation('mfe_claims');
  const { money, date } = useFormatters();
  // Which claim, in the title too (WCAG 2.4.2): many claims share a provider, the date tells them apart.
  usePageTitle(t('claimDetails.pageTitle', { provider: claim.providerName, date: date(claim.dateOfService) }));
  return (
    <MemberPage heading={claim.providerName}>
      <div className={styles.statusLine}>
        <ClaimStatusLabel status={claim.status} />
        {claim.hasOpenAppeal && <span>{t('claimDetails.appealOpen')}</span>}
      </div>
      <dl className={styles.facts}>
        <Fact term={t('claimDetails.patient')} value={claim.patient.firstName} />
        <Fact term={t('claimDetails.dateOfService')} value={date(claim.dateOfService)} />
        <Fact term={t('claimDetails.serviceType')} value={t(`service.${claim.serviceType}`)} />
        <Fact term={t('claimDetails.source')} value={t(`claimDetails.sourceValue.${claim.source}`)} />
        <Fact term={t('amounts.billed')} value={money(centsToDollars(claim.amountBilledCents))} />
        <Fact term={t('amounts.planPaid')} value={money(centsToDollars(claim.planPaidCents))} />
        <Fact term={t('amounts.youOwe')} value={money(centsToDollars(claim.memberOwesCents))} />
      </dl>
      {claim.denialReason && <Banner tone="warning" heading={t('claimDetails.deniedHeading')} body={t(`denialReason.${claim.denialReason}`)} />}
      {claim.canAppeal && (
        <p>
          <LinkButton href={`/claim-details/${encodeURIComponent(claim.id)}/appeal/choose-action`}>{t('claimDetails.appeal')}</LinkButton>
        </p>
      )}

      <TableScrollRegion headingId="claim-lines" heading={t('claimDetails.lines')}>
        <table className={styles.table} aria-labelledby="claim-lines">
          <thead>
            <tr>
              <th scope="col">{t('claimDetails.service')}</th>
              <th scope="col">{t('amounts.billed')}</th>
              <th scope="col">{t('amounts.planPaid')}</th>
              <th scope="col">{t('amounts.youOwe')}</th>
            </tr>
          </thead>
          <tbody>
            {claim.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row" lang="en">{line.description}</th>
                <td>{money(centsToDollars(line.amountBilledCents))}</td>
                <td>{money(centsToDollars(line.planPaidCents))}</td>
                <td>{money(centsToDollars(line.memberOwesCents))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollRegion>

      <section aria-labelledby="claim-timeline">
        <h2 id="claim-timeline">{t('claimDetails.timeline')}</h2>
        <ol className={styles.timeline}>
          {claim.timeline.map((event, index) => (
            <li key={`${event.kind}-${index}`}>
              <span className={styles.eventName}>{t(`event.${event.kind}`)}</span> <span>{date(event.at)}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="claim-payment">
        <h2 id="claim-payment">{t('claimDetails.payment')}</h2>
        <p>
          {claim.payment
            ? t(`claimDetails.paidBy.${claim.payment.method}`, { amount: money(centsToDollars(claim.payment.amountCents)), date: date(claim.payment.paidOn), reference: claim.payment.reference })
            : t('claimDetails.notPaid')}
        </p>
      </section>

      <Documents claim={claim} />
    </MemberPage>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Documents({ claim }: { claim: ClaimDetails }) {
  const { t } = useTranslation('mfe_claims');
  const { http, logger } = useRemoteProps();
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (document: ClaimDocument) => {
    setPending(document.id);
    setFailed(false);
    try {
      await downloadClaimDocument(http, claim.id, document.id);
    } catch {
      setFailed(true);
      logger.warn('claim document download failed', { claimId: claim.id });
    } finally {
      setPending(null);
    }
  };
  return (
    <section aria-labelledby="claim-documents">
      <h2 id="claim-documents">{t('claimDetails.documents')}</h2>
      {failed && <Banner tone="error" body={t('claimDetails.downloadFailed')} />}
      {claim.documents.length === 0 ? (
        <p>{t('claimDetails.noDocuments')}</p>
      ) : (
        <ul className={styles.documents}>
          {claim.documents.map((document) => (
            <li key={document.id}>
              <Button variant="link" isPending={pending === document.id} pendingLabel={t('common.loading')} onPress={() => void download(document)}>
                {document.kind === 'eob' ? t('claimDetails.downloadEob') : t('claimDetails.downloadFile', { fileName: document.fileName })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
