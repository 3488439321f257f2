import type { FastifyInstance } from 'fastify';

/**
 * The origin a service puts into the links it hands out: the configured one (what the app is told in
 * services.json), else `http://localhost:<the port it listens on>` (tests on an ephemeral port). Never the
 * request's `Host` header, which any caller chooses: a link built from it could point at another site.
 */
export function publicBaseUrlOf(app: FastifyInstance, configured: string | undefined): () => string {
  if (configured) {
    const fixed = configured.replace(/\/+$/, '');
    return () => fixed;
  }
  return () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The service is not listening on a port');
    return `http://localhost:${address.port}`;
  };
}
