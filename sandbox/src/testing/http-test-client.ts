import type { FastifyInstance } from 'fastify';
import { listenOn } from '../http/listen-on';

function boundUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server listens on a pipe, not a port');
  return `http://127.0.0.1:${address.port}`;
}

export interface TestResponse {
  statusCode: number;
  headers: Headers;
  body: string;
  /** Parsed body; loosely typed on purpose so tests can read fields without casts. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the fields it expects without a cast
  json<T = any>(): T;
}

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless a string or bytes (bytes need their own content-type header). */
  payload?: unknown;
}

/**
 * Sends real HTTP requests to a Fastify instance listening on an ephemeral loopback port.
 * (Tests use this instead of `app.inject`: light-my-request 6 requires the ESM-only `cookie` 2 package,
 * which Jest's CommonJS runtime cannot load on Node 20 without a transform.)
 */
export function httpTestClient(app: FastifyInstance) {
  let baseUrl: Promise<string> | undefined;
  const base = () => (baseUrl ??= app.server.listening ? Promise.resolve(boundUrl(app)) : listenOn(app, 0));
  return {
    baseUrl: base,
    async request(request: TestRequest): Promise<TestResponse> {
      const headers: Record<string, string> = { ...request.headers };
      let body: string | Uint8Array | undefined;
      if (request.payload !== undefined) {
        body = typeof request.payload === 'string' || request.payload instanceof Uint8Array ? request.payload : JSON.stringify(request.payload);
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(`${await base()}${request.url}`, { method: request.method ?? 'GET', headers, body: body as BodyInit | undefined });
      const text = await response.text();
      return {
        statusCode: response.status,
        headers: response.headers,
        body: text,
        json: () => JSON.parse(text),
      };
    },
  };
}
