import type { Migration } from '../database/migration';

/**
 * Chats, their messages, attachments and uploads. A chat is the help desk's ticket, so the
 * chat is the `concierge_tickets` row (one unread state for `GET /concierge-tickets` and `GET /chats/{id}`)
 * with the chat's own fields added.
 */
export const CONCIERGE_CHATS_MIGRATION: Migration = {
  id: '006_concierge_chats',
  sql: `
    ALTER TABLE concierge_tickets ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
    ALTER TABLE concierge_tickets ADD COLUMN is_chatbot boolean NOT NULL DEFAULT false;
    ALTER TABLE concierge_tickets ADD COLUMN services_requested text[] NOT NULL DEFAULT '{}';
    ALTER TABLE concierge_tickets ADD COLUMN tags text[] NOT NULL DEFAULT '{}';
    ALTER TABLE concierge_tickets ADD COLUMN custom_fields jsonb NOT NULL DEFAULT '{}';
    CREATE TABLE chat_messages (
      id text PRIMARY KEY,
      chat_id text NOT NULL REFERENCES concierge_tickets(id) ON DELETE CASCADE,
      agent text,
      is_chatbot boolean NOT NULL DEFAULT false,
      is_internal boolean NOT NULL DEFAULT false,
      content text NOT NULL,
      created_at timestamptz NOT NULL,
      seq serial
    );
    CREATE INDEX chat_messages_chat ON chat_messages (chat_id, created_at, seq);
    CREATE TABLE chat_uploads (
      token text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
      file_name text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL,
      data bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE chat_attachments (
      message_id text NOT NULL REFERENCES chat_messages(id) ON DELETE CASCADE,
      upload_token text NOT NULL UNIQUE REFERENCES chat_uploads(token) ON DELETE CASCADE,
      position integer NOT NULL,
      PRIMARY KEY (message_id, upload_token)
    );
  `,
};
