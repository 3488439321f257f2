import { useParams } from '@member/router';
import { useTranslation } from '@member/i18n';
import { FallbackState, LoadingState, TextLink } from '@member/ui';
import { MemberPage, NotFoundScreen } from '@member/remote-runtime';
import { isNotFoundForMember } from '@member/shared-contracts/http';
import { isNotificationRuleId, notificationRuleTargetPath } from '@member/shared-contracts/notifications';
import { useRouteStrings } from '../common/route-strings';
import { useNotificationRule } from './notifications.resource';

/**
 * `/notifications/{ruleId}` (features §2, the target of notifications): what the notification rule says and a link to where it
 * leads. A malformed id, an unknown rule or another member's rule (404 / 403) → the app's 404 page; any
 * other failure → an error state with Try again (never a blank page). A rule leading nowhere of ours
 * offers the way home instead.
 */
export function NotificationScreen() {
  useRouteStrings();
  const { t } = useTranslation('mfe_home_onboarding');
  const ruleId = useParams().ruleId ?? '';
  const rule = useNotificationRule(ruleId);

  if (!isNotificationRuleId(ruleId)) return <NotFoundScreen />;
  if (rule.isError) {
    if (isNotFoundForMember(rule.error)) return <NotFoundScreen />;
    return (
      <MemberPage heading={t('notifications.heading')}>
        <FallbackState heading={t('notifications.error.heading')} body={t('notifications.error.body')} retryLabel={t('notifications.error.retry')} onRetry={() => void rule.refetch()} isRetrying={rule.isFetching} />
      </MemberPage>
    );
  }
  if (rule.isPending) return <LoadingState label={t('notifications.loading')} />;

  const target = notificationRuleTargetPath(rule.data, window.location.origin);
  return (
    <MemberPage heading={rule.data.title}>
      <p>{rule.data.body}</p>
      <p>
        {target ? (
          <TextLink href={target} appearance="standalone">
            {rule.data.actionLabel}
          </TextLink>
        ) : (
          <TextLink href="/home" appearance="standalone">
            {t('common:notFound.goHome')}
          </TextLink>
        )}
      </p>
    </MemberPage>
  );
}
