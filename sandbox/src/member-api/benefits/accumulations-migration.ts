import type { Migration } from '../database/migration';

/**
 * Member accumulations (features §3, §7) per account and plan year. Amounts in dollars
 * (numeric, two decimals); one row per account and plan year.
 */
export const MEMBER_ACCUMULATIONS_MIGRATION: Migration = {
  id: '401_member_accumulations',
  sql: `
    CREATE TABLE member_accumulations (
      account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
      hra_year_start date NOT NULL,
      hra_year_end date NOT NULL,
      runout_period_end_date date,
      total_payable_amount numeric(12, 2) NOT NULL,
      total_benefit_amount numeric(12, 2) NOT NULL,
      total_member_owes numeric(12, 2) NOT NULL,
      total_deductible_amount numeric(12, 2) NOT NULL,
      PRIMARY KEY (account_id, hra_year_start),
      CHECK (hra_year_end > hra_year_start)
    );
  `,
};
