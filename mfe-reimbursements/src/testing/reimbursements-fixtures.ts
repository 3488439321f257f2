import type { QueryClient } from '@tanstack/react-query';
import { reimbursementsQueryKeys, type BankAccountLink, type BankAccountLinksResponse, type MailingAddress, type ReimbursementMethod, type StandInSession } from '@member/shared-contracts/reimbursements';
import { type HttpClient } from '@member/shared-contracts/http';
import { makeAccount } from '@member/shared-contracts/testing';
import { bankAccountState, type ReimbursementState } from '../common/reimbursements.resource';
import { useReimbursementStore } from '../common/reimbursement.store';
import enUS from '../locales/en-US.json';
import esUS from '../locales/es-US.json';

export const translations = { 'en-US': enUS, 'es-US': esUS };
export const maria = () => makeAccount({ accountId: '200001', productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'] });

/** Features §3 "Reimbursement state" as the screens read it (`useReimbursementState`), outside React: the links query and the Link store. */
export function reimbursementState(queryClient: QueryClient, accountId = '200001'): ReimbursementState {
  const links = queryClient.getQueryState<BankAccountLinksResponse>(reimbursementsQueryKeys.links(accountId));
  return { ...bankAccountState(links?.data, (links?.status ?? 'pending') === 'pending'), ...useReimbursementStore.getState() };
}
export const ADDRESS: MailingAddress = { line1: '1200 Barton Springs Rd', line2: 'Apt 4B', city: 'Austin', state: 'TX', zipCode: '78704' };

export const bankLink = (overrides: Partial<BankAccountLink> = {}): BankAccountLink => ({
  id: 'bal-1', institutionName: 'First Platypus Bank', accountType: 'checking', mask: '4321', status: 'VERIFIED', microDepositsSentAt: null, ...overrides,
});

const STAND_IN_SESSION: StandInSession = {
  mode: 'create', update: null, institutionName: null,
  institutions: [
    { id: 'ins_instant', name: 'First Platypus Bank', kind: 'instant' },
    { id: 'ins_oauth', name: 'Platypus OAuth Bank', kind: 'oauth' },
    { id: 'ins_micro', name: 'Tattersall Federal Credit Union', kind: 'microDeposits' },
  ],
};

type Call = { method: string; path: string; query: Record<string, unknown>; body?: unknown };

/** A member API in memory: the links and method given, the stand-in's calls answered with tokens. */
export function fakeReimbursementsApi(state: { links?: BankAccountLink[]; method?: ReimbursementMethod; failPut?: boolean; session?: StandInSession } = {}) {
  const calls: Call[] = [];
  let links = state.links ?? [];
  let method = state.method ?? { method: 'none', address: ADDRESS };
  const record = (verb: string) => async (path: string, options: { query?: Record<string, unknown>; body?: unknown } = {}) => {
    calls.push({ method: verb, path, query: options.query ?? {}, body: options.body });
    if (verb === 'GET' && path === '/bank-account-links') return { items: links };
    if (verb === 'GET' && path === '/reimbursement-method') return method;
    if (verb === 'GET' && path === '/sandbox-link/session') return state.session ?? STAND_IN_SESSION;
    if (verb === 'POST' && path === '/bank-link/link-token') return { linkToken: 'link-sandbox-1', expiration: '2026-11-24T23:00:00.000Z' };
    if (verb === 'POST' && path === '/sandbox-link/connect') return { publicToken: 'public-sandbox-1' };
    if (verb === 'POST' && path === '/sandbox-link/verify') return { publicToken: 'public-sandbox-2' };
    if (verb === 'POST' && path === '/bank-link/exchange') {
      const link = bankLink({ mask: '0000' });
      links = [link, ...links];
      return link;
    }
    if (verb === 'PUT' && path === '/reimbursement-method/check') {
      if (state.failPut) throw Object.assign(new Error('HTTP 503'), { name: 'HttpError', status: 503, headers: new Headers(), body: {} });
      method = { method: 'check', address: options.body as MailingAddress };
      return method;
    }
    throw new Error(`unexpected ${verb} ${path}`);
  };
  const http = { get: jest.fn(record('GET')), post: jest.fn(record('POST')), put: jest.fn(record('PUT')) } as unknown as HttpClient;
  return { http, calls };
}
