import type { ComponentType } from 'react';

/** Why Link closed without a public token (Plaid's onExit: the member left, or an error). */
export type BankLinkExit = { reason: 'exited' } | { reason: 'error'; message: string };

/**
 * The bank-link port: Plaid Link's shape — a link token in, a public token out, or an exit.
 * Mounting an adapter opens Link; it calls exactly one of onSuccess / onExit. `receivedRedirectUri` resumes
 * Link after an OAuth bank sent the member back to `/plaid-oauth`.
 */
export interface BankLinkProps {
  linkToken: string;
  receivedRedirectUri?: string | undefined;
  onSuccess: (publicToken: string) => void;
  onExit: (exit: BankLinkExit) => void;
}

export type BankLinkAdapter = ComponentType<BankLinkProps>;
