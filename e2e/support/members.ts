/** Seeded demo members (sandbox/src/seed/personas.ts); every one signs in with the same password. */
export const PASSWORD = 'Member-Sandbox-2026!';
export const SMS_CODE = '123456';

export const members = {
  hraPrimary: { email: 'hra.primary@example.com', firstName: 'Maria' },
  mfa: { email: 'mfa@example.com', firstName: 'Olivia' },
} as const;
