/**
 * What the repository runs: the shell, the six remotes and the sandbox services, with their ports.
 * Ports come from one file, shared-contracts/src/environment/local-ports.json; the remotes are the
 * `mfe_*` entries there (container name `mfe_claims` ↔ folder `mfe-claims`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** @type {Record<string, number>} */
export const ports = JSON.parse(
  readFileSync(path.join(repoRoot, 'shared-contracts', 'src', 'environment', 'local-ports.json'), 'utf8'),
);

/**
 * Where the shell's origin serves each service the browser calls (`/api/member` → the member API), so
 * no call needs a CORS preflight (docs/decisions/057); shell/config/<env>/services.json names the same paths.
 * @type {Record<string, string>}
 */
export const sameOriginServices = JSON.parse(
  readFileSync(path.join(repoRoot, 'shared-contracts', 'src', 'environment', 'same-origin-services.json'), 'utf8'),
);

/**
 * Where the shell's origin serves each remote's files: `/remotes/<remote folder>/` (docs/decisions/072),
 * so a page loads its remotes over the connection it already has; shell/config/<env>/remotes.json names
 * the manifests there.
 * @type {{ prefix: string }}
 */
const sameOriginRemotes = JSON.parse(
  readFileSync(path.join(repoRoot, 'shared-contracts', 'src', 'environment', 'same-origin-remotes.json'), 'utf8'),
);

/**
 * @param {{ folder: string }} remote
 * @returns {string} `/remotes/mfe-claims`
 */
export function sameOriginRemotePath(remote) {
  return `${sameOriginRemotes.prefix}/${remote.folder}`;
}

/**
 * The shell's static-server arguments that forward those paths: the services to the sandbox, each
 * remote's path to that remote's server.
 * @param {string} sandboxHost  where the shell's server reaches the sandbox: `127.0.0.1`, `sandbox` (compose)
 * @param {(remote: App) => string} remoteHost  where it reaches a remote: `127.0.0.1`, its compose service
 * @returns {string[]} `--proxy /api/member=http://127.0.0.1:4000`… `--proxy /remotes/mfe-auth=http://127.0.0.1:3001`…
 */
export function proxyArguments(sandboxHost, remoteHost) {
  return [
    ...Object.entries(sameOriginServices).flatMap(([service, prefix]) => ['--proxy', `${prefix}=http://${sandboxHost}:${ports[service]}`]),
    ...remotes.flatMap((remote) => ['--proxy', `${sameOriginRemotePath(remote)}=http://${remoteHost(remote)}:${remote.port}`]),
  ];
}

/**
 * @typedef {object} App
 * @property {string} name    federation container name (`shell`, `mfe_claims`), also the service name
 * @property {string} folder  workspace folder (`shell`, `mfe-claims`)
 * @property {string} dir     absolute path of the folder
 * @property {number} port    port of its static server / dev server
 * @property {boolean} host   true for the shell
 */

/**
 * @param {string} name
 * @returns {App}
 */
function app(name) {
  const folder = name.replace(/_/g, '-');
  return { name, folder, dir: path.join(repoRoot, folder), port: ports[name], host: name === 'shell' };
}

/** @type {App[]} */
export const remotes = Object.keys(ports).filter((name) => name.startsWith('mfe_')).map(app);
export const shell = app('shell');
/** The shell first, then the remotes, in local-ports.json order. */
export const apps = [shell, ...remotes];

/**
 * The sandbox's ports, by service name; the test-control service only in sandbox mode.
 * @param {{ sandboxMode: boolean }} options
 * @returns {Record<string, number>}
 */
export function sandboxPorts({ sandboxMode }) {
  const names = ['identity', 'memberApi', 'content', 'flags', 'survey', ...(sandboxMode ? ['testControl'] : [])];
  return Object.fromEntries(names.map((name) => [name, ports[name]]));
}

/**
 * Finds an app by folder or container name (`mfe-claims` or `mfe_claims`).
 * @param {string} nameOrFolder
 * @returns {App | undefined}
 */
export function findApp(nameOrFolder) {
  const wanted = path.basename(nameOrFolder.replace(/[/\\]+$/, ''));
  return apps.find((candidate) => candidate.folder === wanted || candidate.name === wanted);
}

/**
 * The remote whose files a path on the shell's origin names (`/remotes/mfe-claims/x.js` → mfe-claims).
 * @param {string} pathname
 * @returns {App | undefined}
 */
export function remoteServedAt(pathname) {
  return remotes.find((remote) => pathname.startsWith(`${sameOriginRemotePath(remote)}/`));
}

/**
 * The npm workspaces' folders, relative to the repository (`tooling/*` expanded): `shell`, `tooling/static-server`…
 * @returns {string[]}
 */
export function workspaceFolders() {
  /** @type {string[]} */
  const patterns = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces ?? [];
  return patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(repoRoot, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
}
