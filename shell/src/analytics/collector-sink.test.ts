import { createCollectorSink } from './collector-sink';

it('posts the batch as JSON without credentials and fails on a non-2xx answer', async () => {
  const fetchImpl = jest.fn().mockResolvedValue({ ok: true, status: 204 });
  const sink = createCollectorSink('http://localhost:4000/analytics/events', fetchImpl);
  const event = { type: 'page' as const, name: '/home', properties: {}, userId: null, timestamp: '2026-11-22T10:00:00.000Z' };
  await sink([event]);
  const [url, init] = fetchImpl.mock.calls[0];
  expect(url).toBe('http://localhost:4000/analytics/events');
  expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
  expect(init.headers).toMatchObject({ 'x-application-id': 'ui-member', 'x-application-version': '3.10.0' });
  expect(JSON.parse(init.body)).toEqual({ events: [event] });

  fetchImpl.mockResolvedValueOnce({ ok: false, status: 422 });
  await expect(sink([event])).rejects.toThrow('422');
});
