/** The account and security routes (access §2.8); the shell gates them (route table, access §6). */
export const SETTINGS_PATH = '/settings';
export const ACCOUNT_PATH = '/account';
export const DELETE_ACCOUNT_PATH = '/delete-account';
export const SECURITY_PATH = '/security';
export const MFA_PATH = '/security/mfa';
export const MFA_PHONE_PATH = '/security/mfa/phone';
export const MFA_CODE_PATH = '/security/mfa/code';
export const MFA_SUCCESS_PATH = '/security/mfa/success';
export const SET_PASSWORD_PATH = '/security/set-password';
export const BIOMETRICS_PATH = '/security/biometrics';

/** Every account and security page: one lazily loaded chunk (account-security-route.tsx). */
export const ACCOUNT_SECURITY_PATHS = [
  SETTINGS_PATH,
  ACCOUNT_PATH,
  DELETE_ACCOUNT_PATH,
  SECURITY_PATH,
  MFA_PATH,
  MFA_PHONE_PATH,
  MFA_CODE_PATH,
  MFA_SUCCESS_PATH,
  SET_PASSWORD_PATH,
  BIOMETRICS_PATH,
] as const;
export type AccountSecurityPath = (typeof ACCOUNT_SECURITY_PATHS)[number];
