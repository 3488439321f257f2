import { useTestControlHarness } from '../testing/test-control-harness';

const MARIA = 'hra.primary@example.com';

describe('test control: PUT /clients/:clientId/session-length', () => {
  const { api, control } = useTestControlHarness();

  const sessionLengthOf101 = async () => (await api.call({ url: '/clients/101', token: await api.tokenOf(MARIA) })).json().userSessionLengthMinutes;

  it('sets a client’s session length, fractions of a minute too, as the member API answers it; reset restores the seed', async () => {
    const response = await control.request({ method: 'PUT', url: '/clients/101/session-length', payload: { minutes: 1.1 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ clientId: 101, userSessionLengthMinutes: 1.1 });
    expect(await sessionLengthOf101()).toBe(1.1);

    expect((await control.request({ method: 'POST', url: '/reset' })).statusCode).toBe(204);
    expect(await sessionLengthOf101()).toBe(15);
  });

  it('refuses a missing, zero, negative or too long length (422) and an unknown client (404)', async () => {
    for (const payload of [{}, { minutes: 0 }, { minutes: -1 }, { minutes: '5' }, { minutes: 1441 }]) {
      expect((await control.request({ method: 'PUT', url: '/clients/101/session-length', payload })).statusCode).toBe(422);
    }
    expect((await control.request({ method: 'PUT', url: '/clients/abc/session-length', payload: { minutes: 2 } })).statusCode).toBe(422);
    expect((await control.request({ method: 'PUT', url: '/clients/999/session-length', payload: { minutes: 2 } })).statusCode).toBe(404);
    expect(await sessionLengthOf101()).toBe(15);
  });
});
