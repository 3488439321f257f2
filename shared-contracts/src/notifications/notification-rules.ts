import type { HttpClient } from '../http/http-client';
import type { Locale } from '../i18n/locale';
import { mapDeepLinkToPath } from '../native/deep-link';

/**
 * `/notifications/{ruleId}` (features §2, "target of notifications; needs no feature"): the notification
 * rule a push notification or an in-app message points at — what it says and where it leads. The spec
 * names the route but not the call or the rule's fields; decisions:
 * - `GET /notification-rules/{ruleId}?account_id&locale` answers the rule in the member's language (the
 *   notification service holds the copy in both, as a push provider does);
 * - a rule belongs to one account: another account's rule is 403, an unknown rule 404 (the app shows its
 *   404 page for both, so a rule id reveals nothing);
 * - `redirectUrl` is where it leads, read exactly as a tapped notification's redirect url (features §4:
 *   an in-app path, a custom-scheme or web-host link, `mapDeepLinkToPath`); one that is not ours leads nowhere.
 */
export interface NotificationRule {
  id: string;
  /**
   * A population-health link (access §2.7) is `expired` once its campaign has ended and `completed` once
   * the member did what it asks (completed wins); the app then shows the link-expired or the
   * already-completed prompt instead of the rule. Every other rule is `active`.
   */
  status: NotificationRuleStatus;
  title: string;
  body: string;
  /** The words of the link to the target. */
  actionLabel: string;
  redirectUrl: string | null;
}

type NotificationRuleStatus = 'active' | 'expired' | 'completed';

/** What a rule's dates make of it at `now`: completed first, then expired, else active. */
export function notificationRuleStatus(rule: { expiresAt: Date | null; completedAt: Date | null }, now: Date): NotificationRuleStatus {
  if (rule.completedAt) return 'completed';
  if (rule.expiresAt && rule.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** A rule id: lowercase letters, digits and hyphens, 1–64 characters (anything else is no rule: 400 / the 404 page). */
const NOTIFICATION_RULE_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export function isNotificationRuleId(value: string): boolean {
  return NOTIFICATION_RULE_ID_PATTERN.test(value);
}

export const notificationApiPaths = {
  rule: (ruleId: string) => `/notification-rules/${encodeURIComponent(ruleId)}`,
} as const;

export const notificationQueryKeys = {
  rule: (accountId: string, ruleId: string, locale: Locale) => ['member-api', 'notification-rules', accountId, ruleId, locale] as const,
};

export function fetchNotificationRule(http: HttpClient, accountId: string, ruleId: string, locale: Locale, signal?: AbortSignal): Promise<NotificationRule> {
  return http.get<NotificationRule>(notificationApiPaths.rule(ruleId), { query: { account_id: accountId, locale }, ...(signal ? { signal } : {}) });
}

/** The in-app path the rule leads to, or null when it leads nowhere of ours. */
export function notificationRuleTargetPath(rule: Pick<NotificationRule, 'redirectUrl'>, webOrigin: string): string | null {
  return rule.redirectUrl ? mapDeepLinkToPath(rule.redirectUrl, webOrigin) : null;
}
