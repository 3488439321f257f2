import { useEffect } from 'react';
import { useShellServices } from './shell-services';
import { useMemberContext } from '../session/use-member-context';

/**
 * Identifies the member to analytics by account id only, and keeps the global properties of
 * features §7 current (language, plan, client organisation, network, verification).
 */
export function useAnalyticsIdentity() {
  const { analytics, i18n } = useShellServices();
  const { account } = useMemberContext();

  useEffect(() => {
    if (!account) return;
    analytics.identify(account.accountId);
    analytics.setGlobals({
      language: i18n.language,
      planId: account.planId,
      clientOrgId: account.clientOrgId,
      clientOrgName: account.clientOrgName,
      hasHcscNetwork: account.hasHcscNetwork,
      isVerified: account.isVerified,
    });
  }, [account, analytics, i18n.language]);
}
