import ports from './local-ports.json';

/**
 * Loopback ports of the assembled app on a developer machine, in CI and in docker-compose. One table
 * (local-ports.json), read as JSON by the webpack configs, the start script and the e2e config.
 */
export const LOCAL_PORTS = ports as Readonly<typeof ports>;

/**
 * The origins the shell is served from on a developer machine, in CI and in docker-compose (the
 * `shellOrigins` of shell/config/local and shell/config/docker services.json): the only origins the
 * sandbox services answer CORS for, and where the hosted sign-in pages may redirect.
 */
export const LOCAL_SHELL_ORIGINS: readonly string[] = Object.freeze([
  `http://localhost:${ports.shell}`,
  `http://127.0.0.1:${ports.shell}`,
]);

/** The sandbox identity pool. Cognito pool ids are `{region}_{name}`; SRP signs with the part after `_`. */
export const SANDBOX_USER_POOL = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_MemberLocal',
  userPoolClientId: 'memberweblocalclient',
} as const;

export const SANDBOX_CONTENT = { space: 'member-sandbox', environment: 'master', accessToken: 'sandbox-delivery-token' } as const;
