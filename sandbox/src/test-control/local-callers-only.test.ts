import { rawHttpRequest } from '../testing/raw-http-request';
import { useTestControlHarness } from '../testing/test-control-harness';

describe('test control: test runners on this machine only', () => {
  const { control } = useTestControlHarness();
  const send = async (method: string, path: string, headers: Record<string, string>) => rawHttpRequest(await control.baseUrl(), { method, path, headers });

  it('refuses a form posted from another site (Origin), even without a body', async () => {
    const posted = await send('POST', '/storage/200001/reset-onboarding', { origin: 'https://attacker.example', 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0' });
    expect(posted.statusCode).toBe(403);
    expect((await send('GET', '/metrics', { host: '127.0.0.1', origin: 'http://localhost:3000' })).statusCode).toBe(403);
  });

  it.each(['rebind.attacker.example', 'rebind.attacker.example:4009', '127.0.0.1.attacker.example', 'localhost.attacker.example:4009'])('refuses Host %j (DNS rebinding)', async (host) => {
    expect((await send('GET', '/metrics', { host })).statusCode).toBe(403);
  });

  it.each(['localhost:4009', '127.0.0.1:4009', '[::1]:4009', 'localhost'])('answers Host %s', async (host) => {
    expect((await send('GET', '/metrics', { host })).statusCode).toBe(200);
  });

  it('answers Node fetch, as the e2e support and scripts call it', async () => {
    expect((await control.request({ method: 'POST', url: '/storage/200001/reset-onboarding' })).statusCode).toBe(200);
  });
});
