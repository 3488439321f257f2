import { useTranslation } from '@member/i18n';
import { LoadingState, PageTemplate } from '@member/ui';
import { NotFoundScreen } from '@member/remote-runtime';
import { chooseInfoPage } from '@member/shared-contracts/content';
import { useGlobalErrorWhile } from '../use-global-error-while';
import { MarkdownContent } from './markdown-content';
import { useInfoAudience } from './use-info-audience';
import { useInfoPageEntries } from './info-pages.resource';

/**
 * One informational page (access §2.1): the infoPage of `context` in the variant the member's product
 * features choose, else the default (member-features §6). No entry for the context → the 404 page.
 */
export function InfoPageScreen({ context }: { context: string }) {
  const { t } = useTranslation('shell');
  const { pending, audience } = useInfoAudience();
  const entries = useInfoPageEntries(context, !pending);
  useGlobalErrorWhile(entries.isError);

  if (entries.isError) return null; // the global error page shows instead
  if (pending || entries.isPending) return <LoadingState label={t('content.infoPage.loading')} />;
  const page = chooseInfoPage(entries.data, audience);
  if (!page) return <NotFoundScreen />;
  return (
    <PageTemplate heading={page.fields.title} focusHeadingOnMount>
      <MarkdownContent source={page.fields.content} />
    </PageTemplate>
  );
}
