import type { ComponentType } from 'react';
import { useLocation } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { AccountScreen } from './account/account.screen';
import { DeleteAccountScreen } from './account/delete-account.screen';
import { SettingsScreen } from './account/settings.screen';
import { BiometricsScreen } from './security/biometrics.screen';
import { SecurityMfaCodeScreen } from './security/mfa-code.screen';
import { MfaPhoneScreen } from './security/mfa-phone.screen';
import { MfaSuccessScreen } from './security/mfa-success.screen';
import { MfaScreen } from './security/mfa.screen';
import * as paths from './common/settings-paths';
import { SecurityScreen } from './security/security.screen';
import { SetPasswordScreen } from './security/set-password.screen';

const SCREENS: Record<paths.AccountSecurityPath, ComponentType> = {
  [paths.SETTINGS_PATH]: SettingsScreen,
  [paths.ACCOUNT_PATH]: AccountScreen,
  [paths.DELETE_ACCOUNT_PATH]: DeleteAccountScreen,
  [paths.SECURITY_PATH]: SecurityScreen,
  [paths.MFA_PATH]: MfaScreen,
  [paths.MFA_PHONE_PATH]: MfaPhoneScreen,
  [paths.MFA_CODE_PATH]: SecurityMfaCodeScreen,
  [paths.MFA_SUCCESS_PATH]: MfaSuccessScreen,
  [paths.SET_PASSWORD_PATH]: SetPasswordScreen,
  [paths.BIOMETRICS_PATH]: BiometricsScreen,
};

/**
 * The account and security pages (access §2.8), loaded together as one chunk: signed-in members open
 * them rarely, so they never weigh on sign-in. The shell's route gate (ACCOUNT_MANAGEMENT, tfaUX) has
 * already decided that the member may see the page.
 */
export function AccountSecurityRoute() {
  const { pathname } = useLocation();
  const Screen = SCREENS[pathname.replace(/\/+$/, '') as paths.AccountSecurityPath] ?? NotFoundScreen;
  return <Screen />;
}
