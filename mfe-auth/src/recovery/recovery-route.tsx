import { useLocation } from '@member/router';
import { RecoverEmailScreen } from './recover-email.screen';
import { RecoverPasswordScreen } from './recover-password.screen';
import { RECOVER_EMAIL_PATH, RECOVER_PASSWORD_PATH } from '../common/recovery-paths';
import { ResetPasswordScreen } from './reset-password.screen';

/** The three recovery screens (access §2.1), loaded together as one chunk: they are rarely opened. */
export function RecoveryRoute() {
  const { pathname } = useLocation();
  if (pathname === RECOVER_PASSWORD_PATH) return <RecoverPasswordScreen />;
  if (pathname === RECOVER_EMAIL_PATH) return <RecoverEmailScreen />;
  return <ResetPasswordScreen />;
}
