import { useQuery } from '../../queries/host-queries';
import { useTranslation } from '@member/i18n';
import { DEFAULT_LOCALE, isLocale } from '@member/shared-contracts/i18n';
import { infoPageEntriesQuery } from '@member/shared-contracts/content';
import { useShellServices } from '../../platform/shell-services';

/**
 * The infoPage entries of one context (every variant; the page chooses), or of every context (the
 * sitemap), in the current language. High criticality (the default): a failure shows the global error page.
 */
export function useInfoPageEntries(context: string | null, enabled = true) {
  const { content } = useShellServices();
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return useQuery({ ...infoPageEntriesQuery(content, { context, locale }), enabled });
}
