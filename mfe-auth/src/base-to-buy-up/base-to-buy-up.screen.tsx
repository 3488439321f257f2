import { useEffect } from 'react';
import { useNavigate } from '@member/router';
import { useTranslation } from '@member/i18n';
import { useRemoteProps, withHostQueries } from '@member/remote-runtime';
import { LoadingState, PageTemplate } from '@member/ui';
import { HOME_PATH } from '@member/shared-contracts/routes';
import { type BaseToBuyUpFormValues } from '@member/shared-contracts/base-to-buy-up';
import { classifyClientOrganizationsError } from '../common/client-organizations.resource';
import { BaseToBuyUpForm } from './base-to-buy-up-form';
import { completeBaseAccount } from './complete-base-account';
import { useClientOrganizations } from './base-to-buy-up.resource';

/**
 * The base-to-buy-up completion screen (access §2.6, route /complete-account — our path; the shell's gate
 * sends a member who meets `needsBaseToBuyUp` here from every private page). Heading and copy use the
 * client's name; on success the account is complete and the member goes to /home; any failure (the
 * organisations lookup, the password, the account update) shows the generic error page (the layout's
 * global error; the country-restriction page when the lookup says so).
 */
function BaseToBuyUp() {
  const { t } = useTranslation('mfe_auth');
  const { account, client, session, http, identity, layout, analytics } = useRemoteProps();
  const navigate = useNavigate();
  const organizations = useClientOrganizations(account?.clientDetails.clientId ?? client?.id ?? null);

  const lookupError = organizations.error;
  useEffect(() => {
    if (!lookupError) return;
    const restricted = classifyClientOrganizationsError(lookupError) === 'countryRestriction';
    layout.setGlobalError(true, restricted ? 'countryRestriction' : 'generic');
  }, [lookupError, layout]);

  if (!account || organizations.isError) return null;
  if (organizations.isPending) return <LoadingState label={t('baseToBuyUp.loading')} />;

  const clientName = client?.name ?? account.clientOrgName;
  const submit = async (values: BaseToBuyUpFormValues) => {
    try {
      await completeBaseAccount({ http, identity, session }, account.accountId, values);
    } catch {
      analytics.operation('baseToBuyUp.complete', 'failed');
      layout.setGlobalError(true, 'generic');
      return;
    }
    analytics.operation('baseToBuyUp.complete', 'succeeded');
    navigate(HOME_PATH, { replace: true });
  };

  return (
    <PageTemplate heading={t('baseToBuyUp.heading', { clientName })} width="narrow" focusHeadingOnMount>
      <p>{t('baseToBuyUp.intro', { clientName })}</p>
      <BaseToBuyUpForm organizations={organizations.data} asksPhone={!account.phoneNumber} onSubmit={submit} />
    </PageTemplate>
  );
}

/** Signed in: the client's organisations are a query in the host's QueryClient. */
export const BaseToBuyUpScreen = withHostQueries(BaseToBuyUp);
