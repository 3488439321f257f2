import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { ScaledImage } from '@member/ui/scaled-image';
import { useParams } from '@member/router';
import { useTranslation } from '@member/i18n';
import { Banner, Button, FallbackState, LinkButton, LoadingState, VisuallyHidden } from '@member/ui';
import { chatReadError, type ThreadMessage } from '@member/shared-contracts/messaging';
import { ExternalLink, MemberPage, usePageTitle, useRemoteProps } from '@member/remote-runtime';
import { useAgents } from '../common/agents.resource';
import { Composer } from '../common/composer';
import { ConciergeOfflineMessage } from '../common/concierge-offline-message';
import { NpsSurveyOffer } from './nps-survey';
import { formatMessageTime } from '../common/message-time';
import { messagesStore, resetMessagesState, useMessagesState, type OptimisticMessage } from '../common/messages.store';
import { classNames } from '../common/class-names';
import { useNewConversationPath } from '../common/use-new-conversation-path';
import { useAskForPerson, useMarkThreadRead, useThread } from './thread.resource';
import { useSendMessage } from './use-send-message';
import { takeSentOnArrival, useAnnounceSent } from '../common/sent-announcement';
import styles from './thread.module.css';

/** `.avatar` in thread.module.css: 1.75rem. */
const AVATAR_WIDTH_PX = 28;

const NEAR_BOTTOM_PX = 48;
const EMPTY: OptimisticMessage[] = [];
const NO_HISTORY: ThreadMessage[] = [];

function MessageItem({ message, agentName, photoUrl }: { message: ThreadMessage; agentName: string; photoUrl: string | null }) {
  const { t } = useTranslation('mfe_messages');
  const { locale } = useRemoteProps();
  return (
    <li className={classNames(styles.message, !message.isFromAgent && styles.mine)}>
      <p className={styles.from}>
        {message.isFromAgent && photoUrl && <ScaledImage className={styles.avatar} src={photoUrl} alt="" width={AVATAR_WIDTH_PX} />}
        <span>{message.isFromAgent ? (message.isChatbot ? t('thread.chatbotName', { name: agentName }) : agentName) : t('thread.you')}</span>
        <time className={styles.time} dateTime={message.timestamp}>
          {formatMessageTime(message.timestamp, locale)}
        </time>
      </p>
      <p className={styles.body}>{message.body}</p>
      {message.attachments.length > 0 && (
        <ul className={styles.files} aria-label={t('thread.attachments')}>
          {message.attachments.map((file) => (
            <li key={`${file.name}-${file.url ?? ''}`}>
              {file.url ? (
                <ExternalLink href={file.url}>{t('thread.openAttachment', { name: file.name, type: file.type })}</ExternalLink>
              ) : (
                t('thread.attachment', { name: file.name, type: file.type })
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function PendingItem({ message, failed, onRetry, onRemove }: { message: OptimisticMessage; failed: boolean; onRetry: () => void; onRemove: () => void }) {
  const { t } = useTranslation('mfe_messages');
  return (
    <li className={classNames(styles.message, styles.mine, failed && styles.failed)} data-optimistic-id={message.id}>
      <p className={styles.from}>{t('thread.you')}</p>
      <p className={styles.body}>{message.body}</p>
      {message.attachments.length > 0 && (
        <ul className={styles.files} aria-label={t('thread.attachments')}>
          {message.attachments.map((file) => (
            <li key={file.token}>{t('thread.attachment', { name: file.name, type: file.type })}</li>
          ))}
        </ul>
      )}
      {failed ? (
        <div className={styles.row}>
          <p className={classNames(styles.state, styles.errorState)} role="alert">
            {t('thread.notSent')}
          </p>
          <Button variant="secondary" onPress={onRetry}>
            {t('thread.retry')}
          </Button>
          <Button variant="link" onPress={onRemove}>
            {t('thread.remove')}
          </Button>
        </div>
      ) : (
        <p className={styles.state}>{t('thread.sending')}</p>
      )}
    </li>
  );
}

/** `/messages/{threadId}`: the history, read state, sending, the chatbot hand-off and a closed thread's end. */
export function ThreadScreen() {
  const { t } = useTranslation('mfe_messages');
  const { threadId = '' } = useParams();
  const { flags } = useRemoteProps();
  const chat = useThread(threadId, flags.chatbotUX === true);
  const agents = useAgents();
  const markRead = useMarkThreadRead();
  const handOff = useAskForPerson(threadId);
  const sender = useSendMessage(threadId);
  const newPath = useNewConversationPath();
  const pending = useMessagesState((state) => state.optimisticMessages[threadId] ?? EMPTY);
  const failedIds = useMessagesState((state) => state.failedMessageIds);
  const autoScroll = useMessagesState((state) => state.isAutomaticScrollingEnabled);
  const historyRef = useRef<HTMLDivElement>(null);
  const seenAgentMessages = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const announceSent = useAnnounceSent();

  const thread = chat.data;
  const data = thread?.chat;
  const history = thread?.threadHistory ?? NO_HISTORY;
  const agentProfile = data?.agent ? agents.get(data.agent) : undefined;
  const nameOf = (message: ThreadMessage) => (message.agentId ? agents.get(message.agentId)?.name : undefined) ?? agentProfile?.name ?? t('threadList.conciergeTeam');
  const closed = thread?.isClosed ?? false;
  // Each conversation its own title (WCAG 2.4.2); the host keeps titles out of analytics.
  usePageTitle(data ? t('thread.pageTitle', { subject: data.subject }) : null);

  useEffect(() => () => messagesStore.setState((state) => resetMessagesState(state)), [threadId]);

  // The first message of a conversation just started here: said once its thread is on screen.
  const hasThread = data !== undefined;
  const announceArrival = useEffectEvent((fileCount: number) => announceSent(fileCount));
  useEffect(() => {
    if (!hasThread) return;
    const fileCount = takeSentOnArrival(threadId);
    if (fileCount !== null) announceArrival(fileCount);
  }, [hasThread, threadId]);

  // Read state: opening the thread (and every agent message that arrives while it is open, which moves
  // updatedAt) marks it read.
  useEffect(() => {
    if (data?.hasUnreadMessages) void markRead(threadId).catch(() => undefined);
  }, [data?.hasUnreadMessages, data?.updatedAt, threadId, markRead]);

  // New agent messages are announced politely (not those already there when the thread opened). Runs when
  // the thread changes; the names and the language are read when a message is announced.
  const announce = useEffectEvent((message: ThreadMessage) => setAnnouncement(t('thread.newMessage', { name: nameOf(message), body: message.body })));
  useEffect(() => {
    if (!thread) return;
    const agentMessages = thread.threadHistory.filter((message) => message.isFromAgent);
    if (seenAgentMessages.current === null) {
      seenAgentMessages.current = new Set(agentMessages.map((message) => message.id));
      return;
    }
    const fresh = agentMessages.filter((message) => !seenAgentMessages.current?.has(message.id));
    for (const message of fresh) seenAgentMessages.current.add(message.id);
    const last = fresh.at(-1);
    if (last) announce(last);
  }, [thread]);

  // Automatic scrolling: to the newest message, unless the member has scrolled up to read.
  useLayoutEffect(() => {
    const element = historyRef.current;
    if (element && autoScroll) element.scrollTop = element.scrollHeight;
  }, [history.length, pending.length, autoScroll]);

  const onScroll = () => {
    const element = historyRef.current;
    if (!element) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
    if (atBottom !== messagesStore.getState().isAutomaticScrollingEnabled) messagesStore.setState({ isAutomaticScrollingEnabled: atBottom });
  };

  if (chat.isPending) {
    return (
      <MemberPage heading={t('thread.loadingHeading')}>
        <LoadingState label={t('thread.loading')} />
      </MemberPage>
    );
  }
  if (chat.isError && !data) {
    const error = chatReadError(chat.error);
    if (error.kind === 'notFound') {
      return (
        <MemberPage heading={t('thread.goneHeading')}>
          <p>{t('thread.goneBody')}</p>
          <div className={styles.row}>
            <LinkButton href="/messages">{t('thread.backToMessages')}</LinkButton>
            <LinkButton href={newPath} variant="secondary">
              {t('threadList.newConversation')}
            </LinkButton>
          </div>
        </MemberPage>
      );
    }
    return (
      <MemberPage heading={t('thread.loadingHeading')}>
        <FallbackState heading={t('thread.error')} retryLabel={t('retry')} onRetry={() => void chat.refetch()} />
      </MemberPage>
    );
  }
  if (!data) return null;

  return (
    <MemberPage heading={data.subject}>
      <p className={styles.state}>{t('threadList.status', { status: t(`status.${data.status.toLowerCase()}`, { defaultValue: data.status.toLowerCase() }) })}</p>
      <VisuallyHidden>
        <div aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </VisuallyHidden>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <div ref={historyRef} className={styles.history} onScroll={onScroll} tabIndex={0} role="region" aria-label={t('thread.historyLabel')}>
        <ol className={styles.messages}>
          {history.map((message) => (
            <MessageItem key={message.id} message={message} agentName={nameOf(message)} photoUrl={message.isFromAgent ? ((message.agentId && agents.get(message.agentId)?.photoUrl) ?? null) : null} />
          ))}
          {pending.map((message) => (
            <PendingItem
              key={message.id}
              message={message}
              failed={failedIds.includes(message.id)}
              onRetry={() => sender.retry(message)}
              onRemove={() => sender.remove(message.id)}
            />
          ))}
        </ol>
      </div>
      {closed ? (
        <div className={styles.notice}>
          <Banner tone="info" heading={t('thread.closedHeading')} body={t('thread.closedBody')} />
          <div className={styles.row}>
            <LinkButton href={newPath}>{t('threadList.newConversation')}</LinkButton>
          </div>
          <NpsSurveyOffer />
        </div>
      ) : (
        <>
          <ConciergeOfflineMessage />
          {data.isChatbot && (
            <div className={styles.row}>
              <p>{t('thread.chatbotNotice')}</p>
              <Button
                variant="secondary"
                // Not `isPending`: the button leaves as soon as the hand-off lands, and a pending button's live
                // announcement would outlive it (axe role-img-alt); a second press while it runs is ignored.
                onPress={() => {
                  if (!handOff.isPending) handOff.mutate();
                }}
              >
                {t('thread.askForPerson')}
              </Button>
            </div>
          )}
          <Composer
            draftKey={threadId}
            label={t('composer.label')}
            sendLabel={t('composer.send')}
            onSend={(body, files) => {
              sender.send(
                body,
                files.map((file) => ({ name: file.name, type: file.type, token: file.token })),
              );
              return true;
            }}
          />
        </>
      )}
    </MemberPage>
  );
}
