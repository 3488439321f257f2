/**
 * Notification rules (member-features §2, §4): the rule a push notification points at, its fetcher and query
 * keys, the path a notification opens, and whether a population-health link is still valid.
 */
export {
  type NotificationRule, isNotificationRuleId, notificationApiPaths, notificationQueryKeys, fetchNotificationRule,
  notificationRuleTargetPath, notificationRuleStatus,
} from './notification-rules';
