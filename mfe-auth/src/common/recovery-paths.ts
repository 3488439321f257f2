/** The recovery routes of access §2.1 ("Account recovery"), owned by this remote. */
export const RECOVER_PASSWORD_PATH = '/recover-password';
export const RESET_PASSWORD_PATH = '/reset-password';
export const RECOVER_EMAIL_PATH = '/recover-email';
