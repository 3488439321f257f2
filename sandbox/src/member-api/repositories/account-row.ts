import type { AccountStatus, CoverageTier, LanguagePreference } from '@member/shared-contracts/account';
import type { ProductFeature } from '@member/shared-contracts/account';

/** An `accounts` row joined with its organization name and its plan's account-management setting. */
export interface AccountRow {
  account_id: string;
  member_id: string;
  client_id: number;
  client_org_id: number;
  client_org_name: string;
  plan_id: number;
  plan_allow_account_management: boolean | null;
  network_id: number | null;
  relationship_code: string;
  status: AccountStatus;
  product_features: ProductFeature[];
  can_member_submit_claim: boolean;
  has_user_set_password: boolean;
  email: string | null;
  /** A new email waiting for its code. */
  pending_email: string | null;
  phone_number: string | null;
  preferred_language: LanguagePreference | null;
  coverage_tier: CoverageTier;
  cognito_username: string | null;
  date_of_birth: string | null;
  identification_code: string | null;
  created_at: string;
}

export const ACCOUNT_ROW_SELECT = `
  SELECT a.account_id, a.member_id, a.client_id, a.client_org_id, o.name AS client_org_name, a.plan_id,
         p.allow_account_management AS plan_allow_account_management, a.network_id, a.relationship_code, a.status,
         a.product_features, a.can_member_submit_claim, a.has_user_set_password, a.email, a.pending_email, a.phone_number,
         a.preferred_language, a.coverage_tier, a.cognito_username, a.date_of_birth::text AS date_of_birth,
         a.identification_code, to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
  FROM accounts a
  JOIN client_organizations o ON o.id = a.client_org_id
  JOIN plans p ON p.id = a.plan_id`;
