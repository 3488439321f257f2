import { useEffect } from 'react';
import { useQuery } from '../queries/host-queries';
import { useNavigate } from '@member/router';
import { Modal } from '@member/ui/overlays';
import { DEFAULT_LOCALE, isLocale } from '@member/shared-contracts/i18n';
import { chooseInfoPage, infoPageEntriesQuery } from '@member/shared-contracts/content';
import type { InfoPageModalRequest } from '@member/shared-contracts/modals';
import { useShellServices } from '../platform/shell-services';
import { useOwnStrings } from '../i18n/use-own-strings';
import { MarkdownContent } from '../content/info-pages/markdown-content';
import { useInfoAudience } from '../content/info-pages/use-info-audience';
import strings from './locales/en-US.json';

/**
 * A content info page as a modal over any page (`?modal={context}`, features §2; shared-contracts
 * `infoPageModalRequest`): the variant the member's product features choose, as on its own route,
 * Markdown rendered the same way. Like every query modal it never takes the page down: a context content
 * does not have, or content that fails (asked with low criticality), shows nothing and leaves the page
 * as it is. Escape, the close button and a press outside continue to `continueTo` (same-origin only).
 * Its own chunk with the info pages (Markdown); loaded only when the address asks for one.
 */
export default function InfoPageModal({ request }: { request: InfoPageModalRequest }) {
  const { t, i18n } = useOwnStrings('modals', strings);
  const { content, logger } = useShellServices();
  const navigate = useNavigate();
  const { pending, audience } = useInfoAudience();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const entries = useQuery({ ...infoPageEntriesQuery(content, { context: request.context, locale, criticality: 'low' }), enabled: !pending });

  const settled = !pending && !entries.isPending;
  const page = settled && !entries.isError ? chooseInfoPage(entries.data, audience) : null;
  const missing = settled && !page;
  useEffect(() => {
    if (missing) logger.warn('info page modal not shown', { reason: entries.isError ? 'contentFailed' : 'noPage' });
  }, [missing, entries.isError, logger]);

  if (!page) return null;
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && navigate(request.continueTo, { replace: true })} heading={page.fields.title} closeLabel={t('modals.infoPage.close')} size="medium">
      <MarkdownContent source={page.fields.content} />
    </Modal>
  );
}
