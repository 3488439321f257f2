import type { Migration } from './migration';
import type { SqlExecutor } from './sql-database';
import { CONCIERGE_CHATS_MIGRATION } from '../concierge/concierge-migration';
import { CLAIMS_MIGRATION } from '../claims/claims-migration';
import { CLAIM_IDEMPOTENCY_MIGRATION } from '../claims/claim-idempotency';
import { REIMBURSEMENTS_MIGRATION } from '../reimbursements/reimbursements-migration';
import { PROVIDER_DIRECTORY_MIGRATION, PROVIDER_VOCABULARIES_MIGRATION } from '../search/provider-directory';
import { VOCABULARY_LOOKUPS_MIGRATION } from '../search/vocabulary-lookups';
import { MEMBER_ACCUMULATIONS_MIGRATION } from '../benefits/accumulations-migration';
import { PLAN_BENEFIT_DETAILS_MIGRATION } from '../benefits/plan-benefits';
import { NOTIFICATION_RULES_MIGRATION, POPULATION_HEALTH_LINKS_MIGRATION } from '../benefits/notification-rules-migration';
import { UI_STORAGE_MIGRATION } from '../ui-storage/ui-storage-migration';
import { ID_CARDS_MIGRATION } from '../id-cards/id-cards-migration';


export const MIGRATIONS: Migration[] = [
  {
    id: '001_member_platform',
    sql: `
      CREATE TABLE clients (
        id integer PRIMARY KEY,
        name text NOT NULL,
        is_demo boolean NOT NULL DEFAULT false,
        user_session_length_minutes integer NOT NULL,
        concierge_phone_number text,
        claims_list_start_date date
      );
      CREATE TABLE client_organizations (
        id integer PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id),
        name text NOT NULL,
        ein char(9) NOT NULL,
        country_restricted boolean NOT NULL DEFAULT false
      );
      CREATE TABLE plans (
        id integer PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id),
        allow_account_management boolean,
        network_administrator text
      );
      CREATE TABLE provider_networks (
        id integer PRIMARY KEY,
        is_hcsc_network boolean NOT NULL
      );
      CREATE TABLE accounts (
        account_id text PRIMARY KEY,
        member_id text NOT NULL,
        client_id integer NOT NULL REFERENCES clients(id),
        client_org_id integer NOT NULL REFERENCES client_organizations(id),
        plan_id integer NOT NULL REFERENCES plans(id),
        network_id integer REFERENCES provider_networks(id),
        relationship_code text NOT NULL,
        status text NOT NULL CHECK (status IN ('created', 'verified', 'inactive')),
        product_features text[] NOT NULL DEFAULT '{}',
        can_member_submit_claim boolean NOT NULL,
        has_user_set_password boolean NOT NULL,
        email text,
        phone_number text,
        preferred_language text,
        coverage_tier text NOT NULL,
        cognito_username text,
        -- Eligibility verification compares these; never logged.
        date_of_birth date,
        identification_code text,
        created_at timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX accounts_email_unique ON accounts (lower(email));
      CREATE TABLE existing_pcps (
        account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
        provider_id text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (account_id, provider_id)
      );
      CREATE TABLE eligibility_submissions (
        id serial PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
        payload jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE linked_identities (
        account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
        idp_identifier text NOT NULL,
        user_id text NOT NULL,
        linked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (idp_identifier, user_id)
      );
    `,
  },
  {
    id: '002_communication_devices',
    sql: `
      CREATE TABLE communication_devices (
        account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
        device_id text NOT NULL,
        acknowledged_push_notification_prompt boolean NOT NULL DEFAULT false,
        fcm_token text,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, device_id)
      );
    `,
  },
  {
    id: '003_concierge_tickets',
    sql: `
      CREATE TABLE concierge_tickets (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
        status text NOT NULL,
        agent text,
        subject text NOT NULL,
        updated_at timestamptz NOT NULL,
        has_unread_messages boolean NOT NULL DEFAULT false
      );
      CREATE INDEX concierge_tickets_account ON concierge_tickets (account_id);
    `,
  },
  {
    // Test control sets fractions of a minute (e2e idle timeout); the member API answers a number.
    id: '004_client_session_length_fractions',
    sql: `
      ALTER TABLE clients ALTER COLUMN user_session_length_minutes TYPE double precision;
    `,
  },
  {
    // A new email waits here for its code; the account keeps `email` until it is confirmed.
    id: '005_pending_email',
    sql: `
      ALTER TABLE accounts ADD COLUMN pending_email text;
    `,
  },
  CONCIERGE_CHATS_MIGRATION,
  CLAIMS_MIGRATION,
  CLAIM_IDEMPOTENCY_MIGRATION,
  REIMBURSEMENTS_MIGRATION,
  PROVIDER_DIRECTORY_MIGRATION,
  PROVIDER_VOCABULARIES_MIGRATION,
  VOCABULARY_LOOKUPS_MIGRATION,
  MEMBER_ACCUMULATIONS_MIGRATION,
  PLAN_BENEFIT_DETAILS_MIGRATION,
  NOTIFICATION_RULES_MIGRATION,
  POPULATION_HEALTH_LINKS_MIGRATION,
  UI_STORAGE_MIGRATION,
  ID_CARDS_MIGRATION,
];

/** Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction step. */
export async function runMigrations(db: { transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> }): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const applied = new Set((await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
    const newlyApplied: string[] = [];
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      newlyApplied.push(migration.id);
    }
    return newlyApplied;
  });
}
