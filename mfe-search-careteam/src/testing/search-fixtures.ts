import type { AccountFeature } from '@member/shared-contracts/account';
import type { CareTeam, ProviderDetails, ProviderSearchPage, ProviderSummary } from '@member/shared-contracts/search';
import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { renderRemote } from '@member/remote-runtime/testing';
import { makeAccount } from '@member/shared-contracts/testing';
import { App } from '../app';
import enUS from '../locales/en-US.json';
import esUS from '../locales/es-US.json';

const translations = { 'en-US': enUS, 'es-US': esUS };

export function provider(overrides: Partial<ProviderSummary> = {}): ProviderSummary {
  return {
    id: 'npi-1000000037', npi: '1000000037', name: 'Aiden Thomas', kind: 'person', credentials: 'MD', specialties: ['207N00000X'],
    address: { line1: '120 Oak Ave', line2: null, city: 'Austin', state: 'TX', zipCode: '78704' }, phone: '5125550100',
    distanceMiles: 0.46, inNetwork: true, acceptingNewPatients: true, virtualVisits: false, onlineBooking: true, qualityTier: 1, isTopProvider: true,
    ...overrides,
  };
}

export const details = (overrides: Partial<ProviderDetails> = {}): ProviderDetails => ({
  ...provider(), languages: ['English', 'Spanish'], gender: 'male', latitude: 30.2, longitude: -97.7,
  networks: [{ networkId: 9001, isHcscNetwork: false }], inCareTeam: false, isPrimaryCare: false, ...overrides,
});

export const page = (items: ProviderSummary[], total = items.length, pageNumber = 1): ProviderSearchPage => ({
  items, total, page: pageNumber, pageSize: 10, radiusMiles: 25, location: { label: 'Austin, TX 78704', zipCode: '78704', latitude: 30.24, longitude: -97.77 },
});

export const team = (overrides: Partial<CareTeam> = {}): CareTeam => ({ primaryCare: provider({ id: 'npi-1467520384', name: 'Amara Okonkwo' }), saved: [], ...overrides });

type Handler = (path: string, options: { query?: Record<string, unknown>; body?: unknown }) => unknown;

/** An HTTP client answering by "METHOD path"; every call is recorded. */
function fakeHttp(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; query?: Record<string, unknown>; body?: unknown }[] = [];
  const method = (name: string) => jest.fn(async (path: string, options: { query?: Record<string, unknown>; body?: unknown } = {}) => {
    calls.push({ method: name, path, ...options });
    const handler = routes[`${name} ${path}`];
    if (!handler) throw new HttpError(404, `unexpected ${name} ${path}`, new Headers());
    return handler(path, options);
  });
  const http = { get: method('GET'), post: method('POST'), put: method('PUT'), delete: method('DELETE') } as unknown as HttpClient;
  return { http, calls };
}

export async function renderAt(path: string, routes: Record<string, Handler>, options: { features?: AccountFeature[]; flags?: Partial<typeof FLAG_DEFAULTS>; hasHcscNetwork?: boolean } = {}) {
  const account = makeAccount({ accountId: '200001', productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'], hasHcscNetwork: options.hasHcscNetwork ?? false });
  const { http, calls } = fakeHttp(routes);
  const features = new Set<AccountFeature>(options.features ?? ['HRA', 'SEARCH', 'CONCIERGE', 'CARE_TEAM', 'ACCOUNT_MANAGEMENT']);
  const pages: string[] = [];
  const analytics = { page: (name: string) => void pages.push(name), track: jest.fn(), click: jest.fn(), view: jest.fn(), inputChange: jest.fn(), operation: jest.fn(), trackError: jest.fn() };
  const view = await renderRemote(App, {
    remoteName: 'mfe_search_careteam', translations, path, account,
    overrides: { http, features, analytics, flags: { ...FLAG_DEFAULTS, ...options.flags } },
  });
  return { ...view, calls, pages, analytics };
}
