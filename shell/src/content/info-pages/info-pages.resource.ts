import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@member/i18n';
import { CONTENT_CACHE_MS, CONTENT_TYPES, type InfoPageFields } from '@member/shared-contracts/content';
import { DEFAULT_LOCALE, isLocale } from '@member/shared-contracts/i18n';
import { useShellServices } from '../../platform/shell-services';

/**
 * The infoPage entries of one context (every variant; the page chooses), or of every context (the
 * sitemap), in the current language. The content port caches for 5 minutes; so does this query.
 */
export function useInfoPageEntries(context: string | null, enabled = true) {
  const { content } = useShellServices();
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return useQuery({
    queryKey: ['content', CONTENT_TYPES.infoPage, context ?? '*', locale],
    queryFn: () => content.getEntries<InfoPageFields>({ contentType: CONTENT_TYPES.infoPage, locale, ...(context ? { fields: { context } } : {}) }),
    staleTime: CONTENT_CACHE_MS,
    retry: false,
    enabled,
  });
}
