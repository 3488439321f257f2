import { request as httpRequest } from 'node:http';

/**
 * One request over node:http, which sends exactly the headers it is given — `Host` and `Origin` too,
 * which `fetch` sets (or leaves out) itself. For tests of what a browser on another site or a rebound
 * DNS name would send.
 */
export function rawHttpRequest(baseUrl: string, request: { method?: string; path: string; headers: Record<string, string>; body?: string }): Promise<{ statusCode: number; body: string }> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: base.hostname, port: base.port, method: request.method ?? 'GET', path: request.path, headers: request.headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end(request.body);
  });
}
