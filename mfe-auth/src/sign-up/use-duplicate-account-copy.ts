import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@member/i18n';
import { useRemoteProps } from '@member/remote-runtime';
import { APPLICATION_STRING_TYPES, applicationStringClientOrgIds, mergeApplicationStrings, type ApplicationStringFields } from '@member/shared-contracts';

/** The content package and ids of the duplicate-account copy (access §8 "content key onboarding.heading.duplicateAccount"). */
export const DUPLICATE_ACCOUNT_PACKAGE = 'onboarding';
export const DUPLICATE_ACCOUNT_HEADING_ID = 'heading.duplicateAccount';
export const DUPLICATE_ACCOUNT_BODY_ID = 'body.duplicateAccount';

/**
 * The duplicate-account heading and body: the content service's application strings of the `onboarding`
 * package (default organisation: nobody is signed in yet), loaded only when the copy shows; this remote's
 * own translation while they load or when content fails (low criticality).
 */
export function useDuplicateAccountCopy(enabled: boolean): { heading: string; body: string } {
  const { t } = useTranslation('mfe_auth');
  const { content, locale } = useRemoteProps();
  const strings = useQuery({
    queryKey: ['mfe_auth', 'applicationStrings', DUPLICATE_ACCOUNT_PACKAGE, locale],
    queryFn: async () => {
      const fields = { package: [DUPLICATE_ACCOUNT_PACKAGE], clientOrgId: applicationStringClientOrgIds(null) };
      const byType = await Promise.all(
        APPLICATION_STRING_TYPES.map((contentType) => content.getEntries<ApplicationStringFields>({ contentType, locale, fields, criticality: 'low' })),
      );
      return mergeApplicationStrings(byType.flat(), null, [DUPLICATE_ACCOUNT_PACKAGE])[DUPLICATE_ACCOUNT_PACKAGE] ?? {};
    },
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  return {
    heading: strings.data?.[DUPLICATE_ACCOUNT_HEADING_ID] ?? t('signUpSteps.duplicate.heading'),
    body: strings.data?.[DUPLICATE_ACCOUNT_BODY_ID] ?? t('signUpSteps.duplicate.body'),
  };
}
