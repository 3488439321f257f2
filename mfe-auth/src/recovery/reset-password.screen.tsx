import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { useNavigate } from '@member/router';
import { Banner, Button, PageTemplate, TextLink } from '@member/ui';
import { rootPathWithState } from '../common/sign-in-state-path';
import { FocusedErrorBanner } from '../common/focused-error-banner';
import { signInFlowStore } from '../common/sign-in-flow.store';
import { nextNoticeId } from './next-notice-id';
import { RECOVERY_FAILURE_KEYS, type RecoveryFailure } from './recovery-failure';
import { RECOVER_PASSWORD_PATH } from '../common/recovery-paths';
import { finishPasswordReset, rememberPendingEmail, useRecoveryStore } from '../common/recovery.store';
import { ResetPasswordForm, type ResetPasswordValues } from './reset-password-form';
import { usePasswordReset } from './recovery.resource';

type Notice = { tone: 'error'; failure: RecoveryFailure; id: number } | { tone: 'success'; id: number };

/**
 * `/reset-password`: the code the identity service sent and a new password → back to sign-in with a
 * success notice. Opened without a pending reset (a bookmark, another tab) it asks for the email too.
 * Code failures show on the code field and keep what was typed; rate limits and the rest show a banner.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation('mfe_auth');
  const navigate = useNavigate();
  const reset = usePasswordReset();
  const pendingEmail = useRecoveryStore((state) => state.pendingEmail);
  const codeDestination = useRecoveryStore((state) => state.codeDestination);
  const [askEmail] = useState(() => pendingEmail === '');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isResending, setResending] = useState(false);
  const toSignIn = rootPathWithState('', 'sign-in');

  const submit = async (values: ResetPasswordValues) => {
    setNotice(null);
    const email = askEmail ? values.email : pendingEmail;
    const outcome = await reset.confirm({ email, code: values.code, newPassword: values.newPassword });
    if (outcome === 'done') {
      finishPasswordReset();
      signInFlowStore.setState({ email, banner: null });
      navigate(toSignIn);
    } else if (outcome === 'rateLimit' || outcome === 'unknown') {
      setNotice({ tone: 'error', failure: outcome, id: nextNoticeId() });
    }
    return outcome;
  };

  const resend = async () => {
    setNotice(null);
    setResending(true);
    const outcome = await reset.requestCode(pendingEmail);
    setResending(false);
    if (outcome.kind === 'sent') {
      rememberPendingEmail(pendingEmail, outcome.codeDestination);
      setNotice({ tone: 'success', id: nextNoticeId() });
    } else {
      setNotice({ tone: 'error', failure: outcome.failure, id: nextNoticeId() });
    }
  };

  return (
    <PageTemplate
      heading={t('recovery.resetPassword.heading')}
      width="narrow"
      focusHeadingOnMount
      backButton={{ label: t('recovery.backToSignIn'), onPress: () => navigate(toSignIn) }}
    >
      {notice?.tone === 'error' && (
        <FocusedErrorBanner heading={t('errors.generic.heading')} body={t(RECOVERY_FAILURE_KEYS[notice.failure])} focusKey={notice.id} />
      )}
      {notice?.tone === 'success' && <Banner key={notice.id} tone="success" body={t('recovery.resetPassword.codeResent')} />}
      <p>
        {askEmail
          ? t('recovery.resetPassword.introWithoutEmail')
          : codeDestination
            ? t('recovery.resetPassword.introSentTo', { destination: codeDestination })
            : t('recovery.resetPassword.intro', { email: pendingEmail })}
      </p>
      <ResetPasswordForm askEmail={askEmail} onSubmit={submit} />
      {askEmail ? (
        <p>
          <TextLink href={RECOVER_PASSWORD_PATH} appearance="standalone">
            {t('recovery.resetPassword.needCode')}
          </TextLink>
        </p>
      ) : (
        <Button variant="link" onPress={resend} isPending={isResending} pendingLabel={t('recovery.sending')}>
          {t('recovery.resetPassword.resend')}
        </Button>
      )}
    </PageTemplate>
  );
}
