import { FLAG_DEFAULTS, type FlagValues } from '@member/shared-contracts/flags';
import { deriveAccountFeatures } from '@member/shared-contracts/features';
import { type AccountFeature } from '@member/shared-contracts/account';
import { type Account } from '@member/shared-contracts/account';
import { type ContentEntry, type RemoteMountProps } from '@member/shared-contracts/mount';
import { type HttpClient } from '@member/shared-contracts/http';
import { renderRemote } from '@member/remote-runtime/testing';
import { makeAccount } from '@member/shared-contracts/testing';
import { App } from '../app';
import enUS from '../locales/en-US.json';
import esUS from '../locales/es-US.json';

const translations = { 'en-US': enUS, 'es-US': esUS };

export const maria = (overrides: Parameters<typeof makeAccount>[0] = {}) =>
  makeAccount({ accountId: '200001', productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'], canMemberSubmitClaim: true, coverageTier: 'EmployeeAndFamily', ...overrides });

export const never = () => new Promise<never>(() => undefined);

export type Answer = (path: string, options: { query?: Record<string, unknown>; body?: unknown }) => unknown;

/** An HttpClient answering by method and path; a path with no answer never settles (a slow call). */
export function fakeHttp(answers: { get?: Answer; patch?: Answer } = {}) {
  const calls: { method: string; path: string; query?: Record<string, unknown>; body?: unknown }[] = [];
  const method = (name: 'get' | 'patch') =>
    jest.fn(async (path: string, options: { query?: Record<string, unknown>; body?: unknown } = {}) => {
      calls.push({ method: name.toUpperCase(), path, query: options.query, body: options.body });
      const answer = answers[name];
      return answer ? answer(path, options) : never();
    });
  return { http: { get: method('get'), patch: method('patch') } as unknown as HttpClient, calls };
}

export const onboardingFlow: ContentEntry = {
  id: 'userFlowOnboardingV1',
  contentType: 'userFlow',
  fields: {
    key: 'onboardingModal',
    title: 'What is new',
    steps: ['ExcitingUpdates', 'AccumulatorFeeds', 'AccumulatorManual', 'CareTeam', 'HomeScreen', 'TopProvider'].map((name) => ({
      sys: { id: `onboardingSlide${name}` },
      fields: { title: `${name} title`, description: `${name} body` },
    })),
  },
};

export const homeFlow: ContentEntry = {
  id: 'userFlowHomeScreen',
  contentType: 'userFlow',
  fields: {
    key: 'homeScreen',
    steps: [
      { sys: { id: 'big', contentType: { sys: { id: 'styledText' } } }, fields: { stringValue: 'Your benefits, in one place', variant: 'xlarge.bold' } },
      { sys: { id: 'odd', contentType: { sys: { id: 'styledText' } } }, fields: { stringValue: 'Odd typography', variant: 'enormous.bold' } },
      { sys: { id: 'row', contentType: { sys: { id: 'layoutRow' } } }, fields: { title: 'Keep your doctors close', description: 'Save them.' } },
    ],
  },
};

export interface RenderHomeOptions {
  account?: Account | null;
  flags?: Partial<FlagValues>;
  http?: HttpClient;
  getEntry?: (query: { fields?: Record<string, unknown> }) => Promise<ContentEntry>;
  unread?: number;
  path?: string;
}

export function renderHome({ account = maria(), flags = {}, http = fakeHttp().http, getEntry = never, unread = 0, path = '/home' }: RenderHomeOptions = {}) {
  const allFlags: FlagValues = { ...FLAG_DEFAULTS, ...flags };
  const overrides: Partial<RemoteMountProps> = {
    http,
    flags: allFlags,
    features: deriveAccountFeatures(account, allFlags) as Set<AccountFeature>,
    content: { getEntry: getEntry as never, getEntries: never as never },
    navigation: { goBack: () => undefined, activeTab: null, isNarrowScreen: false, conciergeUnreadCount: unread },
  };
  return renderRemote(App, { remoteName: 'mfe_home_onboarding', translations, path, account, client: { id: 101, name: 'Acme Manufacturing', isDemo: false, userSessionLengthMinutes: 15 }, claims: { firstName: 'Maria' }, overrides });
}
