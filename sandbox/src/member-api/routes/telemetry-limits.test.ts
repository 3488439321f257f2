import { useMemberApiHarness } from '../../testing/member-api-harness';
import { TELEMETRY_BODY_MAX_BYTES } from './telemetry';

describe('member API: anonymous telemetry intake is bounded', () => {
  const api = useMemberApiHarness();

  it.each(['/analytics/events', '/metrics'])('%s: a body over TELEMETRY_BODY_MAX_BYTES is 413 and nothing is kept', async (url) => {
    api.telemetry.clear();
    const padded = { events: [{ type: 'track', name: 'big', properties: { blob: 'x'.repeat(TELEMETRY_BODY_MAX_BYTES) }, userId: null, timestamp: 't' }] };
    const response = await api.call({ method: 'POST', url, payload: padded });
    expect(response.statusCode).toBe(413);
    expect(api.telemetry.payloads()).toEqual([]);
  });
});
