/**
 * Analytics event names (access §9, member-features §7). The spec names the events but not their
 * strings ("their strings are not shown"); these are ours. Remotes use these constants so one event
 * has one name across the app.
 */
export const ANALYTICS_EVENTS = {
  moduleLoad: 'Module Loaded',
  elementClick: 'Element Clicked',
  elementView: 'Element Viewed',
  inputChange: 'Input Changed',
  operation: 'Operation',
  ssoProcess: 'SSO Process',
  errorReported: 'Error Reported',
} as const;

/** Error event names the spec lists (access §9, member-features §7). */
export const ANALYTICS_ERROR_NAMES = {
  resetPassword: 'Reset Password Error',
  submitClaim: 'Error Submitting Claim',
  verificationFailed: 'Verification Failed',
  usernameRecovery: 'Username Recovery Error',
  accountWithEmailExists: 'Account With Email Already Exists',
} as const;
