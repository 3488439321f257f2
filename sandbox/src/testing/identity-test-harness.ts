/**
 * Test support: an identity server on an ephemeral port with its own store, aws-amplify v6 configured
 * against it (in-memory token storage), and a raw Cognito JSON client for protocol-level checks.
 */
import { Amplify } from 'aws-amplify';
import { signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { ConsoleLogger, sharedInMemoryStorage } from 'aws-amplify/utils';
import { createIdentityServer, type IdentityServer, type IdentityServerOptions } from '../identity/identity-server';
import { IdentityStore } from '../identity/store/identity-store';

export const POOL = { userPoolId: 'us-east-1_MemberLocal', clientId: 'memberweblocalclient' } as const;

export interface RunningIdentityServer {
  server: IdentityServer;
  store: IdentityStore;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startIdentityServer(options: Omit<IdentityServerOptions, 'store'> = {}): Promise<RunningIdentityServer> {
  const store = new IdentityStore();
  const server = createIdentityServer({ ...options, store });
  await server.listen({ port: 0, host: 'localhost' });
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('identity server is not listening');
  return { server, store, baseUrl: `http://localhost:${address.port}`, close: () => server.close() };
}

export function configureAmplify(baseUrl: string): void {
  // Amplify warns (by design) about any custom userPoolEndpoint.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure({
    Auth: { Cognito: { userPoolEndpoint: baseUrl, userPoolId: POOL.userPoolId, userPoolClientId: POOL.clientId } },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(sharedInMemoryStorage);
}

/** The refresh token Amplify stored for the signed-in user (read from its key-value storage). */
export async function storedRefreshToken(): Promise<string | null> {
  const lastAuthUser = await sharedInMemoryStorage.getItem(`CognitoIdentityServiceProvider.${POOL.clientId}.LastAuthUser`);
  if (!lastAuthUser) return null;
  return sharedInMemoryStorage.getItem(`CognitoIdentityServiceProvider.${POOL.clientId}.${lastAuthUser}.refreshToken`);
}

export interface CognitoResponse {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** One Cognito JSON-protocol call, as Amplify makes it. */
export async function callCognito(baseUrl: string, operation: string, request: Record<string, unknown>): Promise<CognitoResponse> {
  const response = await fetch(`${baseUrl}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(request),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** The error name and message Amplify surfaces for a rejected call. */
export async function rejectionOf(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { name, message } = error as Error;
    return { name, message };
  }
  throw new Error('expected the call to be rejected');
}

/**
 * For a test file at the protocol level: an identity server (its own store) started before its tests and
 * closed after them, the store back to the seed before each test. Returns a getter for the running server.
 */
export function useIdentityServer(): () => RunningIdentityServer {
  let identity: RunningIdentityServer | undefined;
  const running = () => {
    if (!identity) throw new Error('the identity server starts in beforeAll');
    return identity;
  };
  beforeAll(async () => {
    identity = await startIdentityServer();
  });
  afterAll(async () => {
    await running().close();
  });
  beforeEach(() => running().store.reset());
  return running;
}

/**
 * For a test file driving real Amplify: useIdentityServer, with Amplify pointed at the server and signed
 * out after each test.
 */
export function useAmplifyAgainstIdentityServer(): () => RunningIdentityServer {
  const running = useIdentityServer();
  beforeAll(() => configureAmplify(running().baseUrl));
  afterEach(async () => {
    await signOut();
  });
  return running;
}
