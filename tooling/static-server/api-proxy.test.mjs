import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { createApiProxy, parseApiRoute } from './api-proxy.mjs';
import { parseCli } from './serve.mjs';

/**
 * @param {http.RequestListener} listener
 * @returns {Promise<{ server: http.Server, base: string }>}
 */
async function listen(listener) {
  const server = http.createServer(listener);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return { server, base: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}` };
}

/** @param {http.Server} server */
function close(server) {
  server.closeAllConnections();
  server.close();
}

describe('parseApiRoute', () => {
  test('reads /api/<service>=<url>, without a trailing slash', () => {
    assert.deepEqual(parseApiRoute('/api/member=http://127.0.0.1:4000/'), { prefix: '/api/member', upstream: 'http://127.0.0.1:4000' });
    assert.deepEqual(parseApiRoute('/api/identity=https://cognito-idp.us-east-1.amazonaws.com'), {
      prefix: '/api/identity',
      upstream: 'https://cognito-idp.us-east-1.amazonaws.com',
    });
  });

  test('reads /remotes/<remote>=<url>: a remote\'s files on the shell\'s origin', () => {
    assert.deepEqual(parseApiRoute('/remotes/mfe-claims=http://127.0.0.1:3004'), { prefix: '/remotes/mfe-claims', upstream: 'http://127.0.0.1:3004' });
  });

  test('refuses anything else', () => {
    for (const value of ['/api/member', '/member=http://x', '/api/=http://x', '/api/member=ftp://x', '/api/member=localhost:4000', '/api/a/b=http://x', '/remotes=http://x', '/remotes/a/b=http://x', '/ui/x=http://x', '/config/x=http://x']) {
      assert.throws(() => parseApiRoute(value), /expected \/api\/<service>=<http\(s\) URL>/, value);
    }
  });

  test('member-static takes one --proxy per service', () => {
    const options = parseCli(['--dir', 'd', '--port', '3000', '--spa', '--proxy', '/api/member=http://127.0.0.1:4000', '--proxy', '/api/flags=http://127.0.0.1:4003']);
    assert.deepEqual(options.apiRoutes, [
      { prefix: '/api/member', upstream: 'http://127.0.0.1:4000' },
      { prefix: '/api/flags', upstream: 'http://127.0.0.1:4003' },
    ]);
  });
});

describe('createApiProxy', () => {
  /** @type {{ method?: string, url?: string, headers: http.IncomingHttpHeaders, body: string }[]} */
  const seen = [];
  /** @type {http.Server} */ let upstream;
  /** @type {http.Server} */ let shell;
  let shellBase = '';
  let upstreamBase = '';
  let deadPort = 0;

  before(async () => {
    const service = await listen((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (req.url?.startsWith('/slow')) return; // never answers
        res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, {
          'Content-Type': 'application/json',
          'Set-Cookie': 'session=service; Path=/',
          'Access-Control-Allow-Origin': '*',
          'Cache-Control': 'private, no-store',
          'X-Request-Id': 'r-1',
        });
        res.end(JSON.stringify({ ok: true }));
      });
    });
    upstream = service.server;
    upstreamBase = service.base;
    const dead = await listen(() => undefined);
    deadPort = /** @type {import('node:net').AddressInfo} */ (dead.server.address()).port;
    close(dead.server);
    const proxy = createApiProxy(
      [
        { prefix: '/api/member', upstream: service.base },
        { prefix: '/api/down', upstream: `http://127.0.0.1:${deadPort}` },
      ],
      { timeoutMs: 300, bodyLimitBytes: 1024 },
    );
    const front = await listen((req, res) => {
      if (!proxy(req, res)) res.writeHead(299).end('static');
    });
    shell = front.server;
    shellBase = front.base;
  });

  after(() => {
    close(upstream);
    close(shell);
  });

  test('forwards the method, the path without its prefix, the query, the body and the headers the app sends', async () => {
    seen.length = 0;
    const res = await fetch(`${shellBase}/api/member/accounts/7?include=client&x=%2F`, {
      method: 'POST',
      headers: { Authorization: 'Bearer t', 'x-application-id': 'ui-member', 'Content-Type': 'application/json', Cookie: 'shell=1', Origin: shellBase },
      body: '{"a":1}',
    });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { ok: true });
    const [request] = seen;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.url, '/accounts/7?include=client&x=%2F');
    assert.equal(request?.body, '{"a":1}');
    assert.equal(request?.headers.authorization, 'Bearer t');
    assert.equal(request?.headers['x-application-id'], 'ui-member');
    assert.equal(request?.headers.origin, shellBase);
    assert.equal(request?.headers.cookie, undefined);
    assert.equal(request?.headers.host, new URL(upstreamBase).host);
    assert.equal(request?.headers['x-forwarded-host'], new URL(shellBase).host);
    assert.equal(request?.headers['x-forwarded-prefix'], '/api/member');
    assert.equal(request?.headers['x-forwarded-proto'], 'http');
    assert.match(String(request?.headers['x-forwarded-for']), /127\.0\.0\.1/);
  });

  test('the bare prefix is the service\'s root (Cognito\'s JSON protocol posts to /)', async () => {
    seen.length = 0;
    await fetch(`${shellBase}/api/member`, { method: 'POST', body: '{}' });
    assert.equal(seen[0]?.url, '/');
  });

  test('returns the service\'s status, body and headers, but no cookie and no CORS of its own', async () => {
    const res = await fetch(`${shellBase}/api/member/missing`);
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('cache-control'), 'private, no-store');
    assert.equal(res.headers.get('x-request-id'), 'r-1');
    assert.equal(res.headers.get('set-cookie'), null);
    assert.equal(res.headers.get('access-control-allow-origin'), null);
  });

  test('only its prefixes: another path is left to the static files', async () => {
    for (const path of ['/api/memberx/a', '/home', '/api', '/config/services.json']) {
      assert.equal((await fetch(`${shellBase}${path}`)).status, 299, path);
    }
  });

  test('a service that cannot be reached is a 502 with a message, never cached', async () => {
    const res = await fetch(`${shellBase}/api/down/accounts/7`, { headers: { Authorization: 'Bearer t' } });
    assert.equal(res.status, 502);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.deepEqual(await res.json(), { message: 'The service is unavailable.' });
  });

  test('a service that does not answer in time is a 504', async () => {
    const res = await fetch(`${shellBase}/api/member/slow`);
    assert.equal(res.status, 504);
    assert.deepEqual(await res.json(), { message: 'The service did not answer in time.' });
  });

  test('a body over the limit is refused before it reaches the service, declared or streamed', async () => {
    seen.length = 0;
    const declared = await fetch(`${shellBase}/api/member/claim-uploads`, { method: 'POST', body: 'x'.repeat(2048) });
    assert.equal(declared.status, 413);
    assert.deepEqual(await declared.json(), { message: 'The request is too large.' });
    const streamed = await new Promise((resolve, reject) => {
      const req = http.request(`${shellBase}/api/member/claim-uploads`, { method: 'POST', headers: { 'Transfer-Encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      for (let chunk = 0; chunk < 4; chunk += 1) req.write('y'.repeat(512));
      req.end();
    });
    assert.equal(streamed, 413);
    assert.ok(!seen.some((request) => request.body.length > 1024));
  });
});
