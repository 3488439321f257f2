import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { PageTemplate } from '@member/ui';
import { PasswordResetNotice } from '../recovery/password-reset-notice';
import { FocusedErrorBanner } from '../sign-in-flow/focused-error-banner';
import { signInFlowStore, useSignInFlowStore } from '../sign-in-flow/sign-in-flow.store';
import { useSignInFlow } from '../sign-in-flow/use-sign-in-flow';
import { readRememberedEmail } from './remembered-email';
import { SignInForm } from './sign-in-form';

interface SignInScreenProps {
  /** Move focus to the heading on mount (coming back from a later step without an error). */
  focusHeadingOnMount?: boolean;
}

/** The email this visit already used wins; else the remembered one (which also checks the box). */
function initialFormState() {
  const remembered = readRememberedEmail();
  const { email, rememberEmail } = signInFlowStore.getState();
  return { email: email || remembered || '', rememberEmail: rememberEmail ?? remembered !== null };
}

/** Access §2.2, the sign-in screen of `/`. */
export function SignInScreen({ focusHeadingOnMount = false }: SignInScreenProps) {
  const { t } = useTranslation('mfe_auth');
  const flow = useSignInFlow();
  const banner = useSignInFlowStore((state) => state.banner);
  const [initial] = useState(initialFormState);

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
        onSubmit={async (values) => ((await flow.signIn(values)).kind === 'failed' ? 'failed' : 'done')}
      />
    </PageTemplate>
  );
}
