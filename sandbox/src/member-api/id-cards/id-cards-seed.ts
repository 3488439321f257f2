import { hasIncentiveFeature } from '@member/shared-contracts/features';
import type { IdCardAddress, IdCardRelationship } from '@member/shared-contracts/id-card';
import { personas, seedClients, seedPlans, seedProviderNetworks } from '../../seed/personas';
import type { Persona } from '../../seed/seed-types';
import type { SqlExecutor } from '../database/sql-database';

/**
 * The seeded plan ID cards (decision 066). Every member with a benefit plan (an HRA-type product) who is
 * its primary member subscribes to one enrollment: their own card, and one for each family member the
 * claims seed already names as a patient — Maria's family of four (Daniel with his own account, Sofia and
 * Mateo), Kevin and Emma on his tiered plan. A search-only member (James) has no plan card. The plan year
 * (the effective date) starts on January 1 of the current year, as the plans' terms do (plan-benefits.ts).
 */

interface PlanPrint {
  planName: string;
  groupNumber: string;
  rxBin: string;
  rxPcn: string;
  rxGroup: string;
  payerId: string;
  /** E.164 */
  memberServicesPhone: string;
  claimsAddress: IdCardAddress;
}

const ACME_CLAIMS_ADDRESS: IdCardAddress = { lines: ['Acme Health Network Claims', 'PO Box 30555'], city: 'Salt Lake City', state: 'UT', zip: '84130' };

/** What the plan prints, by plan and benefit product (Acme's plan 501 prints a tiered-deductible card for tiered members). */
const PLAN_PRINTS: Record<string, PlanPrint> = {
  '501:HRA': {
    planName: 'Acme HRA Gold', groupNumber: 'G1001', rxBin: '610014', rxPcn: 'ACMERX', rxGroup: 'RX1001', payerId: '87726',
    memberServicesPhone: '+18005550150', claimsAddress: ACME_CLAIMS_ADDRESS,
  },
  '501:TIERED_DEDUCTIBLE': {
    planName: 'Acme Tiered Deductible', groupNumber: 'G1002', rxBin: '610014', rxPcn: 'ACMERX', rxGroup: 'RX1002', payerId: '87726',
    memberServicesPhone: '+18005550150', claimsAddress: ACME_CLAIMS_ADDRESS,
  },
  '503:HRA': {
    planName: 'Globex Choice HRA', groupNumber: 'G3001', rxBin: '004336', rxPcn: 'ADV', rxGroup: 'RX3001', payerId: '60054',
    memberServicesPhone: '+18005550250',
    claimsAddress: { lines: ['Globex Care Network Claims', 'PO Box 981106'], city: 'El Paso', state: 'TX', zip: '79998' },
  },
};

/** The name the card prints for the BlueCross BlueShield (HCSC) network; any other network is the plan's network administrator. */
const HCSC_NETWORK_NAME = 'BlueCross BlueShield of Texas';

interface Dependent {
  firstName: string;
  lastName: string;
  relationship: Exclude<IdCardRelationship, 'Primary'>;
  /** The person's own account, when they have one (then their name and member ID are the account's). */
  accountId?: string;
}

/** Who is covered beside the primary member, by the primary's account (the claims seed's patients). */
const FAMILIES: Record<string, Dependent[]> = {
  '200001': [
    { firstName: 'Daniel', lastName: 'Lopez', relationship: 'Spouse', accountId: '200005' },
    { firstName: 'Sofia', lastName: 'Lopez', relationship: 'Dependent' },
    { firstName: 'Mateo', lastName: 'Lopez', relationship: 'Dependent' },
  ],
  '200006': [{ firstName: 'Emma', lastName: 'Nguyen', relationship: 'Dependent' }],
};

const personaOf = (accountId: string): Persona | undefined => personas.find((persona) => persona.account.accountId === accountId);

/** A covered person without an account carries the subscriber's member ID and their place on the plan (M200001-03). */
const dependentMemberId = (subscriber: Persona, position: number) => `${subscriber.account.memberId}-${String(position).padStart(2, '0')}`;

function printOf(persona: Persona): PlanPrint | undefined {
  const product = persona.account.productFeatures.includes('TIERED_DEDUCTIBLE') ? 'TIERED_DEDUCTIBLE' : 'HRA';
  return PLAN_PRINTS[`${persona.account.planId}:${product}`];
}

function networkNameOf(persona: Persona): string {
  const network = seedProviderNetworks.find((candidate) => candidate.id === persona.account.networkId);
  if (network?.isHcscNetwork) return HCSC_NETWORK_NAME;
  return seedPlans.find((plan) => plan.id === persona.account.planId)?.networkAdministrator ?? '';
}

const e164 = (tenDigits: string) => `+1${tenDigits}`;

export async function seedIdCards(tx: SqlExecutor, now = new Date()): Promise<void> {
  const effectiveDate = `${now.getFullYear()}-01-01`;
  const subscribers = personas.filter((persona) => persona.account.relationshipCode === 'Primary' && hasIncentiveFeature(new Set(persona.account.productFeatures)));
  for (const subscriber of subscribers) {
    const print = printOf(subscriber);
    const client = seedClients.find((candidate) => candidate.id === subscriber.account.clientId);
    if (!print || !client) continue;
    const self = { firstName: subscriber.firstName, lastName: subscriber.lastName, relationship: 'Primary' as const, accountId: subscriber.account.accountId };
    const people = [self, ...(FAMILIES[subscriber.account.accountId] ?? [])];
    for (const [index, person] of people.entries()) {
      const position = index + 1;
      const holder = person.accountId ? personaOf(person.accountId) : undefined;
      await tx.query(
        `INSERT INTO id_cards (card_id, subscriber_account_id, holder_account_id, position, relationship, member_first_name, member_last_name,
           member_id, plan_name, network_name, group_number, coverage_tier, effective_date, rx_bin, rx_pcn, rx_group, payer_id,
           member_services_phone, concierge_phone, claims_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
        [
          `card-${subscriber.account.accountId}-${position}`, subscriber.account.accountId, holder?.account.accountId ?? null, position,
          person.relationship, holder?.firstName ?? person.firstName, holder?.lastName ?? person.lastName,
          holder?.account.memberId ?? dependentMemberId(subscriber, position), print.planName, networkNameOf(subscriber), print.groupNumber,
          subscriber.account.coverageTier, effectiveDate, print.rxBin, print.rxPcn, print.rxGroup, print.payerId, print.memberServicesPhone,
          e164(client.conciergePhoneNumber), JSON.stringify(print.claimsAddress),
        ],
      );
    }
  }
}
