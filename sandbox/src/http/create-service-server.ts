import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { LOCAL_SHELL_ORIGINS } from '@member/shared-contracts/environment';
import { installHardeningHeaders } from './hardening-headers';
import { consoleLogLine, formatRequestLogLine, requestLineKind, type LogLine } from './request-log';

export interface ServiceServerOptions {
  /** Short service name printed in front of each log line. */
  service: string;
  /** Where request log lines go; defaults to stdout. Tests pass `silentLogLine`. */
  logLine?: LogLine;
  /** Response headers browser code must be able to read (CORS `Access-Control-Expose-Headers`). */
  exposedHeaders?: string[];
  /**
   * Origins whose pages may call the service (CORS); any other origin gets no
   * `Access-Control-Allow-Origin`. Default: the shell's local origins. An empty list: no CORS at all
   * (the test control, which only test runners call, never a page).
   */
  allowedOrigins?: readonly string[];
  /** Answers hold personal data: `Cache-Control: no-store` unless a route sets its own (hardening-headers.ts). */
  personalData?: boolean;
}

/**
 * A Fastify instance with CORS for the shell's origins only, the hardening headers and privacy-safe
 * request logging (method, route pattern, status).
 * Fastify's own logger stays off: it would print raw URLs, and some carry email addresses.
 */
export async function createServiceServer(options: ServiceServerOptions): Promise<FastifyInstance> {
  const logLine = options.logLine ?? consoleLogLine;
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  const allowedOrigins = options.allowedOrigins ?? LOCAL_SHELL_ORIGINS;
  installHardeningHeaders(app, { noStore: options.personalData ?? false });
  if (allowedOrigins.length === 0) {
    app.addHook('onRequest', async (request, reply) => {
      // No CORS: a browser's preflight gets a plain refusal (no Access-Control-* headers).
      if (request.method === 'OPTIONS') return reply.status(403).send({ message: 'Cross-origin requests are not allowed' });
    });
  } else {
    await registerCors(app, allowedOrigins, options.exposedHeaders ?? []);
  }
  app.addHook('onResponse', async (request, reply) => {
    logLine(formatRequestLogLine(options.service, request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime), requestLineKind(reply.statusCode));
  });
  return app;
}

/**
 * CORS for the listed origins (never `*`, never a reflected arbitrary origin). Without credentials: the
 * app authenticates with a bearer token in a header, never a cookie, so no response is readable with the
 * browser's ambient credentials.
 */
async function registerCors(app: FastifyInstance, allowedOrigins: readonly string[], exposedHeaders: string[]): Promise<void> {
  await app.register(cors, {
    origin: [...allowedOrigins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders,
    maxAge: 600,
  });
}
