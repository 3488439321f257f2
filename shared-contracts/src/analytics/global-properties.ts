import type { Account } from '../account/account';
import type { AnalyticsProperties } from '../mount/analytics';
import { APP_VERSION } from '../http/http-headers';

/**
 * The analytics global properties of access §3: app version, build number, distribution (web),
 * language, planId, clientOrgId, clientOrgName, hasHcscNetwork, isVerified, federatedUserId.
 * Before sign-in only the first four are known. `federatedUserId` is the identity provider's opaque
 * user id (never the federated email).
 */
interface AnalyticsGlobalInput {
  buildNumber: string;
  language: string;
  account: Pick<Account, 'planId' | 'clientOrgId' | 'clientOrgName' | 'hasHcscNetwork' | 'isVerified'> | null;
  federatedUserId: string | null;
}

export function analyticsGlobalProperties({ buildNumber, language, account, federatedUserId }: AnalyticsGlobalInput): AnalyticsProperties {
  return {
    appVersion: APP_VERSION,
    buildNumber,
    distribution: 'web',
    language,
    planId: account?.planId ?? null,
    clientOrgId: account?.clientOrgId ?? null,
    clientOrgName: account?.clientOrgName ?? null,
    hasHcscNetwork: account?.hasHcscNetwork ?? null,
    isVerified: account?.isVerified ?? null,
    federatedUserId,
  };
}
