import { useParams } from '@member/router';
import { useTranslation } from '@member/i18n';
import { FallbackState, LinkButton, LoadingState, TextLink } from '@member/ui';
import { MemberPage, NotFoundScreen } from '@member/remote-runtime';
import { isNotFoundForMember } from '@member/shared-contracts/http';
import { isNotificationRuleId, notificationRuleTargetPath } from '@member/shared-contracts/notifications';
import { useRouteStrings } from '../common/route-strings';
import { useNotificationRule } from './notifications.resource';

/**
 * `/notifications/{ruleId}` (features §2, the target of notifications): what the notification rule says and a link to where it
 * leads. A malformed id, an unknown rule or another member's rule (404 / 403) → the app's 404 page; any
 * other failure → an error state with Try again (never a blank page). A rule leading nowhere of ours
 * offers the way home instead; an expired or completed population-health link says so and leads home.
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

  // A population-health link that no longer leads anywhere: the link-expired or already-completed prompt
  // (access §2.7), never the stale offer (decision 044).
  if (rule.data.status !== 'active') {
    return (
      <MemberPage heading={t(`notifications.${rule.data.status}.heading`)}>
        <p>{t(`notifications.${rule.data.status}.body`)}</p>
        <LinkButton href="/home">{t('common:notFound.goHome')}</LinkButton>
      </MemberPage>
    );
  }

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
