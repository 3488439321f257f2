import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from '@member/i18n';
import { useLocation } from '@member/router';
import { useRemoteProps } from '@member/remote-runtime';
import { Banner, Button, LinkButton, LoadingState, PageTemplate } from '@member/ui';
import { REIMBURSEMENT_PAGE_NAMES, shownBankAccountStatus, verifyByDate } from '@member/shared-contracts/reimbursements';
import { useBankAccountLinks, useReimbursementMethod, useReimbursementState } from '../common/reimbursements.resource';
import { formatAddress } from '../common/format-address';
import { useBankLinkFlow, type BankLinkOutcome } from '../common/bank-link/use-bank-link-flow';
import styles from '../common/reimbursements.module.css';

/** `?source=email`: the member came from an email notification (decision: the tracked query value). */
const EMAIL_NOTIFICATION_SOURCE = 'email';

/** `/reimbursements`: how the member is paid back today, and the two choices (features §2). */
export function ReimbursementSetupScreen() {
  const { t } = useTranslation('mfe_reimbursements');
  const { analytics, locale } = useRemoteProps();
  const location = useLocation();
  const links = useBankAccountLinks();
  const method = useReimbursementMethod();
  const store = useReimbursementState();
  const carried = (location.state as { bankLinkOutcome?: BankLinkOutcome } | null)?.bankLinkOutcome ?? null;
  const flow = useBankLinkFlow();
  const outcome = flow.outcome ?? carried;
  const tracked = useRef(new Set<string>());

  // Features §2's reimbursement page names, each at most once per visit of the page.
  const track = useEffectEvent((name: string) => {
    if (tracked.current.has(name)) return;
    tracked.current.add(name);
    analytics.page(name, { flow: 'reimbursements' });
  });
  // The page itself once per visit, named by where the member came from on arrival.
  const trackArrival = useEffectEvent(() => {
    if (new URLSearchParams(location.search).get('source') === EMAIL_NOTIFICATION_SOURCE) track(REIMBURSEMENT_PAGE_NAMES.fromEmailNotification);
    else track(REIMBURSEMENT_PAGE_NAMES.setupDirectDeposit);
  });
  useEffect(() => {
    trackArrival();
  }, []);
  useEffect(() => {
    if (store.isPendingVerification) track(REIMBURSEMENT_PAGE_NAMES.pendingVerification);
    if (store.hasBankAccountError || outcome === 'error') track(REIMBURSEMENT_PAGE_NAMES.error);
  }, [store.isPendingVerification, store.hasBankAccountError, outcome]);

  if (links.isPending || method.isPending) {
    return (
      <PageTemplate heading={t('setup.heading')}>
        <LoadingState label={t('setup.loading')} />
      </PageTemplate>
    );
  }
  if (links.isError || method.isError) {
    return (
      <PageTemplate heading={t('setup.heading')}>
        <Banner tone="error" heading={t('setup.loadFailed')} body={<Button variant="secondary" onPress={() => void Promise.all([links.refetch(), method.refetch()])}>{t('setup.retry')}</Button>} />
      </PageTemplate>
    );
  }

  const bankAccount = store.bankAccount;
  const status = shownBankAccountStatus(bankAccount);
  const paidBy = method.data?.method === 'check' ? 'check' : status ? 'directDeposit' : 'none';
  const dateFormat = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric' });
  const verifyBy = bankAccount ? verifyByDate(bankAccount) : null;

  return (
    <PageTemplate heading={t('setup.heading')}>
      <div className={styles.stack}>
        {outcome === 'exited' && <Banner tone="info" heading={t('link.exited')} onDismiss={flow.clearOutcome} dismissLabel={t('common.dismiss')} />}
        {outcome === 'error' && <Banner tone="error" heading={t('link.failed')} onDismiss={flow.clearOutcome} dismissLabel={t('common.dismiss')} />}

        <section className={styles.card} aria-labelledby="reimbursement-current">
          <h2 id="reimbursement-current">{t('setup.current.heading')}</h2>
          {paidBy === 'directDeposit' && bankAccount && (
            <p>{t('setup.current.directDeposit', { bank: bankAccount.institutionName, mask: bankAccount.mask })}</p>
          )}
          {paidBy === 'directDeposit' && status === 'VERIFIED' && <p>{t('setup.status.verified')}</p>}
          {paidBy === 'directDeposit' && bankAccount && (store.isPendingVerification || store.hasBankAccountError) && (
            <Banner
              tone={store.isPendingVerification ? 'warning' : 'error'}
              headingLevel={3}
              heading={t(store.isPendingVerification ? 'setup.status.pendingHeading' : 'setup.status.errorHeading')}
              body={
                <div className={styles.stack}>
                  <p>
                    {store.isPendingVerification
                      ? t('setup.status.pendingBody', { mask: bankAccount.mask, date: verifyBy ? dateFormat.format(verifyBy) : '' })
                      : t('setup.status.errorBody', { bank: bankAccount.institutionName })}
                  </p>
                  <div>
                    {/* Both are fixed through Link's update mode: the deposits' amounts, or signing in again. */}
                    <Button isPending={store.isPlaidTokenLoading} onPress={() => void flow.start('update', bankAccount.id)}>
                      {t(store.isPendingVerification ? 'setup.status.verifyDeposits' : 'setup.status.fixLink')}
                    </Button>
                  </div>
                </div>
              }
            />
          )}
          {paidBy === 'check' && method.data?.address && (
            <>
              <p>{t('setup.current.check')}</p>
              <address className={styles.address}>{formatAddress(method.data.address)}</address>
            </>
          )}
          {paidBy === 'none' && <p>{t('setup.current.none')}</p>}
        </section>

        <section className={styles.card} aria-labelledby="reimbursement-choices">
          <h2 id="reimbursement-choices">{t('setup.choices.heading')}</h2>
          <p>{t('setup.choices.directDepositBody')}</p>
          <div className={styles.actions}>
            <Button isPending={store.isPlaidTokenLoading} onPress={() => void flow.start('create')}>
              {t(status ? 'setup.choices.linkAnother' : 'setup.choices.directDeposit')}
            </Button>
            <LinkButton variant="secondary" href="/reimbursements/check-confirmation">{t('setup.choices.check')}</LinkButton>
          </div>
        </section>
      </div>
      {flow.link}
    </PageTemplate>
  );
}
