import { federatedIdentitySeeds, federatedUsername } from '../../seed/federated-identities';
import { personas, seedClientOrganizations, seedClients, seedPlans, seedProviderNetworks } from '../../seed/personas';
import type { Persona } from '../../seed/seed-types';
import type { SqlExecutor } from './sql-database';
import { seedConcierge } from '../../seed/concierge-threads';
import { linkIdentity } from '../repositories/linked-identities';
import { seedClaimsData } from '../claims/claims-repository';
import { seedReimbursements } from '../reimbursements/reimbursements-seed';
import { seedSearchData } from '../search/search-seed';
import { seedMemberAccumulations } from '../benefits/accumulations-seed';
import { seedPlanBenefits } from '../benefits/plan-benefits';
import { seedNotificationRules } from '../benefits/notification-rules-seed';
import { seedIdCards } from '../id-cards/id-cards-seed';

const TABLES_IN_DELETE_ORDER = ['concierge_tickets', 'linked_identities', 'eligibility_submissions', 'existing_pcps', 'accounts', 'provider_networks', 'plans', 'client_organizations', 'clients'];

/** The member API stores a 10-digit phone; the identity service keeps the E.164 form (+1...). */
export function tenDigitPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The identity username of a seeded member: the sign-in email, lower-cased (as the identity service keys users). */
function seedUsernameOf(persona: Persona): string {
  // A base account's identity is the enrollment platform's federated user (base-account-persona.ts).
  const federated = persona.enrollmentPlatformUser;
  if (federated) return federatedUsername(federated.provider, federated.providerUserId);
  return persona.email.trim().toLowerCase();
}

/** Empties every member API table and writes the seed of sandbox/src/seed/personas.ts again. */
export async function seedDatabase(tx: SqlExecutor): Promise<void> {
  for (const table of TABLES_IN_DELETE_ORDER) await tx.exec(`DELETE FROM ${table}`);
  for (const client of seedClients) {
    await tx.query(
      'INSERT INTO clients (id, name, is_demo, user_session_length_minutes, concierge_phone_number, claims_list_start_date) VALUES ($1, $2, $3, $4, $5, $6)',
      [client.id, client.name, client.isDemo, client.userSessionLengthMinutes, client.conciergePhoneNumber, client.claimsListStartDate],
    );
  }
  for (const organization of seedClientOrganizations) {
    await tx.query('INSERT INTO client_organizations (id, client_id, name, ein, country_restricted) VALUES ($1, $2, $3, $4, $5)', [
      organization.id, organization.clientId, organization.name, organization.ein, organization.countryRestricted,
    ]);
  }
  for (const plan of seedPlans) {
    await tx.query('INSERT INTO plans (id, client_id, allow_account_management, network_administrator) VALUES ($1, $2, $3, $4)', [
      plan.id, plan.clientId, plan.allowAccountManagement, plan.networkAdministrator,
    ]);
  }
  for (const network of seedProviderNetworks) {
    await tx.query('INSERT INTO provider_networks (id, is_hcsc_network) VALUES ($1, $2)', [network.id, network.isHcscNetwork]);
  }
  for (const persona of personas) {
    const { account } = persona;
    await tx.query(
      `INSERT INTO accounts (account_id, member_id, client_id, client_org_id, plan_id, network_id, relationship_code, status,
         product_features, can_member_submit_claim, has_user_set_password, email, phone_number, preferred_language,
         coverage_tier, cognito_username, date_of_birth, identification_code, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
      [
        account.accountId, account.memberId, account.clientId, account.clientOrgId, account.planId, account.networkId,
        account.relationshipCode, account.status, account.productFeatures, account.canMemberSubmitClaim, account.hasUserSetPassword,
        persona.enrollmentPlatformUser ? null : persona.email.toLowerCase(), tenDigitPhone(persona.phoneNumber), persona.language, account.coverageTier, seedUsernameOf(persona),
        persona.dateOfBirth, persona.identificationCode, account.createdAt,
      ],
    );
    for (const pcp of account.existingPcps ?? []) {
      await tx.query('INSERT INTO existing_pcps (account_id, provider_id, created_at) VALUES ($1, $2, $3)', [account.accountId, pcp.providerId, pcp.createdAt]);
    }
  }
  await seedConcierge(tx);
  await seedClaimsData(tx);
  await seedReimbursements(tx);
  await seedSearchData(tx);
  await seedMemberAccumulations(tx);
  await seedPlanBenefits(tx);
  await seedNotificationRules(tx);
  await seedIdCards(tx);
  for (const identity of federatedIdentitySeeds) {
    const persona = identity.linkedEmail ? personas.find((candidate) => candidate.email === identity.linkedEmail) : undefined;
    if (!persona) continue;
    await linkIdentity(tx, persona.account.accountId, identity.provider, identity.providerUserId);
  }
}
