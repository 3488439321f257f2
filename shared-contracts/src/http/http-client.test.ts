import { createHttpClient, type FetchImpl } from './http-client';
import { HttpError } from './http-error';
import { MESSAGING_RETRY_POLICY } from './retry-policy';
import { isStaleResponseError, StaleResponseError } from './stale-response-error';

interface Call {
  url: string;
  init: RequestInit;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function fakeFetch(...responses: (Response | (() => Promise<Response>))[]) {
  const calls: Call[] = [];
  const impl: FetchImpl = async (url, init) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return typeof next === 'function' ? next() : next;
  };
  return { impl, calls };
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

function client(fetchImpl: FetchImpl, token: string | null = 'tok-1', sleep = jest.fn(async () => undefined)) {
  return createHttpClient({ baseUrl: 'http://api.test/', appVersion: '3.10.0', getToken: async () => token, fetchImpl, sleep });
}

describe('createHttpClient — headers', () => {
  it('sends the application id and version headers on every call', async () => {
    const { impl, calls } = fakeFetch(json(200, {}));
    await client(impl).get('/accounts/a');
    expect(header(calls[0], 'x-application-id')).toBe('ui-member');
    expect(header(calls[0], 'x-application-version')).toBe('3.10.0');
    expect(header(calls[0], 'x-application-distribution')).toBe('web');
  });

  it('adds the bearer token unless excludeAuth', async () => {
    const { impl, calls } = fakeFetch(json(200, {}), json(200, {}));
    const http = client(impl);
    await http.get('/accounts/a');
    await http.get('/usernames', { excludeAuth: true });
    expect(header(calls[0], 'authorization')).toBe('Bearer tok-1');
    expect(header(calls[1], 'authorization')).toBeNull();
  });

  it('leaves the header out when there is no token', async () => {
    const { impl, calls } = fakeFetch(json(200, {}));
    await client(impl, null).get('/x');
    expect(header(calls[0], 'authorization')).toBeNull();
  });

  it('passes extra headers', async () => {
    const { impl, calls } = fakeFetch(json(200, {}));
    await client(impl).patch('/account/a', { body: {}, headers: { 'x-pool-only-analytics': 'true' } });
    expect(header(calls[0], 'x-pool-only-analytics')).toBe('true');
  });
});

describe('createHttpClient — requests and answers', () => {
  it('joins the base URL and the query', async () => {
    const { impl, calls } = fakeFetch(json(200, { items: [] }));
    await client(impl).get('/plans', { query: { client_id: 3, id: [1, 2], skip: undefined } });
    expect(calls[0]?.url).toBe('http://api.test/plans?client_id=3&id=1%2C2');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const { impl, calls } = fakeFetch(json(200, { ok: true }));
    const answer = await client(impl).post<{ ok: boolean }>('/account/a/identities', { body: { idToken: 't', idpIdentifier: 'g', userId: 'u' } });
    expect(answer).toEqual({ ok: true });
    expect(calls[0]?.init.body).toBe('{"idToken":"t","idpIdentifier":"g","userId":"u"}');
    expect(header(calls[0], 'content-type')).toBe('application/json');
  });

  it('sends a binary body as-is with the given content type', async () => {
    const { impl, calls } = fakeFetch(json(201, {}));
    const bytes = new Uint8Array([1, 2, 3]);
    await client(impl).post('/zendesk/v2/uploads.json', { body: bytes, headers: { 'content-type': 'image/png', 'Accept-Version': '1' } });
    expect(calls[0]?.init.body).toBe(bytes);
    expect(header(calls[0], 'content-type')).toBe('image/png');
  });

  it('resolves undefined for an empty answer and text for a non-JSON one', async () => {
    const { impl } = fakeFetch(new Response(null, { status: 204 }), new Response('pong', { status: 200 }));
    const http = client(impl);
    await expect(http.delete('/x')).resolves.toBeUndefined();
    await expect(http.get('/ping')).resolves.toBe('pong');
  });

  it('passes the abort signal', async () => {
    const { impl, calls } = fakeFetch(json(200, {}));
    const controller = new AbortController();
    await client(impl).get('/x', { signal: controller.signal });
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });
});

describe('createHttpClient — errors', () => {
  it('rejects with HttpError carrying status, the server message and headers', async () => {
    const { impl } = fakeFetch(json(404, { message: 'account not found' }, { 'x-country-restriction': 'true' }));
    const error = await client(impl).get('/accounts/a').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: 'account not found', body: { message: 'account not found' } });
    expect((error as HttpError).headers.get('x-country-restriction')).toBe('true');
  });

  it('uses a text body as the message', async () => {
    const { impl } = fakeFetch(new Response('rate limited', { status: 429 }));
    await expect(client(impl).get('/usernames')).rejects.toMatchObject({ status: 429, message: 'rate limited' });
  });

  it('falls back to HTTP {status}', async () => {
    const { impl } = fakeFetch(new Response('', { status: 500 }));
    await expect(client(impl).get('/x')).rejects.toMatchObject({ status: 500, message: 'HTTP 500' });
  });

  it('reports a 401 to a request that carried a bearer token (a session ended elsewhere), and still rejects', async () => {
    const onTokenRefused = jest.fn();
    const refused = () => json(401, { message: 'The bearer token has been revoked' });
    const { impl } = fakeFetch(refused(), refused(), json(403, { message: 'Forbidden' }));
    const api = createHttpClient({ baseUrl: 'http://api.test', appVersion: '3.10.0', getToken: async () => 'tok-1', fetchImpl: impl, onTokenRefused });
    await expect(api.get('/accounts/a')).rejects.toMatchObject({ status: 401 });
    expect(onTokenRefused).toHaveBeenCalledTimes(1);
    await expect(api.get('/usernames', { excludeAuth: true })).rejects.toMatchObject({ status: 401 });
    await expect(api.get('/accounts/b')).rejects.toMatchObject({ status: 403 });
    expect(onTokenRefused).toHaveBeenCalledTimes(1);
  });
});

describe('createHttpClient — retry policy', () => {
  it('retries status >= 500 up to 3 times with factor 1.5', async () => {
    const { impl, calls } = fakeFetch(json(500, {}), json(502, {}), json(503, {}), json(200, { id: 'c' }));
    const sleep = jest.fn(async () => undefined);
    await expect(client(impl, 't', sleep).post('/chats', { body: {}, retry: MESSAGING_RETRY_POLICY })).resolves.toEqual({ id: 'c' });
    expect(calls).toHaveLength(4);
    expect(sleep.mock.calls.map((call: unknown[]) => call[0])).toEqual([1000, 1500, 2250]);
  });

  it('gives up after 3 retries', async () => {
    const { impl, calls } = fakeFetch(json(500, {}), json(500, {}), json(500, {}), json(500, { message: 'still down' }));
    await expect(client(impl).get('/chats/1', { retry: MESSAGING_RETRY_POLICY })).rejects.toMatchObject({ status: 500, message: 'still down' });
    expect(calls).toHaveLength(4);
  });

  it('does not retry a 4xx', async () => {
    const { impl, calls } = fakeFetch(json(422, { message: 'invalid tag' }));
    await expect(client(impl).post('/chats', { body: {}, retry: MESSAGING_RETRY_POLICY })).rejects.toMatchObject({ status: 422 });
    expect(calls).toHaveLength(1);
  });

  it('does not retry without a policy', async () => {
    const { impl, calls } = fakeFetch(json(500, {}));
    await expect(client(impl).get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(1);
  });
});

describe('createHttpClient — stale responses', () => {
  function deferred() {
    let resolve!: (response: Response) => void;
    const promise = new Promise<Response>((done) => (resolve = done));
    return { promise, resolve };
  }

  it('rejects an older request with StaleResponseError once a newer one with the same key started', async () => {
    const first = deferred();
    const second = deferred();
    const { impl } = fakeFetch(() => first.promise, () => second.promise);
    const http = client(impl);
    const older = http.get('/search', { staleKey: 'search' });
    const newer = http.get('/search', { staleKey: 'search' });
    second.resolve(json(200, { term: 'new' }));
    first.resolve(json(200, { term: 'old' }));
    await expect(newer).resolves.toEqual({ term: 'new' });
    const error = await older.catch((caught: unknown) => caught);
    expect(isStaleResponseError(error)).toBe(true);
    expect((error as StaleResponseError).staleKey).toBe('search');
  });

  it('also hides an older failure', async () => {
    const first = deferred();
    const { impl } = fakeFetch(() => first.promise, json(200, {}));
    const http = client(impl);
    const older = http.get('/x', { staleKey: 'k' });
    await http.get('/x', { staleKey: 'k' });
    first.resolve(json(500, {}));
    await expect(older).rejects.toBeInstanceOf(StaleResponseError);
  });

  it('keeps different keys independent', async () => {
    const { impl } = fakeFetch(json(200, 1), json(200, 2));
    const http = client(impl);
    const [a, b] = await Promise.all([http.get('/a', { staleKey: 'a' }), http.get('/b', { staleKey: 'b' })]);
    expect([a, b]).toEqual([1, 2]);
  });
});
