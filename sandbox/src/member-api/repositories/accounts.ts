import { planAllowsAccountManagement, type AccountResponse } from '@member/shared-contracts/account';
import type { SqlExecutor } from '../database/sql-database';
import { ACCOUNT_ROW_SELECT, type AccountRow } from './account-row';
import { findClientRow } from './clients';
import { findPlans } from './plans';

export async function findAccountRow(db: SqlExecutor, accountId: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(`${ACCOUNT_ROW_SELECT} WHERE a.account_id = $1`, [accountId]);
  return row;
}

/** `GET /accounts/{accountId}`: the account with its organization name, client details and the client's plans. */
export async function findAccountResponse(db: SqlExecutor, accountId: string): Promise<AccountResponse | undefined> {
  const row = await findAccountRow(db, accountId);
  if (!row) return undefined;
  const [client, plans, pcps] = [
    await findClientRow(db, row.client_id),
    await findPlans(db, row.client_id),
    await db.query<{ provider_id: string; created_at: string }>(
      `SELECT provider_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM existing_pcps WHERE account_id = $1 ORDER BY created_at`,
      [accountId],
    ),
  ];
  return {
    accountId: row.account_id,
    memberId: row.member_id,
    clientOrgId: row.client_org_id,
    clientOrgName: row.client_org_name,
    relationshipCode: row.relationship_code,
    status: row.status,
    productFeatures: row.product_features,
    canMemberSubmitClaim: row.can_member_submit_claim,
    allowAccountManagement: planAllowsAccountManagement({ allow_account_management: row.plan_allow_account_management ?? undefined }),
    hasUserSetPassword: row.has_user_set_password,
    email: row.email,
    pendingEmail: row.pending_email,
    phoneNumber: row.phone_number,
    planId: row.plan_id,
    networkId: row.network_id,
    preferredLanguage: row.preferred_language,
    coverageTier: row.coverage_tier,
    existingPCPs: pcps.map((pcp) => ({ providerId: pcp.provider_id, createdAt: pcp.created_at })),
    createdAt: row.created_at,
    clientDetails: {
      clientId: row.client_id,
      plans,
      claimsListStartDate: client?.claims_list_start_date ?? null,
      conciergePhoneNumber: client?.concierge_phone_number ?? null,
    },
  };
}
