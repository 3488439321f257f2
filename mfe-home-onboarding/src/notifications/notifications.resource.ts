import { useQuery } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { fetchNotificationRule, isNotificationRuleId, notificationQueryKeys } from '@member/shared-contracts/notifications';
import { isHttpError, isNotFoundForMember } from '@member/shared-contracts/http';

/**
 * `GET /notification-rules/{ruleId}` in the member's language; not asked for an id that cannot be a rule.
 * A failure other than a missing rule is logged (its status only, never the rule's words).
 */
export function useNotificationRule(ruleId: string) {
  const { http, locale, logger } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({
    queryKey: notificationQueryKeys.rule(accountId, ruleId, locale),
    queryFn: async ({ signal }) => {
      try {
        return await fetchNotificationRule(http, accountId, ruleId, locale, signal);
      } catch (error) {
        if (!isNotFoundForMember(error)) logger.warn('notification rule failed', { error: error instanceof Error ? error.name : 'unknown', ...(isHttpError(error) ? { status: error.status } : {}) });
        throw error;
      }
    },
    enabled: accountId !== '' && isNotificationRuleId(ruleId),
    retry: false,
  });
}
