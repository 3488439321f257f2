import type { FastifyReply, FastifyRequest } from 'fastify';

/** localhost, 127.0.0.1 or [::1], with or without a port. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * onRequest hook of the test control, which resets data and reads every sign-in code. Only a test runner
 * on this machine may call it:
 * - any `Origin` header is refused: browsers send one with every cross-site form post and script
 *   request, test runners (Playwright's `request`, Node's `fetch`) send none — so no web page, even one
 *   the developer has open, can drive it;
 * - a `Host` that is not a loopback name is refused: a page whose DNS name was rebound to 127.0.0.1 is
 *   "same origin" to the browser, but its requests still name the attacker's host.
 */
export async function localCallersOnly(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (request.headers.origin !== undefined) return reply.status(403).send({ message: 'The test control answers test runners only, never a web page (Origin header)' });
  if (!LOOPBACK_HOST.test(request.headers.host ?? '')) return reply.status(403).send({ message: 'The test control answers on a loopback host name only' });
  return undefined;
}
