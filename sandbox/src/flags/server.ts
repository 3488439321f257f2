import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createServiceServer } from '../http/create-service-server';
import type { LogLine } from '../http/request-log';
import { personas as seedPersonas } from '../seed/personas';
import type { Persona } from '../seed/seed-types';
import { evaluateFlags } from './evaluate-flags';
import { etagOf, matchesIfNoneMatch } from './flag-etag';
import { FlagOverrides } from './flag-overrides';
import { readTargetingKey, type ContextCheck } from './ofrep-request';
import { memberContextRefusal, type MemberAuthentication } from './member-context-auth';

export interface FlagsServerOptions {
  /** Shared with the test control, which writes them. */
  overrides?: FlagOverrides;
  personas?: readonly Persona[];
  logLine?: LogLine;
  /**
   * Verifies the member's bearer token as the member API does (an access token of the app client, not
   * revoked) and sets `request.caller`. A context with a targetingKey (a member's flags) needs it; an
   * anonymous context does not.
   */
  authenticateMember: MemberAuthentication;
}

/**
 * Feature flags over the OpenFeature Remote Evaluation Protocol (OFREP), as `@openfeature/ofrep-web-provider`
 * calls it: bulk `POST /ofrep/v1/evaluate/flags` (ETag / If-None-Match → 304) and single
 * `POST /ofrep/v1/evaluate/flags/{key}`. A member's context (targetingKey = account id) is evaluated only
 * for that member's own access token (OFREP's 401 / 403); an anonymous context (a signed-out visitor)
 * needs none and gets only what every visitor gets.
 */
export async function createFlagsServer(options: FlagsServerOptions): Promise<FastifyInstance> {
  const overrides = options.overrides ?? new FlagOverrides();
  const personas = options.personas ?? seedPersonas;
  const app = await createServiceServer({ service: 'flags', logLine: options.logLine, exposedHeaders: ['ETag'] });
  const refusalOf = (request: FastifyRequest, context: ContextCheck & { ok: true }) =>
    context.targetingKey === undefined ? Promise.resolve(null) : memberContextRefusal(request, context.targetingKey, options.authenticateMember);

  app.post('/ofrep/v1/evaluate/flags', async (request, reply) => {
    const context = readTargetingKey(request.body);
    if (!context.ok) return reply.status(400).send({ errorCode: 'INVALID_CONTEXT', errorDetails: context.errorDetails });
    const refusal = await refusalOf(request, context);
    if (refusal) return reply.status(refusal.status).send({ errorDetails: refusal.errorDetails });
    const body = { flags: evaluateFlags(context.targetingKey, personas, overrides) };
    const etag = etagOf(body);
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.status(200).send(body);
  });

  app.post<{ Params: { key: string } }>('/ofrep/v1/evaluate/flags/:key', async (request, reply) => {
    const { key } = request.params;
    const context = readTargetingKey(request.body);
    if (!context.ok) return reply.status(400).send({ key, errorCode: 'INVALID_CONTEXT', errorDetails: context.errorDetails });
    const refusal = await refusalOf(request, context);
    if (refusal) return reply.status(refusal.status).send({ key, errorDetails: refusal.errorDetails });
    const flag = evaluateFlags(context.targetingKey, personas, overrides).find((candidate) => candidate.key === key);
    if (!flag) return reply.status(404).send({ key, errorCode: 'FLAG_NOT_FOUND', errorDetails: `Flag ${key} was not found.` });
    return reply.status(200).send(flag);
  });

  return app;
}
