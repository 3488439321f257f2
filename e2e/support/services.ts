import ports from '@member/shared-contracts/environment/local-ports.json';
import { surveyApiKeyFromEnv } from '../../sandbox/src/survey/survey-api-key';

/** The sandbox's test control (loopback only, sandbox mode) and the start script's supervisor. */
const testControl = `http://127.0.0.1:${ports.testControl}`;
const supervisor = `http://127.0.0.1:${ports.supervisor}`;

async function call(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}`);
  return response;
}

export const sandbox = {
  /** Restores members, accounts, flags and failed-attempt counters to the seed. */
  reset: () => call(`${testControl}/reset`, { method: 'POST' }),
  /** Merges flag overrides for an account (`*` = everyone) until the next reset; evaluated at sign-in. */
  setFlags: (accountId: string, flags: Record<string, boolean | string | number>) =>
    call(`${testControl}/flags/${encodeURIComponent(accountId)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(flags),
    }),
  /** The last code the identity service sent to an email for a purpose (every sandbox code is 123456). */
  lastCode: async (email: string, purpose: string): Promise<string> =>
    ((await (await call(`${testControl}/codes/${encodeURIComponent(email)}?purpose=${encodeURIComponent(purpose)}`)).json()) as { code: string }).code,
  /** A client's idle session length (`userSessionLengthMinutes`, fractions allowed) until the next reset. */
  setSessionLength: (clientId: number, minutes: number) =>
    call(`${testControl}/clients/${clientId}/session-length`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutes }),
    }),
  /** A member's UI storage becomes "not viewed", so the onboarding modal shows at the next /home (ui-storage-test-control.ts). */
  resetOnboarding: (accountId: string) => call(`${testControl}/storage/${encodeURIComponent(accountId)}/reset-onboarding`, { method: 'POST' }),
};

export const remoteServers = {
  stop: (remote: string) => call(`${supervisor}/services/${remote}/stop`, { method: 'POST' }),
  start: (remote: string) => call(`${supervisor}/services/${remote}/start`, { method: 'POST' }),
};

/** The survey provider's stand-in: its recorded answers, read with the provider's API key as a real integration would. */
export const surveyProvider = {
  responses: async (): Promise<{ score: number; comment: string }[]> =>
    ((await (await call(`http://127.0.0.1:${ports.survey}/responses`, { headers: { authorization: `Bearer ${surveyApiKeyFromEnv()}` } })).json()) as { responses: { score: number; comment: string }[] }).responses,
};
