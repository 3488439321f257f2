/**
 * The deploy-time configuration step: an environment's shell configuration (`shell/config/<env>/`) may
 * name values it cannot commit — the identity pool, its app client and hosted sign-in domain, the content
 * space and its delivery token — as `${VARIABLE}` placeholders. Deploying fills each from the deploy
 * pipeline's environment and refuses, naming every variable, when one is missing or empty; a folder with a
 * placeholder left is never served (serve.mjs refuses it, the shell refuses it at start).
 *
 * A deployed environment (https shell origins) must also deliver what the spec says leaves the app:
 * analytics to a collector and single sign-on through a hosted sign-in domain (access §1, §7), both https.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildContentSecurityPolicy, securityHeaders } from './security-policy.mjs';

/** `${MEMBER_USER_POOL_ID}`: the name of an environment variable, in capitals. */
const PLACEHOLDER = /\$\{([A-Z][A-Z0-9_]*)\}/g;

/** The file the step writes beside the filled configuration: the shell documents' response headers. */
export const SECURITY_HEADERS_FILE = 'security-headers.json';

export class DeployConfigError extends Error {
  name = 'DeployConfigError';
}

/**
 * @typedef {object} Placeholder
 * @property {string} variable  the environment variable it names
 * @property {string} at        where it is: `services.json identity.userPoolId`
 */

/**
 * Every placeholder in a parsed JSON value, with where it is.
 * @param {unknown} value
 * @param {string} at  the location of `value`
 * @returns {Placeholder[]}
 */
function placeholdersIn(value, at) {
  if (typeof value === 'string') return [...value.matchAll(PLACEHOLDER)].map((match) => ({ variable: String(match[1]), at }));
  if (Array.isArray(value)) return value.flatMap((item, index) => placeholdersIn(item, `${at}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => placeholdersIn(item, `${at}${at.endsWith('.json') ? ' ' : '.'}${key}`));
  }
  return [];
}

/**
 * @param {unknown} value
 * @param {Record<string, string | undefined>} env
 * @returns {unknown} `value` with every placeholder replaced by its variable's value
 */
function fill(value, env) {
  if (typeof value === 'string') return value.replace(PLACEHOLDER, (_, variable) => String(env[variable]));
  if (Array.isArray(value)) return value.map((item) => fill(item, env));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, env)]));
  return value;
}

/**
 * @param {unknown} value
 * @returns {boolean} an https URL
 */
const isHttpsUrl = (value) => {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * @param {unknown} value
 * @returns {boolean} a path on the shell's own (https) origin, forwarded by the CDN (`/api/member/…`)
 */
const isSameOriginPath = (value) => typeof value === 'string' && /^\/(?!\/)/.test(value);

/**
 * What a deployed environment's services.json must give, once filled: where analytics go, the hosted
 * sign-in domain, an identity pool of the configured region. Empty when it is deliverable.
 * @param {any} services
 * @returns {string[]}
 */
function deliverabilityProblems(services) {
  const problems = [];
  const collector = services?.analyticsCollectorUrl;
  if (!isHttpsUrl(collector) && !isSameOriginPath(collector)) {
    problems.push('services.json analyticsCollectorUrl must be an https URL or a path on the shell\'s origin: analytics would never be delivered');
  }
  if (!isHttpsUrl(services?.identity?.hostedUiDomain)) problems.push('services.json identity.hostedUiDomain must be an https URL: single sign-on would not be offered');
  const region = services?.identity?.region;
  const poolId = services?.identity?.userPoolId;
  if (typeof poolId !== 'string' || !poolId.startsWith(`${region}_`) || poolId.length <= `${region}_`.length) {
    problems.push(`services.json identity.userPoolId must be a pool of ${region} (${region}_…), not ${JSON.stringify(poolId)}`);
  }
  return problems;
}

/**
 * @param {any} services
 * @returns {boolean} served over https only (a deployment, not a developer machine or docker-compose)
 */
const isDeployed = (services) => Array.isArray(services?.shellOrigins) && services.shellOrigins.length > 0 && services.shellOrigins.every(isHttpsUrl);

/**
 * Fills an environment's configuration files from `env`.
 * @param {Record<string, unknown>} files  parsed JSON by file name (`services.json`, `remotes.json`)
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, unknown>} the filled files
 * @throws {DeployConfigError} naming every missing variable, or what a deployed environment lacks
 */
export function fillEnvironment(files, env) {
  const placeholders = Object.entries(files).flatMap(([name, value]) => placeholdersIn(value, name));
  const missing = placeholders.filter(({ variable }) => !env[variable]?.trim());
  if (missing.length > 0) {
    throw new DeployConfigError(
      `missing environment variable${missing.length > 1 ? 's' : ''}: ${missing.map(({ variable, at }) => `${variable} (${at})`).join(', ')}`,
    );
  }
  const filled = /** @type {Record<string, unknown>} */ (fill(files, env));
  const services = /** @type {any} */ (filled['services.json']);
  const problems = isDeployed(services) ? deliverabilityProblems(services) : [];
  if (problems.length > 0) throw new DeployConfigError(problems.join('; '));
  return filled;
}

/**
 * @param {string} dir
 * @returns {Record<string, unknown>} every `.json` file of the folder, parsed, by name
 */
export function readEnvironment(dir) {
  const names = readdirSync(dir).filter((name) => name.endsWith('.json') && name !== SECURITY_HEADERS_FILE);
  return Object.fromEntries(names.map((name) => [name, JSON.parse(readFileSync(path.join(dir, name), 'utf8'))]));
}

/**
 * The unfilled placeholders of a configuration folder (what a server must refuse to serve).
 * @param {string} dir
 * @returns {Placeholder[]}
 */
export function unfilledPlaceholders(dir) {
  return Object.entries(readEnvironment(dir)).flatMap(([name, value]) => placeholdersIn(value, name));
}

/**
 * The step: reads `from`, fills it from `env`, writes the files to `out` with the shell documents'
 * security headers computed from the filled files (`security-headers.json`, for the CDN's
 * response-headers policy).
 * @param {{ from: string, out: string, env: Record<string, string | undefined> }} options
 * @returns {string[]} the files written
 */
export function configureEnvironment({ from, out, env }) {
  const filled = fillEnvironment(readEnvironment(from), env);
  const services = /** @type {any} */ (filled['services.json']);
  const contentSecurityPolicy = buildContentSecurityPolicy({ remotes: /** @type {any} */ (filled['remotes.json']), services });
  const written = { ...filled, [SECURITY_HEADERS_FILE]: securityHeaders({ contentSecurityPolicy, services }) };
  mkdirSync(out, { recursive: true });
  for (const [name, value] of Object.entries(written)) writeFileSync(path.join(out, name), `${JSON.stringify(value, null, 2)}\n`);
  return Object.keys(written);
}
