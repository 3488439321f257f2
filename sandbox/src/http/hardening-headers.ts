import type { FastifyInstance } from 'fastify';

export interface HardeningOptions {
  /**
   * `Cache-Control: no-store` on every answer whose route set no `Cache-Control` of its own: the
   * service answers personal data or tokens (member API, identity — Cognito's token answers carry
   * `no-store`), which no browser or proxy cache may keep. A route's own header (public assets, the
   * JWKS's `max-age`, attachment bytes) is left as it is.
   */
  noStore: boolean;
}

/**
 * Headers every sandbox service sends, unless a route set them itself:
 * - `X-Content-Type-Options: nosniff`: a browser never runs an answer as another type than it is labelled.
 * - `Referrer-Policy: no-referrer`: the services answer data and a few stand-in pages (the OAuth bank,
 *   the hosted sign-in) whose own URLs carry state ids or codes; nothing is gained by telling the next
 *   site where the browser came from, so not even the origin is sent (the shell's pages, which link to
 *   other sites, use `strict-origin-when-cross-origin` instead).
 */
export function installHardeningHeaders(app: FastifyInstance, options: HardeningOptions): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'no-referrer');
    if (options.noStore && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
