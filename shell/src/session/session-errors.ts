/** Internal errors of the session layer, worded exactly as access §8 lists them. */
export const SESSION_ERRORS = {
  updateWhileUnauthenticated: 'trying to update an unauthenticated account',
  updateBeforeAccountLoaded: 'called update account before account was loaded',
  signOutFailed: 'Error signing out',
} as const;
