import { FlagOverrides } from '../flags/flag-overrides';
import { silentLogLine } from '../http/request-log';
import { createTestControlServer } from '../test-control/server';
import { httpTestClient } from './http-test-client';
import { startMemberApiHarness, type MemberApiHarness } from './member-api-harness';

/** The test-control server over a member API harness (its database and identity store), as a test client. */
async function startTestControlHarness(api: MemberApiHarness) {
  const server = await createTestControlServer({ memberApi: api.app.memberApi, identityStore: api.identityStore, flagOverrides: new FlagOverrides(), logLine: silentLogLine });
  return Object.assign(httpTestClient(server), { close: () => server.close() });
}

export type TestControlHarness = Awaited<ReturnType<typeof startTestControlHarness>>;

/**
 * A member API harness and the test-control server over it, for one test file (or describe block):
 * started before its tests, closed after them (test control first). The returned objects are filled in
 * when both have started.
 */
export function useTestControlHarness(): { api: MemberApiHarness; control: TestControlHarness } {
  const api = {} as MemberApiHarness;
  const control = {} as TestControlHarness;
  beforeAll(async () => {
    Object.assign(api, await startMemberApiHarness());
    Object.assign(control, await startTestControlHarness(api));
  }, 60_000);
  afterAll(async () => {
    await control.close?.();
    await api.close?.();
  });
  return { api, control };
}
