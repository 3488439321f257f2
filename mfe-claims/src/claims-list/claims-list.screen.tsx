import { useEffect, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Banner, Button, FallbackState, LinkButton, LoadingState, TextLink, announce } from '@member/ui';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { claimsSource } from '@member/shared-contracts/features';
import { CLAIMS_PAGE_SIZE, type ClaimsFilter } from '@member/shared-contracts/claims';
import { useClaimsPage } from './claims-list.resource';
import { ClaimFilters } from './claim-filters';
import { ClaimRow } from './claim-row';
import { NeedsAttention } from './needs-attention';
import { useClaimDraft } from '../common/claim-draft.store';
import list from '../common/list.module.css';
import styles from './claims-list.module.css';

/**
 * `/claims` (CLAIMS tab root, VIEW_CLAIMS): the account's claims from `claimsListStartDate` on, newest
 * first, paged by the member API (CLAIMS_PAGE_SIZE a page), filtered by status, patient and year. The
 * claims source (features §4) says where the claims come from; "Submit a claim" only with SUBMIT_CLAIMS.
 * `enhancedClaimsUX` adds the "needs your attention" panel and a sentence per claim on what its status means.
 */
export function ClaimsListScreen() {
  const { t } = useTranslation('mfe_claims');
  const { account, features, flags } = useRemoteProps();
  const [filter, setFilter] = useState<ClaimsFilter>({});
  const [offset, setOffset] = useState(0);
  const page = useClaimsPage(filter, offset);
  const source = account ? claimsSource(account, features) : null;
  const canSubmit = features.has('SUBMIT_CLAIMS');
  const enhanced = flags.enhancedClaimsUX === true;
  const justSubmitted = useClaimDraft((state) => state.lastSubmittedClaimId);
  const clearLastSubmitted = useClaimDraft((state) => state.clearLastSubmitted);
  useEffect(() => clearLastSubmitted, [clearLastSubmitted]);
  // The banner below is filled as it appears, which screen readers skip: the confirmation is said
  // through the page's announcer, whose region was there before (WCAG 4.1.3).
  const submittedMessage = justSubmitted ? t('claimsList.submitted.heading') : null;
  useEffect(() => {
    if (submittedMessage) announce(submittedMessage);
  }, [submittedMessage]);

  const changeFilter = (next: ClaimsFilter) => {
    setFilter(next);
    setOffset(0);
  };

  const data = page.data;
  const filtered = filter.status !== undefined || filter.patientId !== undefined || filter.year !== undefined;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / CLAIMS_PAGE_SIZE)) : 1;
  const pageNumber = Math.floor(offset / CLAIMS_PAGE_SIZE) + 1;

  return (
    <MemberPage heading={t('claimsList.heading')} hideBackButton>
      {justSubmitted && <Banner tone="success" heading={t('claimsList.submitted.heading')} body={t('claimsList.submitted.body')} />}
      {source && <p className={list.intro}>{t(`claimsList.source.${source}`)}</p>}
      <div className={styles.actions}>
        {canSubmit && <LinkButton href="/claims/new">{t('claimsList.submit')}</LinkButton>}
        {flags.showMemberOverpayments === true && (
          <TextLink href="/repayment-requests" appearance="standalone">
            {t('claimsList.repayments')}
          </TextLink>
        )}
      </div>
      {enhanced && <NeedsAttention />}
      {page.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : page.isError || !data ? (
        <FallbackState heading={t('claimsList.error')} retryLabel={t('common.tryAgain')} onRetry={() => void page.refetch()} />
      ) : (
        <>
          {(data.total > 0 || filtered) && <ClaimFilters filter={filter} patients={data.patients} years={data.years} onChange={changeFilter} />}
          <p role="status" className={list.meta}>
            {data.total === 0 ? '' : t('claimsList.count', { count: data.total, from: offset + 1, to: Math.min(offset + data.items.length, data.total) })}
          </p>
          {data.total === 0 ? (
            <p>{filtered ? t('claimsList.emptyFiltered') : t('claimsList.empty')}</p>
          ) : (
            <ul className={list.list} aria-label={t('claimsList.listLabel')} aria-busy={page.isPlaceholderData}>
              {data.items.map((claim) => (
                <ClaimRow key={claim.id} claim={claim} explainStatus={enhanced} />
              ))}
            </ul>
          )}
          {data.total > CLAIMS_PAGE_SIZE && (
            <nav className={styles.paging} aria-label={t('claimsList.paging.label')}>
              <Button variant="secondary" isDisabled={offset === 0} onPress={() => setOffset(Math.max(0, offset - CLAIMS_PAGE_SIZE))}>
                {t('claimsList.paging.previous')}
              </Button>
              <span>{t('claimsList.paging.position', { page: pageNumber, pages: lastPage })}</span>
              <Button variant="secondary" isDisabled={pageNumber >= lastPage} onPress={() => setOffset(offset + CLAIMS_PAGE_SIZE)}>
                {t('claimsList.paging.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </MemberPage>
  );
}

