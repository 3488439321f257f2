import { useTranslation } from '@member/i18n';
import { useLocation } from '@member/router';
import { TextLink } from '@member/ui';
import type { UsernameLookupReason } from '@member/shared-contracts/sign-in';
import { FocusedErrorBanner } from '../common/focused-error-banner';
import { rootPathWithState } from '../common/sign-in-state-path';
import { RECOVER_PASSWORD_PATH } from '../common/recovery-paths';
import { useDuplicateAccountCopy } from './use-duplicate-account-copy';

export type EmailCheckProblem = Exclude<UsernameLookupReason, 'notFound'>;

/**
 * What the start screen says when the existing-email check does not let the member on (access §8 "Sign-up:
 * duplicate shows heading and body saying the account already exists ...; other failures show the
 * generic error heading and message"). Decision: invalid data and rate limit get their own body under
 * the generic heading, so the member knows what to do.
 */
export function SignUpEmailNotice({ problem, attempt }: { problem: EmailCheckProblem; attempt: number }) {
  const { t } = useTranslation('mfe_auth');
  const { search } = useLocation();
  const duplicate = useDuplicateAccountCopy(problem === 'duplicate');
  if (problem === 'duplicate') {
    return (
      <>
        <FocusedErrorBanner heading={duplicate.heading} body={duplicate.body} focusKey={attempt} />
        <p>
          <TextLink href={rootPathWithState(search, 'sign-in')}>{t('signUpSteps.duplicate.signIn')}</TextLink>{' '}
          <TextLink href={RECOVER_PASSWORD_PATH}>{t('signUpSteps.duplicate.recoverPassword')}</TextLink>
        </p>
      </>
    );
  }
  const body = problem === 'invalidData' ? t('signUpSteps.emailCheck.invalidData') : problem === 'rateLimit' ? t('signUpSteps.emailCheck.rateLimit') : t('errors.generic.body');
  return <FocusedErrorBanner heading={t('errors.generic.heading')} body={body} focusKey={attempt} />;
}
