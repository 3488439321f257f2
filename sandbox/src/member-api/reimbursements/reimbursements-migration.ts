import type { Migration } from '../database/migration';

/**
 * Bank account links per account and the chosen reimbursement method with its mailing
 * address. A link keeps only the last four digits of the account and routing numbers and an opaque
 * token standing for the provider's account (never the whole numbers).
 */
export const REIMBURSEMENTS_MIGRATION: Migration = {
  id: '201_reimbursements',
  sql: `
    CREATE TABLE bank_account_links (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
      institution_id text NOT NULL,
      institution_name text NOT NULL,
      account_type text NOT NULL CHECK (account_type IN ('checking', 'savings')),
      account_mask text NOT NULL CHECK (account_mask ~ '^[0-9]{4}$'),
      routing_mask text NOT NULL CHECK (routing_mask ~ '^[0-9]{4}$'),
      account_token text NOT NULL,
      status text NOT NULL,
      micro_deposits_sent_at timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX bank_account_links_account ON bank_account_links (account_id, created_at DESC);
    CREATE TABLE reimbursement_methods (
      account_id text PRIMARY KEY REFERENCES accounts(account_id) ON DELETE CASCADE,
      method text NOT NULL CHECK (method IN ('directDeposit', 'check', 'none')),
      line1 text, line2 text, city text, state text, zip_code text
    );
  `,
};
