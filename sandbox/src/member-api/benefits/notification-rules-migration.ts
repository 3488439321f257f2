import type { Locale } from '@member/shared-contracts/i18n';
import type { Migration } from '../database/migration';

/** The notification rules members' notifications point at (member-features §7), copy in both languages. */
export const NOTIFICATION_RULES_MIGRATION: Migration = {
  id: '403_notification_rules',
  sql: `
    CREATE TABLE notification_rules (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
      copy jsonb NOT NULL,
      redirect_url text,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX notification_rules_account ON notification_rules (account_id);
  `,
};

/**
 * Population-health links (access §2.7: "link-expired and already-completed prompts for population-health
 * links"): a rule sent as a campaign link can stop being valid — its campaign ended (`expires_at`), or the
 * member already did what it asks (`completed_at`, written by the platform that records the action).
 */
export const POPULATION_HEALTH_LINKS_MIGRATION: Migration = {
  id: '404_population_health_links',
  sql: `
    ALTER TABLE notification_rules ADD COLUMN expires_at timestamptz;
    ALTER TABLE notification_rules ADD COLUMN completed_at timestamptz;
  `,
};

/** The `copy` column: a rule's text in each language. */
export type NotificationRuleCopy = Record<Locale, { title: string; body: string; actionLabel: string }>;
