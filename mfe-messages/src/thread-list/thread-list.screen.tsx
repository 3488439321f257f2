import { Link } from '@member/router';
import { ScaledImage } from '@member/ui/scaled-image';
import { useTranslation } from '@member/i18n';
import { LinkButton, LoadingState, FallbackState } from '@member/ui';
import { toThreadSummary, type ThreadSummary } from '@member/shared-contracts/messaging';
import { ConciergePhoneLink, MemberPage, useRemoteProps } from '@member/remote-runtime';
import { useAgents } from '../common/agents.resource';
import { ConciergeOfflineMessage } from '../common/concierge-offline-message';
import { formatListTime } from '../common/message-time';
import { classNames } from '../common/class-names';
import { useNewConversationPath } from '../common/use-new-conversation-path';
import { useConciergeTickets } from './thread-list.resource';
import styles from '../common/messages.module.css';

/** `.avatar` in messages.module.css: 2.5rem. */
const AVATAR_WIDTH_PX = 40;

function ThreadRow({ summary }: { summary: ThreadSummary }) {
  const { t } = useTranslation('mfe_messages');
  const { locale } = useRemoteProps();
  const agent = summary.agent;
  return (
    <li className={classNames(styles.thread, summary.isUnread && styles.unread)}>
      <Link to={`/messages/${encodeURIComponent(summary.threadId)}`} className={styles.threadLink}>
        {agent?.photoUrl ? <ScaledImage className={styles.avatar} src={agent.photoUrl} alt="" width={AVATAR_WIDTH_PX} /> : <span className={styles.avatar} aria-hidden="true" />}
        <span>
          <span className={styles.subject}>
            {summary.subject}
            {summary.isUnread && <span className={classNames(styles.badge, styles.unreadBadge)}>{t('threadList.unread')}</span>}
          </span>
          <span className={styles.meta}>
            {agent ? agent.name : t('threadList.noAgentYet')}
            {agent?.isChatbot && <span className={styles.badge}>{t('threadList.chatbot')}</span>}
            {' · '}
            {t('threadList.status', { status: t(`status.${summary.status}`, { defaultValue: summary.status }) })}
          </span>
        </span>
        <span className={styles.side}>
          <time dateTime={summary.lastMessageTimestamp}>{formatListTime(summary.lastMessageTimestamp, locale)}</time>
        </span>
      </Link>
    </li>
  );
}

/** `/messages` (CONCIERGE tab root): the account's threads, newest first, closed ones set apart. */
export function ThreadListScreen() {
  const { t } = useTranslation('mfe_messages');
  const tickets = useConciergeTickets();
  const agents = useAgents();
  const newPath = useNewConversationPath();
  const summaries = (tickets.data?.items ?? [])
    .map((ticket) => toThreadSummary(ticket, agents, t('threadList.conciergeTeam')))
    .sort((a, b) => b.lastMessageTimestamp.localeCompare(a.lastMessageTimestamp));
  const open = summaries.filter((summary) => summary.status !== 'closed');
  const closed = summaries.filter((summary) => summary.status === 'closed');

  return (
    <MemberPage heading={t('threadList.heading')} hideBackButton>
      <div className={styles.actions}>
        <LinkButton href={newPath}>{t('threadList.newConversation')}</LinkButton>
        <span className={styles.phone}>
          {t('threadList.callUs')} <ConciergePhoneLink />
        </span>
      </div>
      <ConciergeOfflineMessage />
      {tickets.isPending ? (
        <LoadingState label={t('threadList.loading')} />
      ) : tickets.isError && !tickets.data ? (
        <FallbackState heading={t('threadList.error')} retryLabel={t('retry')} onRetry={() => void tickets.refetch()} headingLevel={2} />
      ) : summaries.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.sectionHeading}>{t('threadList.emptyHeading')}</h2>
          <p>{t('threadList.emptyBody')}</p>
        </div>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="threads-open">
            <h2 id="threads-open" className={styles.sectionHeading}>
              {t('threadList.openHeading', { count: open.length })}
            </h2>
            {open.length > 0 ? (
              <ul className={styles.threads}>
                {open.map((summary) => (
                  <ThreadRow key={summary.threadId} summary={summary} />
                ))}
              </ul>
            ) : (
              <p>{t('threadList.noOpen')}</p>
            )}
          </section>
          {closed.length > 0 && (
            <section className={styles.section} aria-labelledby="threads-closed">
              <h2 id="threads-closed" className={styles.sectionHeading}>
                {t('threadList.closedHeading')}
              </h2>
              <ul className={styles.threads}>
                {closed.map((summary) => (
                  <ThreadRow key={summary.threadId} summary={summary} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </MemberPage>
  );
}
