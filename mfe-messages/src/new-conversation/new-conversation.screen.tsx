import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from '@member/router';
import { useTranslation } from '@member/i18n';
import { Banner } from '@member/ui';
import { CHAT_ORIGIN_MARKER, chatCreateError, newThreadTags, SUBJECT_MAX_LENGTH, type ChatError } from '@member/shared-contracts/messaging';
import { MemberPage, NotFoundScreen, useRemoteProps } from '@member/remote-runtime';
import { Composer } from '../common/composer';
import { ConciergeOfflineMessage } from '../common/concierge-offline-message';
import { draftsStore, useDraft } from '../common/messages.store';
import listStyles from '../common/messages.module.css';
import composerStyles from '../common/composer.module.css';
import { findCategory, isSubcategoryOf, SUPPORT_CATEGORIES } from './support-categories';
import { useCreateChat } from './new-conversation.resource';
import { announceSentOnArrival } from '../common/sent-announcement';

/** The category picker (`/get-support`) and the subcategory picker (`/get-support/{category}`), with `messageRoutingUX`. */
function CategoryPicker({ categoryId }: { categoryId?: string }) {
  const { t } = useTranslation('mfe_messages');
  const category = findCategory(categoryId);
  const items = category
    ? category.subcategories.map((id) => ({ id, href: `/get-support/${category.id}/${id}`, label: t(`subcategories.${id}`) }))
    : SUPPORT_CATEGORIES.map((item) => ({ id: item.id, href: item.subcategories.length ? `/get-support/${item.id}` : `/get-support/${item.id}/general`, label: t(`categories.${item.id}`) }));
  return (
    <MemberPage heading={category ? t(`categories.${category.id}`) : t('newConversation.pickHeading')}>
      <p>{category ? t('newConversation.pickSubcategory') : t('newConversation.pickCategory')}</p>
      <ul className={listStyles.threads}>
        {items.map((item) => (
          <li key={item.id} className={listStyles.thread}>
            <Link to={item.href} className={listStyles.threadLink}>
              <span aria-hidden="true" />
              <span className={listStyles.subject}>{item.label}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
        {category && (
          <li className={listStyles.thread}>
            <Link to={`/get-support/${category.id}/general`} className={listStyles.threadLink}>
              <span aria-hidden="true" />
              <span className={listStyles.subject}>{t('newConversation.otherInCategory')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </MemberPage>
  );
}

/**
 * The new-conversation form (`/messages/new`, `/get-support…`): subject and message, attachments;
 * `POST /chats` with the category tags (plus `spanish` for es-US), `customFields.originatedFrom` and
 * `useChatbot` from `chatbotUX`. 201 opens the thread, which says "Message sent"; 422 shows the invalid-tag error with the server's
 * message; what was typed stays.
 */
function NewConversationForm({ categoryId, subcategoryId }: { categoryId?: string; subcategoryId?: string }) {
  const { t } = useTranslation('mfe_messages');
  const { locale, flags } = useRemoteProps();
  const { mutateAsync: createChat } = useCreateChat();
  const navigate = useNavigate();
  const subjectKey = `new-subject:${categoryId ?? ''}:${subcategoryId ?? ''}`;
  const defaultSubject = subcategoryId && subcategoryId !== 'general' ? t(`subcategories.${subcategoryId}`) : categoryId ? t(`categories.${categoryId}`) : '';
  const [subjectDraft, setSubject] = useDraft(subjectKey);
  const subject = subjectDraft === '' && !draftsStore.getState()[`${subjectKey}:touched`] ? defaultSubject : subjectDraft;
  const [error, setError] = useState<ChatError | null>(null);
  const [subjectError, setSubjectError] = useState(false);
  const [sending, setSending] = useState(false);
  const subjectId = useId();
  const subjectErrorId = useId();

  async function send(body: string, attachments: { token: string }[]): Promise<boolean> {
    if (subject.trim() === '') {
      setSubjectError(true);
      return false;
    }
    setSubjectError(false);
    setError(null);
    setSending(true);
    try {
      const categoryTags = [categoryId, subcategoryId !== 'general' ? subcategoryId : undefined].filter((tag): tag is string => !!tag);
      const chat = await createChat({
        content: body,
        subject: subject.trim(),
        attachments: attachments.map((file) => file.token),
        tags: newThreadTags(categoryTags, locale),
        customFields: { originatedFrom: CHAT_ORIGIN_MARKER },
        useChatbot: flags.chatbotUX === true,
      });
      draftsStore.setState({ [subjectKey]: '', [`${subjectKey}:touched`]: '' });
      announceSentOnArrival(chat.id, attachments.length);
      void navigate(`/messages/${encodeURIComponent(chat.id)}`);
      return true;
    } catch (caught) {
      setError(chatCreateError(caught));
      return false;
    } finally {
      setSending(false);
    }
  }

  return (
    <MemberPage heading={t('newConversation.heading')}>
      <ConciergeOfflineMessage />
      {error && (
        <Banner
          tone="error"
          heading={error.kind === 'invalidTag' ? t('newConversation.invalidTag') : t('newConversation.failed')}
          body={error.kind === 'invalidTag' ? error.message : t('newConversation.failedBody')}
        />
      )}
      <Composer draftKey={`new:${categoryId ?? ''}:${subcategoryId ?? ''}`} label={t('composer.label')} sendLabel={t('newConversation.send')} onSend={send} isSending={sending}>
        <label htmlFor={subjectId} className={composerStyles.label}>
          {t('newConversation.subject')}
        </label>
        <input
          id={subjectId}
          className={composerStyles.textarea}
          value={subject}
          maxLength={SUBJECT_MAX_LENGTH}
          onChange={(event) => {
            draftsStore.setState({ [`${subjectKey}:touched`]: '1' });
            setSubject(event.target.value);
          }}
          aria-invalid={subjectError}
          aria-describedby={subjectError ? subjectErrorId : undefined}
        />
        {subjectError && (
          <p id={subjectErrorId} className={composerStyles.error} role="alert">
            {t('newConversation.subjectRequired')}
          </p>
        )}
      </Composer>
    </MemberPage>
  );
}

/** `/get-support`, `/get-support/{category}`, `/get-support/{category}/{subcategory}` and `/messages/new`. */
export function GetSupportScreen() {
  const { category, subcategory } = useParams();
  const { flags } = useRemoteProps();
  if (category && !findCategory(category)) return <NotFoundScreen />;
  if (subcategory && subcategory !== 'general' && !isSubcategoryOf(category, subcategory)) return <NotFoundScreen />;
  if (flags.messageRoutingUX && !subcategory) return <CategoryPicker {...(category ? { categoryId: category } : {})} />;
  return <NewConversationForm {...(category ? { categoryId: category } : {})} {...(subcategory ? { subcategoryId: subcategory } : {})} />;
}

export function NewMessageScreen() {
  return <NewConversationForm />;
}
