import type { ClaimDetails, ClaimSummary, ClaimsPage } from '@member/shared-contracts/claims';
import type { HttpClient } from '@member/shared-contracts/http';
import { makeAccount } from '@member/shared-contracts/testing';
import enUS from '../locales/en-US.json';
import esUS from '../locales/es-US.json';

export const translations = { 'en-US': enUS, 'es-US': esUS };

export const maria = (overrides: Parameters<typeof makeAccount>[0] = {}) =>
  makeAccount({ accountId: '200001', productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'], canMemberSubmitClaim: true, coverageTier: 'EmployeeAndFamily', ...overrides });

export function claimSummary(overrides: Partial<ClaimSummary> = {}): ClaimSummary {
  return {
    id: 'clm-1',
    source: 'MANUAL',
    patient: { id: 'pt-1', firstName: 'Sofia', relationship: 'child' },
    providerName: 'Lakeside Pediatrics',
    serviceType: 'doctorVisit',
    dateOfService: '2026-10-13',
    amountBilledCents: 12_000,
    planPaidCents: 9_600,
    memberOwesCents: 2_400,
    status: 'paid',
    submittedAt: '2026-10-15T09:00:00.000Z',
    hasOpenAppeal: false,
    ...overrides,
  };
}

export function claimsPage(items: ClaimSummary[], total = items.length, offset = 0): ClaimsPage {
  return { items, total, offset, limit: 20, years: [2026, 2025], patients: [{ id: 'pt-1', firstName: 'Sofia', relationship: 'child' }] };
}

export function claimDetails(overrides: Partial<ClaimDetails> = {}): ClaimDetails {
  return {
    ...claimSummary(),
    lines: [{ id: 'l1', serviceType: 'doctorVisit', description: 'Well-child visit', amountBilledCents: 12_000, planPaidCents: 9_600, memberOwesCents: 2_400 }],
    timeline: [
      { kind: 'submitted', at: '2026-10-15T09:00:00.000Z' },
      { kind: 'paid', at: '2026-10-22T09:00:00.000Z' },
    ],
    payment: { method: 'check', paidOn: '2026-10-25', amountCents: 9_600, reference: '100240' },
    documents: [{ id: 'eob', kind: 'eob', fileName: 'eob.pdf', contentType: 'application/pdf' }],
    denialReason: null,
    canAppeal: false,
    ...overrides,
  };
}

/** An HttpClient whose GETs answer by path; anything else throws (so a test cannot pass by accident). */
export function fakeHttp(get: (path: string, query: Record<string, unknown>) => unknown, post?: (path: string, body: unknown, query: Record<string, unknown>) => unknown) {
  const calls: { method: string; path: string; query: Record<string, unknown>; body?: unknown; headers?: Readonly<Record<string, string>> }[] = [];
  const http = {
    get: jest.fn(async (path: string, options: { query?: Record<string, unknown> } = {}) => {
      calls.push({ method: 'GET', path, query: options.query ?? {} });
      return get(path, options.query ?? {});
    }),
    post: jest.fn(async (path: string, options: { query?: Record<string, unknown>; body?: unknown; headers?: Readonly<Record<string, string>> } = {}) => {
      calls.push({ method: 'POST', path, query: options.query ?? {}, body: options.body, ...(options.headers ? { headers: options.headers } : {}) });
      if (!post) throw new Error(`unexpected POST ${path}`);
      return post(path, options.body, options.query ?? {});
    }),
  } as unknown as HttpClient;
  return { http, calls };
}

/** An HttpError as the host's client throws it. */
export function httpError(status: number, message = `HTTP ${status}`): Error {
  return Object.assign(new Error(message), { name: 'HttpError', status, headers: new Headers(), body: { message } });
}
