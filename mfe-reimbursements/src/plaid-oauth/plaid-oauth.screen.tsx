import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Navigate } from '@member/router';
import { LoadingState, PageTemplate } from '@member/ui';
import { readPendingLinkToken, useBankLinkFlow } from '../common/bank-link/use-bank-link-flow';

/**
 * `/plaid-oauth`: the OAuth bank sent the member back. Link resumes with the link token kept for the trip
 * and the received redirect URI (this page's address, which carries only the bank's state id).
 */
export function PlaidOauthScreen() {
  const { t } = useTranslation('mfe_reimbursements');
  const [initial] = useState(() => {
    const linkToken = readPendingLinkToken();
    return linkToken ? { linkToken, receivedRedirectUri: window.location.href } : null;
  });
  const flow = useBankLinkFlow(initial);
  const [noToken] = useState(initial === null);

  if (noToken || flow.outcome) return <Navigate to="/reimbursements" replace state={{ bankLinkOutcome: flow.outcome ?? 'error' }} />;
  return (
    <PageTemplate heading={t('oauth.heading')} width="narrow">
      <LoadingState label={t('oauth.resuming')} isLabelVisible />
      {flow.link}
    </PageTemplate>
  );
}
