import { idCardsPath } from '../member-api/id-card-paths';
import type { HttpClient } from '../http/http-client';
import { savedAtOf } from './kept-copy';

/**
 * A plan ID card as the plan prints it, front and back: one per covered person the signed-in member may see
 * (the primary member sees every covered person on the plan; a spouse or dependent sees their own).
 * Beyond the spec, shaped like the member API's other answers: snake_case on the wire, camelCase in the app.
 * Checked by hand, not with zod: /id-card is a reading route and loads no zod (docs/performance.md).
 */
export type IdCardRelationship = 'Primary' | 'Spouse' | 'Dependent';

interface IdCardAddressServer { lines: string[]; city: string; state: string; zip: string }

export interface IdCardServer {
  /** Stable per covered person and plan year (keys, the PDF's file name): never a name or a date of birth. */
  card_id: string;
  relationship: IdCardRelationship;
  member_first_name: string;
  member_last_name: string;
  member_id: string;
  plan_name: string;
  network_name: string;
  group_number: string;
  coverage_tier: string;
  /** yyyy-MM-dd */
  effective_date: string;
  rx_bin: string;
  rx_pcn: string;
  rx_group: string;
  payer_id: string;
  /** E.164, e.g. +18005550100 */
  member_services_phone: string;
  concierge_phone: string;
  claims_address: IdCardAddressServer;
}

export interface IdCardsResponseServer { items: IdCardServer[] }

export interface IdCardAddress { lines: string[]; city: string; state: string; zip: string }

export interface IdCard {
  cardId: string;
  relationship: IdCardRelationship;
  memberFirstName: string;
  memberLastName: string;
  memberId: string;
  planName: string;
  networkName: string;
  groupNumber: string;
  coverageTier: string;
  effectiveDate: string;
  rxBin: string;
  rxPcn: string;
  rxGroup: string;
  payerId: string;
  memberServicesPhone: string;
  conciergePhone: string;
  claimsAddress: IdCardAddress;
}

/** Thrown when the answer is not the shape above (the app treats it as a failed call); names the field, never its value. */
export class IdCardsShapeError extends Error {
  override readonly name = 'IdCardsShapeError';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const RELATIONSHIPS: readonly string[] = ['Primary', 'Spouse', 'Dependent'] satisfies IdCardRelationship[];
const TEXT_FIELDS = [
  'card_id', 'member_first_name', 'member_last_name', 'member_id', 'plan_name', 'network_name', 'group_number',
  'coverage_tier', 'rx_bin', 'rx_pcn', 'rx_group', 'payer_id', 'member_services_phone', 'concierge_phone',
] as const;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function toAddress(value: unknown): IdCardAddress {
  if (typeof value !== 'object' || value === null) throw new IdCardsShapeError('claims_address is not an object');
  const { lines, city, state, zip } = value as Record<string, unknown>;
  if (!Array.isArray(lines) || !lines.every(isText)) throw new IdCardsShapeError('claims_address.lines is not a list of text');
  if (!isText(city) || !isText(state) || !isText(zip)) throw new IdCardsShapeError('claims_address city, state or zip is missing');
  return { lines: [...lines], city, state, zip };
}

/** One server card → the app's form. */
function toIdCard(item: unknown): IdCard {
  if (typeof item !== 'object' || item === null) throw new IdCardsShapeError('card is not an object');
  const server = item as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    if (!isText(server[field])) throw new IdCardsShapeError(`${field} is missing`);
  }
  if (!RELATIONSHIPS.includes(server.relationship as string)) throw new IdCardsShapeError('relationship is not Primary, Spouse or Dependent');
  if (typeof server.effective_date !== 'string' || !ISO_DATE.test(server.effective_date)) throw new IdCardsShapeError('effective_date is not a yyyy-MM-dd date');
  const typed = server as unknown as IdCardServer;
  return {
    cardId: typed.card_id,
    relationship: typed.relationship,
    memberFirstName: typed.member_first_name,
    memberLastName: typed.member_last_name,
    memberId: typed.member_id,
    planName: typed.plan_name,
    networkName: typed.network_name,
    groupNumber: typed.group_number,
    coverageTier: typed.coverage_tier,
    effectiveDate: typed.effective_date,
    rxBin: typed.rx_bin,
    rxPcn: typed.rx_pcn,
    rxGroup: typed.rx_group,
    payerId: typed.payer_id,
    memberServicesPhone: typed.member_services_phone,
    conciergePhone: typed.concierge_phone,
    claimsAddress: toAddress(typed.claims_address),
  };
}

/** The whole answer → the app's cards. */
export function toIdCards(response: unknown): IdCard[] {
  if (typeof response !== 'object' || response === null) throw new IdCardsShapeError('answer is not an object');
  const { items } = response as Record<string, unknown>;
  if (!Array.isArray(items)) throw new IdCardsShapeError('items is not a list');
  return items.map(toIdCard);
}

/** The query the app sends. */
const idCardsQuery = (accountId: string) => ({ account_id: accountId });

/** The cards, and when they were saved when the answer is the copy the service worker kept (offline). */
export interface IdCardsAnswer {
  cards: IdCard[];
  savedAt: string | null;
}

/** `GET /id-cards?account_id=`, mapped to camelCase, with the kept copy's saved date (kept-copy.ts). */
export async function fetchIdCards(http: HttpClient, accountId: string, signal?: AbortSignal): Promise<IdCardsAnswer> {
  const answer = await http.get<unknown>(idCardsPath(), { query: idCardsQuery(accountId), ...(signal ? { signal } : {}) });
  return { cards: toIdCards(answer), savedAt: savedAtOf(answer) };
}

/** TanStack Query keys, one per account (the cache is per signed-in member). */
export const idCardQueryKeys = {
  all: ['id-cards'] as const,
  forAccount: (accountId: string) => ['id-cards', accountId] as const,
};
