import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { consoleLogLine, formatRequestLogLine, requestLineKind, type LogLine } from './request-log';

export interface ServiceServerOptions {
  /** Short service name printed in front of each log line. */
  service: string;
  /** Where request log lines go; defaults to stdout. Tests pass `silentLogLine`. */
  logLine?: LogLine;
  /** Response headers browser code must be able to read (CORS `Access-Control-Expose-Headers`). */
  exposedHeaders?: string[];
}

/**
 * A Fastify instance with open CORS and privacy-safe request logging (method, route pattern, status).
 * Fastify's own logger stays off: it would print raw URLs, and some carry email addresses.
 */
export async function createServiceServer(options: ServiceServerOptions): Promise<FastifyInstance> {
  const logLine = options.logLine ?? consoleLogLine;
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  await app.register(cors, {
    origin: true,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: options.exposedHeaders ?? [],
    maxAge: 600,
  });
  app.addHook('onResponse', async (request, reply) => {
    logLine(formatRequestLogLine(options.service, request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime), requestLineKind(reply.statusCode));
  });
  return app;
}
