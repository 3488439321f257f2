import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { useLocation, useNavigate } from '@member/router';
import { useRemoteProps } from '@member/remote-runtime';
import { Button, Form, PageTemplate, TextLink } from '@member/ui';
import { SIGN_UP_STEP_PATHS, signUpEmailSchema, type SignUpEmailForm } from '@member/shared-contracts/sign-up';
import { FormTextField } from '../common/form-text-field';
import { SocialSignInButtons } from '../common/social-sign-in-buttons';
import { rootPathWithState } from '../common/sign-in-state-path';
import { signUpStore, useSignUpState } from './sign-up.store';
import { SignUpEmailNotice, type EmailCheckProblem } from './sign-up-email-notice';
import { useExistingEmailCheck } from './use-existing-email-check';
import { stepQuery } from './use-sign-up-navigation';

/**
 * The sign-up start screen (access §2.4), `/?state=sign-up`: a heading saying to sign up with email, one
 * required email field validated on touch (the shared schema) and Next to /sign-up/employer. The email
 * stays in memory (never in the URL). On Next, when the flag `preventDuplicateAccounts` is on (features §9,
 * default off), the existing-email check runs first (access §4): a free email goes on, anything else shows
 * its notice and keeps what was typed. With the flag off the email goes straight on (an email in use is
 * then refused when the account is created).
 */
export function SignUpEmailScreen() {
  const { t } = useTranslation('mfe_auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const { identity, flags } = useRemoteProps();
  const typedBefore = useSignUpState((state) => state.email);
  // An empty email starts from the single sign-on of this visit (a new member coming from Google or Apple).
  const email = typedBefore || (identity.pendingFederatedSignIn?.()?.email ?? '');
  const { control, handleSubmit, formState } = useForm<SignUpEmailForm>({
    mode: 'onTouched',
    resolver: zodResolver(signUpEmailSchema),
    defaultValues: { email },
  });

  // Keep what is typed, so coming back to this screen does not lose it.
  const typedEmail = useWatch({ control, name: 'email' });
  useEffect(() => signUpStore.getState().update({ email: typedEmail ?? '' }), [typedEmail]);

  const checkEmail = useExistingEmailCheck();
  const [problem, setProblem] = useState<{ kind: EmailCheckProblem; attempt: number } | null>(null);

  const submit = handleSubmit(async (values) => {
    signUpStore.getState().update({ email: values.email });
    const reason = flags.preventDuplicateAccounts ? await checkEmail(values.email) : 'notFound';
    if (reason === 'notFound') {
      navigate(`${SIGN_UP_STEP_PATHS.employer}${stepQuery(search)}`);
      return;
    }
    setProblem((previous) => ({ kind: reason, attempt: (previous?.attempt ?? 0) + 1 }));
  });

  return (
    <PageTemplate heading={t('signUp.heading')} width="narrow" focusHeadingOnMount>
      {problem && <SignUpEmailNotice problem={problem.kind} attempt={problem.attempt} />}
      <Form onSubmit={submit}>
        <FormTextField
          name="email"
          control={control}
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
          isRequired
          clearButtonLabel={t('signIn.clearEmail')}
        />
        <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('signUp.submitting')}>
          {t('signUp.next')}
        </Button>
      </Form>
      <SocialSignInButtons screen="signUp" />
      <p>
        {t('signUp.haveAccount')}{' '}
        <TextLink href={rootPathWithState(search, 'sign-in')}>{t('signUp.signIn')}</TextLink>
      </p>
    </PageTemplate>
  );
}
