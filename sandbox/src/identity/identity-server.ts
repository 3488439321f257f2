/**
 * The sandbox identity service: a Cognito-compatible user pool answering unmodified aws-amplify v6
 * (`Auth.Cognito.userPoolEndpoint`). Cognito's JSON protocol: POST / with
 * `X-Amz-Target: AWSCognitoIdentityProviderService.<Operation>` and an application/x-amz-json-1.1 body;
 * errors are HTTP 400 with `x-amzn-errortype` and `{"__type", "message"}`. Also serves the pool's JWKS.
 *
 * Logs operation names and outcomes only: never passwords, codes, names, emails or phone numbers.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import { LOCAL_PORTS, LOCAL_SHELL_ORIGINS } from '@member/shared-contracts/environment';
import { silentLogger, type Logger } from '@member/shared-contracts/logging';
import { CognitoError, tooManyRequests } from './protocol/cognito-error';
import { registerHostedUi } from './hosted-ui/hosted-ui-routes';
import { operationForTarget } from './operations/operation-registry';
import type { OperationContext } from './operations/operation-context';
import { sharedIdentityStore, type IdentityStore } from './store/identity-store';
import { issuerUrl, jwksUrl } from './tokens/issuer-url';
import { generateSigningKey, jwksOf } from './tokens/signing-key';
import type { IdentityTokenClaims } from './tokens/token-claims';
import { TokenIssuer } from './tokens/token-issuer';
import { IdentityTokenError, verifyIdentityToken } from './tokens/token-verifier';

export interface IdentityServerOptions {
  /** State to serve; the process-wide shared store (the one test control resets) by default. */
  store?: IdentityStore;
  /** Public base URL for `iss` and the JWKS URL. Default: http://localhost:{listening port}, else :4001. */
  publicBaseUrl?: string;
  /** Id and access token lifetime. Default 60. */
  tokenLifetimeMinutes?: number;
  /** Receives one line per operation (name and outcome). Default: silent. */
  logger?: Logger;
  /** The service's clock (tests). Default: the system clock. */
  clock?: () => Date;
  /**
   * App origins: the only ones answered with CORS (Amplify's calls, the token endpoint) and the ones the
   * hosted sign-in pages may redirect to. Default: the shell on localhost and 127.0.0.1.
   */
  hostedUiOrigins?: readonly string[];
}

/** What the rest of the sandbox can ask the identity server (available as `server.identity`). */
interface IdentityServerHandle {
  store: IdentityStore;
  issuer(): string;
  jwksUrl(): string;
  /** Verifies an id or access token of this pool, refusing revoked ones; throws IdentityTokenError. */
  verifyAccessOrIdToken(token: string, tokenUse?: 'id' | 'access'): Promise<IdentityTokenClaims>;
}

export type IdentityServer = FastifyInstance & { identity: IdentityServerHandle };

const AMZ_JSON = 'application/x-amz-json-1.1';
/** Cognito's answers are `application/x-amz-json-1.1` exactly (a Buffer keeps Fastify from adding a charset). */
const amzJsonBody = (value: unknown): Buffer => Buffer.from(JSON.stringify(value), 'utf8');

const EXPOSED_HEADERS = ['x-amzn-requestid', 'x-amzn-errortype', 'x-amzn-errormessage', 'x-amz-id-2', 'x-amz-cf-id', 'date'];

function sendCognitoError(reply: FastifyReply, error: CognitoError): FastifyReply {
  return reply
    .code(error.statusCode)
    .header('content-type', AMZ_JSON)
    .header('x-amzn-errortype', error.type)
    .send(amzJsonBody({ __type: error.type, message: error.message }));
}

/** Fastify's own errors (bad body, media type, ...) as Cognito errors. */
function asCognitoError(error: FastifyError | Error): CognitoError {
  if (error instanceof CognitoError) return error;
  const statusCode = (error as FastifyError).statusCode ?? 500;
  if (statusCode === 415) return new CognitoError('InvalidParameterException', `Content-Type must be ${AMZ_JSON}`);
  if (statusCode < 500) return new CognitoError('InvalidParameterException', error.message);
  return new CognitoError('InternalErrorException', 'An internal error occurred in the sandbox identity service', 500);
}

export function createIdentityServer(options: IdentityServerOptions = {}): IdentityServer {
  const store = options.store ?? sharedIdentityStore();
  const logger = options.logger ?? silentLogger;
  const now = options.clock ?? (() => new Date());
  const server = Fastify({ logger: false });

  const publicBaseUrl = (): string => {
    if (options.publicBaseUrl) return options.publicBaseUrl.replace(/\/+$/, '');
    const address = server.server.address();
    const port = address && typeof address === 'object' ? address.port : LOCAL_PORTS.identity;
    return `http://localhost:${port}`;
  };
  const issuer = () => issuerUrl(publicBaseUrl(), store.pool.userPoolId);
  const signingKey = generateSigningKey();
  const context: OperationContext = {
    store,
    signingKey,
    issuer,
    now,
    tokens: new TokenIssuer({ signingKey, issuer, clientId: store.pool.clientId, lifetimeMinutes: options.tokenLifetimeMinutes ?? 60 }),
  };

  const handle: IdentityServerHandle = {
    store,
    issuer,
    jwksUrl: () => jwksUrl(publicBaseUrl(), store.pool.userPoolId),
    async verifyAccessOrIdToken(token, tokenUse) {
      const claims = await verifyIdentityToken(token, signingKey.publicKey, {
        issuer: issuer(),
        clientId: store.pool.clientId,
        currentDate: now(),
        ...(tokenUse ? { tokenUse } : {}),
      });
      if (store.refreshTokens.isOriginRevoked(claims.origin_jti)) throw new IdentityTokenError('revoked', 'Token has been revoked');
      return claims;
    },
  };
  server.decorate('identity', handle);

  const appOrigins = options.hostedUiOrigins ?? LOCAL_SHELL_ORIGINS;
  server.register(cors, { origin: [...appOrigins], methods: ['GET', 'POST', 'OPTIONS'], exposedHeaders: EXPOSED_HEADERS, maxAge: 600 });

  registerHostedUi(server, {
    context,
    logger,
    policy: {
      clientId: store.pool.clientId,
      allowedOrigins: appOrigins,
    },
  });

  server.addContentTypeParser([AMZ_JSON, 'application/x-amz-json-1.0'], { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(new CognitoError('SerializationException', 'The request body is not valid JSON'), undefined);
    }
  });

  const operationNames = new WeakMap<FastifyRequest, string>();
  server.addHook('onRequest', async (_request, reply) => {
    reply.header('x-amzn-requestid', randomUUID());
  });

  server.post('/', async (request, reply) => {
    const target = request.headers['x-amz-target'];
    const { name, run } = operationForTarget(Array.isArray(target) ? target[0] : target);
    operationNames.set(request, name);
    if (!store.addressLimits.take(name, request.ip)) throw tooManyRequests();
    const result = await run(request.body, context);
    logger.info('identity operation', { operation: name, outcome: 'ok' });
    return reply.code(200).header('content-type', AMZ_JSON).send(amzJsonBody(result));
  });

  const sendJwks = async (_request: FastifyRequest, reply: FastifyReply) => reply.header('cache-control', 'max-age=300').send(jwksOf(signingKey));
  server.get('/.well-known/jwks.json', sendJwks);
  server.get<{ Params: { userPoolId: string } }>('/:userPoolId/.well-known/jwks.json', async (request, reply) => {
    if (request.params.userPoolId !== store.pool.userPoolId) {
      return sendCognitoError(reply.code(404), new CognitoError('ResourceNotFoundException', 'User pool does not exist.', 404));
    }
    return sendJwks(request, reply);
  });

  server.setNotFoundHandler(async (request, reply) =>
    sendCognitoError(reply, new CognitoError('ResourceNotFoundException', `No route for ${request.method} ${request.url.split('?')[0]}`, 404)),
  );

  server.setErrorHandler(async (error: FastifyError, request, reply) => {
    const cognitoError = asCognitoError(error);
    const operation = operationNames.get(request) ?? 'unknown';
    if (cognitoError.statusCode >= 500) {
      logger.error('identity operation failed', { operation, error: error.name });
    } else {
      logger.info('identity operation', { operation, outcome: cognitoError.type });
    }
    return sendCognitoError(reply, cognitoError);
  });

  return server as unknown as IdentityServer;
}
