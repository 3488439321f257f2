import { LOCAL_SHELL_ORIGINS, SANDBOX_USER_POOL } from '@member/shared-contracts/environment';
import { startSandbox, type RunningSandbox } from './start-sandbox';

const ephemeral = { memberApi: 0, identity: 0, content: 0, flags: 0, testControl: 0, survey: 0 };
const SHELL = 'http://localhost:3000';
const FOREIGN = 'https://attacker.example';

/**
 * CORS of every sandbox service: the shell's origins only (the app sends bearer tokens, so `*` or a
 * reflected arbitrary origin would let any site call the API as the member); the test control none.
 */
describe('sandbox CORS', () => {
  let sandbox: RunningSandbox;
  const services = () => ({
    'member API': `${sandbox.urls.memberApi}/accounts/200001`,
    identity: `${sandbox.urls.identity}/${SANDBOX_USER_POOL.userPoolId}/.well-known/jwks.json`,
    content: `${sandbox.urls.content}/spaces/member-sandbox/environments/master/entries`,
    flags: `${sandbox.urls.flags}/ofrep/v1/evaluate/flags`,
  });

  beforeAll(async () => {
    sandbox = await startSandbox({ ports: ephemeral, sandboxMode: true, databaseInWorker: true, logLine: () => undefined });
  }, 240_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('the local shell origins are the ones shell/config/local names', () => {
    expect(LOCAL_SHELL_ORIGINS).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it.each(['member API', 'identity', 'content', 'flags'] as const)('%s answers the shell origin', async (name) => {
    for (const origin of LOCAL_SHELL_ORIGINS) {
      const response = await fetch(services()[name], { headers: { Origin: origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      // Bearer tokens, no cookies: never credentialed CORS.
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it.each(['member API', 'identity', 'content', 'flags'] as const)('%s gives a foreign origin no Access-Control-Allow-Origin', async (name) => {
    const response = await fetch(services()[name], { headers: { Origin: FOREIGN } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(services()[name], {
      method: 'OPTIONS',
      headers: { Origin: FOREIGN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('the test control allows no origin, not even the shell: a request from any page is refused', async () => {
    const response = await fetch(`${sandbox.urls.testControl}/metrics`, { headers: { Origin: SHELL } });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${sandbox.urls.testControl}/reset`, {
      method: 'OPTIONS',
      headers: { Origin: SHELL, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
