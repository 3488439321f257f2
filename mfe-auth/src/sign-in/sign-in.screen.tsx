import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { useLocation } from '@member/router';
import { PageTemplate, TextLink } from '@member/ui';
import { PasswordResetNotice } from './password-reset-notice';
import { rootPathWithState } from '../common/sign-in-state-path';
import { FocusedErrorBanner } from '../common/focused-error-banner';
import { signInFlowStore, useSignInFlowStore, type EmailSource } from '../common/sign-in-flow.store';
import { useSignInFlow } from './sign-in.resource';
import { readRememberedEmail } from './remembered-email';
import { SignInForm } from './sign-in-form';
import { useRemoteProps } from '@member/remote-runtime';
import { SocialSignInButtons } from '../common/social-sign-in-buttons';

interface SignInScreenProps {
  /** Move focus to the heading on mount (coming back from a later step without an error). */
  focusHeadingOnMount?: boolean;
}

/**
 * A pending single sign-on's email wins (locked, access §2.2); else the email this visit already used;
 * else the remembered one (which also checks the box). Its source is the attempt's `emailSource`.
 */
function initialFormState(lockedEmail: string | null) {
  const remembered = readRememberedEmail();
  const { email, rememberEmail } = signInFlowStore.getState();
  const prepopulated = lockedEmail || email;
  const emailSource: EmailSource = prepopulated ? 'prepopulated' : remembered ? 'remembered' : 'none';
  return { email: prepopulated || remembered || '', emailSource, rememberEmail: rememberEmail ?? remembered !== null };
}

/** Access §2.2, the sign-in screen of `/`. */
export function SignInScreen({ focusHeadingOnMount = false }: SignInScreenProps) {
  const { t } = useTranslation('mfe_auth');
  const flow = useSignInFlow();
  const banner = useSignInFlowStore((state) => state.banner);
  const { identity } = useRemoteProps();
  const [lockedEmail] = useState(() => identity.pendingFederatedSignIn?.()?.email ?? null);
  const [initial] = useState(() => initialFormState(lockedEmail));
  const { search } = useLocation();

  return (
    <PageTemplate heading={t('signIn.heading')} width="narrow" focusHeadingOnMount={focusHeadingOnMount && !banner}>
      <PasswordResetNotice />
      {banner && (
        <FocusedErrorBanner heading={t('errors.generic.heading')} body={t(banner.bodyKey)} focusKey={banner.id} />
      )}
      <SignInForm
        defaultEmail={initial.email}
        rememberEmail={initial.rememberEmail}
        onRememberEmailChange={flow.setRememberEmail}
        onSubmit={async ({ passwordAutoFilled, ...values }) => {
          // An email the member changed is theirs, whatever prefilled the field.
          const emailSource = values.email === initial.email.trim() ? initial.emailSource : 'none';
          const outcome = await flow.signIn({ ...values, autoFillInfo: { emailSource, password: passwordAutoFilled } });
          return outcome.kind === 'failed' ? 'failed' : 'done';
        }}
        isEmailLocked={Boolean(lockedEmail)}
      />
      {!lockedEmail && <SocialSignInButtons screen="signIn" />}
      {/* Also with the email locked: a new single sign-on member has no account yet and signs up from here. */}
      <p>
        {t('signIn.noAccount')} <TextLink href={rootPathWithState(search, 'sign-up')}>{t('signIn.signUp')}</TextLink>
      </p>
    </PageTemplate>
  );
}
