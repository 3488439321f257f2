import { FlagOverrides } from '../flags/flag-overrides';
import { silentLogLine } from '../http/request-log';
import { createTestControlServer } from '../test-control/server';
import { httpTestClient } from './http-test-client';
import type { MemberApiHarness } from './member-api-harness';

/** The test-control server over a member API harness (its database and identity store), as a test client. */
export async function startTestControlHarness(api: MemberApiHarness) {
  const server = await createTestControlServer({ memberApi: api.app.memberApi, identityStore: api.identityStore, flagOverrides: new FlagOverrides(), logLine: silentLogLine });
  return Object.assign(httpTestClient(server), { close: () => server.close() });
}

export type TestControlHarness = Awaited<ReturnType<typeof startTestControlHarness>>;
