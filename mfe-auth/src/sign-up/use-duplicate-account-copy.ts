import { useTranslation } from '@member/i18n';
import { useApplicationStrings } from '../common/use-application-strings';

/** The content package and ids of the duplicate-account copy (access §8 "content key onboarding.heading.duplicateAccount"). */
const DUPLICATE_ACCOUNT_PACKAGE = 'onboarding';
const DUPLICATE_ACCOUNT_HEADING_ID = 'heading.duplicateAccount';
const DUPLICATE_ACCOUNT_BODY_ID = 'body.duplicateAccount';

/**
 * The duplicate-account heading and body: the content service's application strings of the `onboarding`
 * package (default organisation: nobody is signed in yet), loaded only when the copy shows; this remote's
 * own translation while they load or when content fails (low criticality).
 */
export function useDuplicateAccountCopy(enabled: boolean): { heading: string; body: string } {
  const { t } = useTranslation('mfe_auth');
  const strings = useApplicationStrings(DUPLICATE_ACCOUNT_PACKAGE, { enabled });
  return {
    heading: strings[DUPLICATE_ACCOUNT_HEADING_ID] ?? t('signUpSteps.duplicate.heading'),
    body: strings[DUPLICATE_ACCOUNT_BODY_ID] ?? t('signUpSteps.duplicate.body'),
  };
}
