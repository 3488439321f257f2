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

/** The `copy` column: a rule's text in each language. */
export type NotificationRuleCopy = Record<Locale, { title: string; body: string; actionLabel: string }>;
