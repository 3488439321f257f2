/**
 * Notification rules (member-features §2, §4): the rule a push notification points at, its fetcher and query
 * keys, and the path a notification opens.
 */
export {
  type NotificationRule, isNotificationRuleId, notificationApiPaths, notificationQueryKeys, fetchNotificationRule,
  notificationRuleTargetPath,
} from './notification-rules';
