import type { Migration } from '../database/migration';

/**
 * Claims, their lines, events (the timeline), payments, uploaded files, appeals and repayment
 * requests. Every row hangs off an account (ON DELETE CASCADE), so the seed's reset and an account's
 * deletion take them along. Money in integer cents. Uploaded bytes are kept base64 (the PGlite worker
 * passes text most simply); the sandbox only ever holds demo files.
 */
export const CLAIMS_MIGRATION: Migration = {
  id: '101_claims',
  sql: `
    CREATE TABLE claim_patients (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
      first_name text NOT NULL,
      relationship text NOT NULL CHECK (relationship IN ('self', 'spouse', 'child'))
    );
    CREATE TABLE claims (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
      patient_id text NOT NULL REFERENCES claim_patients(id) ON DELETE CASCADE,
      source text NOT NULL CHECK (source IN ('TPA', 'MANUAL')),
      provider_name text NOT NULL,
      service_type text NOT NULL,
      date_of_service date NOT NULL,
      amount_billed_cents integer NOT NULL CHECK (amount_billed_cents > 0),
      plan_paid_cents integer NOT NULL DEFAULT 0,
      member_owes_cents integer NOT NULL DEFAULT 0,
      status text NOT NULL,
      submitted_at timestamptz NOT NULL,
      status_changed_at timestamptz NOT NULL,
      denied_at timestamptz,
      denial_reason text,
      -- Submitted through the app: moves through its statuses over time (demo mode).
      auto_advance boolean NOT NULL DEFAULT false
    );
    CREATE INDEX claims_account_list ON claims (account_id, date_of_service DESC, submitted_at DESC, id);
    CREATE TABLE claim_lines (
      id text PRIMARY KEY,
      claim_id text NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
      position integer NOT NULL,
      service_type text NOT NULL,
      description text NOT NULL,
      amount_billed_cents integer NOT NULL,
      plan_paid_cents integer NOT NULL,
      member_owes_cents integer NOT NULL
    );
    CREATE INDEX claim_lines_claim ON claim_lines (claim_id);
    CREATE TABLE claim_events (
      id serial PRIMARY KEY,
      claim_id text NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
      kind text NOT NULL,
      at timestamptz NOT NULL
    );
    CREATE INDEX claim_events_claim ON claim_events (claim_id);
    CREATE TABLE claim_payments (
      claim_id text PRIMARY KEY REFERENCES claims(id) ON DELETE CASCADE,
      method text NOT NULL CHECK (method IN ('directDeposit', 'check')),
      paid_on date NOT NULL,
      amount_cents integer NOT NULL,
      reference text NOT NULL
    );
    CREATE TABLE claim_appeals (
      id text PRIMARY KEY,
      claim_id text NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
      action text NOT NULL,
      reason text NOT NULL,
      note text NOT NULL,
      approved_provider_id text NOT NULL,
      status text NOT NULL,
      submitted_at timestamptz NOT NULL
    );
    CREATE TABLE claim_uploads (
      token text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
      claim_id text REFERENCES claims(id) ON DELETE CASCADE,
      appeal_id text REFERENCES claim_appeals(id) ON DELETE CASCADE,
      file_name text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL,
      bytes_base64 text NOT NULL,
      uploaded_at timestamptz NOT NULL
    );
    CREATE TABLE repayment_requests (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
      claim_id text NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
      amount_cents integer NOT NULL,
      reason text NOT NULL,
      due_on date NOT NULL,
      status text NOT NULL
    );
  `,
};
