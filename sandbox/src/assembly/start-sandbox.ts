import type { FastifyInstance } from 'fastify';
import { createContentServer } from '../content/server';
import { FlagOverrides } from '../flags/flag-overrides';
import { memberBearerCheck } from '../flags/member-bearer-check';
import { createFlagsServer } from '../flags/server';
import { installHardeningHeaders } from '../http/hardening-headers';
import { lineLogger } from '../http/line-logger';
import { listenOn } from '../http/listen-on';
import { consoleLogLine, type LogLine } from '../http/request-log';
import { IdentityStore, createIdentityServer } from '../identity';
import { openMemberDatabase } from '../member-api/database/open-member-database';
import { createMemberApiServer, type MemberApiHandle } from '../member-api/server';
import { recordUserSetPassword } from '../member-api/passwords/record-user-set-password';
import { enrollOnSignUp } from '../member-api/sign-up/enroll-on-sign-up';
import { createTestControlServer } from '../test-control/server';
import { createSurveyServer } from '../survey/survey-server';
import { surveyApiKeyFromEnv } from '../survey/survey-api-key';
import { identityAdminOf } from './identity-admin-of-store';
import type { ServicePorts } from './service-ports';
import { servicePortsFromEnv } from './service-ports';

export interface SandboxOptions {
  /** Ports to listen on; 0 = any free port. Default: LOCAL_PORTS with env overrides. */
  ports?: Partial<ServicePorts>;
  /** Interface every service binds to. Default 127.0.0.1. The test control is always on 127.0.0.1. */
  host?: string;
  /** Host name put into public URLs (token issuer, asset URLs). Default localhost. */
  publicHostname?: string;
  /** Start the test control. */
  sandboxMode?: boolean;
  /** Member API database directory (on disk); in memory when absent. */
  dataDir?: string;
  /** Run PGlite in a worker thread (needed under Jest). */
  databaseInWorker?: boolean;
  logLine?: LogLine;
}

interface SandboxUrls {
  memberApi: string;
  identity: string;
  content: string;
  flags: string;
  /** The survey provider's stand-in: the NPS survey page, framed by the shell. */
  survey: string;
  testControl?: string;
}

export interface RunningSandbox {
  urls: SandboxUrls;
  identityStore: IdentityStore;
  memberApi: MemberApiHandle;
  flagOverrides: FlagOverrides;
  /** What POST /reset of the test control does. */
  reset(): Promise<void>;
  /** Stops every service and closes the database. */
  close(): Promise<void>;
}

/**
 * Starts identity, member API, content and flags (and the test control in sandbox mode), and resolves once
 * all listen. The member API verifies tokens against the identity service's JWKS over HTTP.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const ports = { ...servicePortsFromEnv(), ...options.ports };
  const host = options.host ?? '127.0.0.1';
  const publicHostname = options.publicHostname ?? 'localhost';
  const logLine = options.logLine ?? consoleLogLine;
  const started: FastifyInstance[] = [];
  const stopAll = async () => {
    for (const server of started.reverse()) await server.close();
  };

  try {
    const identityStore = new IdentityStore();
    const identity = createIdentityServer({ store: identityStore, logger: lineLogger('identity', logLine), publicBaseUrl: ports.identity === 0 ? undefined : `http://${publicHostname}:${ports.identity}` });
    // The identity service is built apart from the other services (Cognito's wire protocol); it gets the same
    // hardening headers, and `no-store` on its answers (tokens, codes' delivery details) as Cognito sends.
    installHardeningHeaders(identity, { noStore: true });
    started.push(identity);
    const identityUrl = await listenOn(identity, ports.identity, host);

    const database = await openMemberDatabase({ dataDir: options.dataDir, inWorker: options.databaseInWorker });
    const memberApiServer = await createMemberApiServer({
      database,
      issuer: identity.identity.issuer(),
      jwksUrl: identity.identity.jwksUrl(),
      identity: identityAdminOf(identityStore),
      logLine,
      // The origin the app is told (shell/config/local services.json `memberApi`): links the API hands out use it.
      ...(ports.memberApi === 0 ? {} : { publicBaseUrl: `http://${publicHostname}:${ports.memberApi}` }),
    });
    memberApiServer.addHook('onClose', async () => database.close());
    // The member platform's pre-sign-up trigger: sign-ups match the enrollment roster and get an account.
    identityStore.triggers.preSignUp = enrollOnSignUp(database);
    // A password the member sets themselves is recorded on the account: reset-password refuses it from then on.
    identityStore.triggers.passwordSetByUser = recordUserSetPassword(database);
    started.push(memberApiServer);
    const memberApiUrl = await listenOn(memberApiServer, ports.memberApi, host);

    const contentServer = await createContentServer({ logLine, ...(ports.content === 0 ? {} : { publicHost: `${publicHostname}:${ports.content}` }) });
    started.push(contentServer);
    const contentUrl = await listenOn(contentServer, ports.content, host);

    const flagOverrides = new FlagOverrides();
    const flagsServer = await createFlagsServer({
      overrides: flagOverrides,
      logLine,
      authenticateMember: memberBearerCheck({ issuer: identity.identity.issuer(), jwksUrl: identity.identity.jwksUrl(), isRevoked: identityAdminOf(identityStore).isTokenRevoked }),
    });
    started.push(flagsServer);
    const flagsUrl = await listenOn(flagsServer, ports.flags, host);

    const surveyServer = await createSurveyServer({ logLine, apiKey: surveyApiKeyFromEnv() });
    started.push(surveyServer);
    const surveyUrl = await listenOn(surveyServer, ports.survey, host);

    let testControlUrl: string | undefined;
    if (options.sandboxMode) {
      const testControl = await createTestControlServer({ memberApi: memberApiServer.memberApi, identityStore, flagOverrides, logLine });
      started.push(testControl);
      testControlUrl = await listenOn(testControl, ports.testControl, '127.0.0.1');
    }

    const reset = async () => {
      await memberApiServer.memberApi.reset();
      identityStore.reset();
      flagOverrides.clearAll();
    };
    return {
      urls: { memberApi: memberApiUrl, identity: identityUrl, content: contentUrl, flags: flagsUrl, survey: surveyUrl, ...(testControlUrl ? { testControl: testControlUrl } : {}) },
      identityStore,
      memberApi: memberApiServer.memberApi,
      flagOverrides,
      reset,
      close: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
