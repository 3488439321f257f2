/** The `/sign-out` route (access §2.1): signs out with a loader and shows the error page on failure. */
export const SIGN_OUT_PATH = '/sign-out';
