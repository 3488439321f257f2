import type { FastifyInstance } from 'fastify';
import { z } from '../zod';
import { createServiceServer } from '../http/create-service-server';
import type { LogLine } from '../http/request-log';
import { isCodePurpose, type IdentityStore } from '../identity';
import type { FlagOverrides } from '../flags/flag-overrides';
import type { MemberApiHandle } from '../member-api/server';
import { setClientSessionLength } from '../member-api/repositories/clients';
import { registerConciergeControl } from './concierge-control-routes';
import { localCallersOnly } from './local-callers-only';
import { registerClaimsTestControl } from '../member-api/claims/claims-test-control';
import { registerReimbursementsTestControl } from '../member-api/reimbursements/reimbursements-test-control';
import { registerUiStorageTestControl } from '../member-api/ui-storage/ui-storage-test-control';

export interface TestControlServerOptions {
  memberApi: MemberApiHandle;
  identityStore: IdentityStore;
  flagOverrides: FlagOverrides;
  logLine?: LogLine;
}

const sessionLength = z.object({ minutes: z.number().check(z.positive(), z.lte(24 * 60)) });

const flagValues = z.record(z.string().check(z.minLength(1), z.maxLength(100)), z.union([z.boolean(), z.string().check(z.maxLength(200)), z.number()]));

/**
 * TEST-ONLY control of the sandbox, for e2e tests. Started only in sandbox mode, bound to 127.0.0.1; a
 * request with an `Origin` or a non-loopback `Host` is refused (local-callers-only.ts).
 *   PUT    /flags/:accountId   merge flag overrides for an account (`*` = every context, also signed-out)
 *   GET    /flags/:accountId   the account's overrides
 *   DELETE /flags/:accountId   drop them
 *   POST   /reset              member API data, identity users and codes, flag overrides, telemetry → seed
 *   GET    /codes/:email       last code sent to the user (`?purpose=sms_mfa|sign_up|forgot_password|verify_email|verify_phone_number`)
 *   GET    /metrics            counters received on POST /metrics and the number of log entries on POST /api/logs
 *   PUT    /clients/:clientId/session-length   `{ minutes }` (fractions allowed): the client's userSessionLengthMinutes
 *   GET    /telemetry/payloads every payload of POST /api/logs, /analytics/events and /metrics since the last reset
 *   /concierge/…        the concierge's availability, failing sends, agent replies, closing (concierge-control-routes.ts)
 *   POST   /claims/:claimId/advance   moves a claim to its next status at once (claims-test-control.ts)
 *   PUT    /bank-account-links/:accountId/status  sets the status of an account's bank link (reimbursements-test-control.ts)
 *   POST   /storage/:accountId/reset-onboarding   the onboarding modal shows again; DELETE /storage/:accountId empties it (ui-storage-test-control.ts)
 */
export async function createTestControlServer(options: TestControlServerOptions): Promise<FastifyInstance> {
  // No page ever calls the test control: no origin is allowed (its data resets and reads every code).
  const app = await createServiceServer({ service: 'test-control', logLine: options.logLine, allowedOrigins: [] });
  app.addHook('onRequest', localCallersOnly);

  app.put<{ Params: { accountId: string } }>('/flags/:accountId', async (request, reply) => {
    const parsed = flagValues.safeParse(request.body);
    if (!parsed.success) return reply.status(422).send({ message: 'Body must be an object of flag keys to boolean, string or number values' });
    return { accountId: request.params.accountId, overrides: options.flagOverrides.merge(request.params.accountId, parsed.data) };
  });

  app.get<{ Params: { accountId: string } }>('/flags/:accountId', async (request) => ({
    accountId: request.params.accountId,
    overrides: options.flagOverrides.of(request.params.accountId),
  }));

  app.delete<{ Params: { accountId: string } }>('/flags/:accountId', async (request, reply) => {
    options.flagOverrides.clear(request.params.accountId);
    return reply.status(204).send();
  });

  app.post('/reset', async (_request, reply) => {
    await options.memberApi.reset();
    options.identityStore.reset();
    options.flagOverrides.clearAll();
    return reply.status(204).send();
  });

  app.get<{ Params: { email: string }; Querystring: { purpose?: string } }>('/codes/:email', async (request, reply) => {
    const { purpose } = request.query;
    if (purpose !== undefined && !isCodePurpose(purpose)) return reply.status(422).send({ message: `Unknown purpose ${purpose}` });
    const sent = options.identityStore.lastCodeSent(request.params.email, purpose);
    if (!sent) return reply.status(404).send({ message: 'No code was sent to this user' });
    return {
      username: sent.username,
      purpose: sent.purpose,
      code: sent.code,
      deliveryMedium: sent.deliveryMedium,
      attributeName: sent.attributeName,
      sentAt: sent.sentAt.toISOString(),
      expiresAt: sent.expiresAt.toISOString(),
      consumed: sent.consumed,
    };
  });

  app.get('/metrics', async () => options.memberApi.telemetry.snapshot());

  app.put<{ Params: { clientId: string } }>('/clients/:clientId/session-length', async (request, reply) => {
    const parsed = sessionLength.safeParse(request.body);
    const clientId = Number(request.params.clientId);
    if (!parsed.success || !Number.isInteger(clientId)) return reply.status(422).send({ message: 'Body must be { minutes } with 0 < minutes <= 1440' });
    const found = await setClientSessionLength(options.memberApi.database, clientId, parsed.data.minutes);
    if (!found) return reply.status(404).send({ message: `No client ${request.params.clientId}` });
    return { clientId, userSessionLengthMinutes: parsed.data.minutes };
  });

  app.get('/telemetry/payloads', async () => ({ payloads: options.memberApi.telemetry.payloads() }));
  registerConciergeControl(app, options.memberApi);
  registerClaimsTestControl(app, options.memberApi.database);
  registerReimbursementsTestControl(app, options.memberApi.database);
  registerUiStorageTestControl(app, options.memberApi.database);

  return app;
}
