/**
 * Local ports and origins of every part run on one machine (shell, remotes, sandbox), from local-ports.json,
 * which the scripts and webpack configs read too; the environment override by email domain (access §5).
 */
export { LOCAL_PORTS, LOCAL_SHELL_ORIGINS, SANDBOX_USER_POOL, SANDBOX_CONTENT } from './local-ports';
export { type AppEnvironment, APP_DISTRIBUTIONS_ONLY, environmentForEmail } from './environment-override';
export { isRemoteManifestLocation } from './remote-manifest-location';
