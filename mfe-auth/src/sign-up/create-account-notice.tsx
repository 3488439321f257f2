import { useTranslation } from '@member/i18n';
import { FocusedErrorBanner } from '../common/focused-error-banner';
import type { CreateAccountProblem } from './sign-up.resource';
import { useDuplicateAccountCopy } from './use-duplicate-account-copy';

const BODY: Record<Exclude<CreateAccountProblem, 'duplicate'>, string> = {
  coverageNotFound: 'signUpSteps.create.coverageNotFound',
  notVerified: 'signUpSteps.create.notVerified',
  password: 'signUpSteps.create.password',
  unknown: 'errors.generic.body',
};

/**
 * Why the account could not be created (access §8 "Sign-up: duplicate shows heading and body saying the
 * account already exists ...; other failures show the generic error heading and message"). Decision:
 * "nobody on the plan matches" gets its own body (what to check, whom to call) under the generic heading.
 */
export function CreateAccountNotice({ problem, attempt }: { problem: CreateAccountProblem; attempt: number }) {
  const { t } = useTranslation('mfe_auth');
  const duplicate = useDuplicateAccountCopy(problem === 'duplicate');
  if (problem === 'duplicate') return <FocusedErrorBanner heading={duplicate.heading} body={duplicate.body} focusKey={attempt} />;
  return <FocusedErrorBanner heading={t('errors.generic.heading')} body={t(BODY[problem])} focusKey={attempt} />;
}
