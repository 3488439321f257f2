import { useEffect } from 'react';
import { analyticsGlobalProperties } from '@member/shared-contracts/analytics';
import { useShellServices } from '../platform/shell-services';
import { useMemberContext } from '../session/use-member-context';
import { buildNumber } from './build-number';

/**
 * Identifies the member to analytics by account id only, and keeps the global properties of access §3
 * current (app version, build number, distribution, language, plan, client organisation, network,
 * verification, federated user id).
 */
export function useAnalyticsIdentity() {
  const { analytics, i18n } = useShellServices();
  const { account, session } = useMemberContext();
  const federatedUserId = session.federatedUserId ?? null;
  const language = i18n.resolvedLanguage ?? i18n.language;

  useEffect(() => {
    analytics.setGlobals(analyticsGlobalProperties({ buildNumber, language, account, federatedUserId }));
    if (account) analytics.identify(account.accountId);
  }, [account, analytics, language, federatedUserId]);
}
