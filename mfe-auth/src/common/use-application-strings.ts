import { useRemoteProps } from '@member/remote-runtime';
import { useContentOnce } from './use-content-once';
import { APPLICATION_STRING_TYPES, applicationStringClientOrgIds, mergeApplicationStrings, type ApplicationStringFields } from '@member/shared-contracts/content';

/**
 * One package of the content service's application strings (member-features §7: the default ones plus
 * the organisation's, when a member is known), loaded only when `enabled`, low criticality: until they
 * arrive, or when content fails, the caller shows this remote's own translation. Answers id → text.
 */
export function useApplicationStrings(contentPackage: string, { enabled, clientOrgId = null }: { enabled: boolean; clientOrgId?: number | null }): Record<string, string> {
  const { content, locale } = useRemoteProps();
  const strings = useContentOnce(
    content,
    `applicationStrings:${contentPackage}:${clientOrgId ?? ''}:${locale}`,
    async () => {
      const fields = { package: [contentPackage], clientOrgId: applicationStringClientOrgIds(clientOrgId) };
      const byType = await Promise.all(
        APPLICATION_STRING_TYPES.map((contentType) => content.getEntries<ApplicationStringFields>({ contentType, locale, fields, criticality: 'low' })),
      );
      return mergeApplicationStrings(byType.flat(), clientOrgId, [contentPackage])[contentPackage] ?? {};
    },
    enabled,
  );
  return strings.data ?? {};
}
