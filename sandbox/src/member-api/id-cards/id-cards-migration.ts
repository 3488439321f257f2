import type { Migration } from '../database/migration';

/**
 * The plan ID cards (beyond the spec, decision 066): one row per covered person and enrollment, as the plan
 * prints the card. `subscriber_account_id` is the primary member's account (who sees every card of the
 * enrollment); `holder_account_id` the covered person's own account, when they have one (a spouse or a
 * grown dependent, who sees only this card).
 */
export const ID_CARDS_MIGRATION: Migration = {
  id: '501_id_cards',
  sql: `
    CREATE TABLE id_cards (
      card_id text PRIMARY KEY,
      subscriber_account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
      holder_account_id text REFERENCES accounts(account_id) ON DELETE CASCADE,
      position integer NOT NULL,
      relationship text NOT NULL CHECK (relationship IN ('Primary', 'Spouse', 'Dependent')),
      member_first_name text NOT NULL,
      member_last_name text NOT NULL,
      member_id text NOT NULL,
      plan_name text NOT NULL,
      network_name text NOT NULL,
      group_number text NOT NULL,
      coverage_tier text NOT NULL,
      effective_date date NOT NULL,
      rx_bin text NOT NULL,
      rx_pcn text NOT NULL,
      rx_group text NOT NULL,
      payer_id text NOT NULL,
      member_services_phone text NOT NULL,
      concierge_phone text NOT NULL,
      claims_address jsonb NOT NULL
    );
    CREATE INDEX id_cards_subscriber ON id_cards (subscriber_account_id);
    CREATE INDEX id_cards_holder ON id_cards (holder_account_id);
  `,
};
