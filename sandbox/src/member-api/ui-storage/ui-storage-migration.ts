import type { Migration } from '../database/migration';

/**
 * UI storage per account (member-features §3). No row is an empty storage (`{}`), which is
 * every seeded and every new member; a null column is a field never stored. A deleted account takes its
 * row with it (and the seed's reset empties it the same way).
 */
export const UI_STORAGE_MIGRATION: Migration = {
  id: '451_ui_storage',
  sql: `
    CREATE TABLE ui_storage (
      account_id text PRIMARY KEY REFERENCES accounts(account_id) ON DELETE CASCADE,
      has_user_viewed_onboarding_modal boolean,
      has_completed_consolidated_badge_education boolean,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `,
};
