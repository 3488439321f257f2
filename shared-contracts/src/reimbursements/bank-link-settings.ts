/**
 * Which bank-link provider an environment uses (`services.json` `bankLink`, handed to the remotes as the
 * mount prop `bankLink`): Plaid Link in production, the sandbox's stand-in of Link locally and in tests.
 * `plaidEnvironment` names Plaid's API host that Link calls (the policy's `connect-src`).
 */
export interface BankLinkSettings {
  provider: 'plaid' | 'sandbox';
  plaidEnvironment?: 'production' | 'sandbox';
}

/** An environment that names no provider uses the sandbox's stand-in (local and test runs). */
export const DEFAULT_BANK_LINK_SETTINGS: BankLinkSettings = Object.freeze({ provider: 'sandbox' });

export function isBankLinkSettings(value: unknown): value is BankLinkSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { provider, plaidEnvironment } = value as Record<string, unknown>;
  return (provider === 'plaid' || provider === 'sandbox') && (plaidEnvironment === undefined || plaidEnvironment === 'production' || plaidEnvironment === 'sandbox');
}
