import { REMOTE_NAMES, type RemoteName } from '@member/shared-contracts/routes';
import { type BankLinkSettings } from '@member/shared-contracts/reimbursements';
import { type NativeAppStoreLinks } from '@member/shared-contracts/native';
import { isRemoteManifestLocation } from '@member/shared-contracts/environment';

/**
 * The shell's per-environment configuration, fetched at start from the server that serves the shell
 * (`/config/remotes.json`, `/config/services.json`; one folder per environment under shell/config/).
 * Deploying or rolling back a remote is repointing one entry of remotes.json: no shell rebuild.
 */
/** Each remote's `mf-manifest.json` as an absolute URL (remotes.json may name a path on the shell's origin). */
export type RemotesManifest = Record<RemoteName, string>;

export interface ServicesConfig {
  environment: string;
  /**
   * The origins this environment's shell is served from: the only ones the remotes' and services' CORS
   * allow (read by the static server, tooling/static-server/security-policy.mjs).
   */
  shellOrigins?: string[];
  /**
   * The net-promoter survey provider's origin (the survey runs in a frame; its completion events are
   * accepted from this origin only). The content security policy's `frame-src`; null: no survey.
   */
  surveyOrigin?: string | null;
  /**
   * The service URLs (`memberApiUrl`, `flagsUrl`, `analyticsCollectorUrl`, `identity.userPoolEndpoint`,
   * `content.baseUrl`) are paths on the shell's own origin (`/api/member`, served there by the static
   * server or the CDN, so no call needs a CORS preflight: decision 057), or absolute URLs of a service
   * on another origin (answering CORS for the shell origins).
   */
  memberApiUrl: string;
  identity: {
    region: string;
    userPoolId: string;
    userPoolClientId: string;
    userPoolEndpoint?: string;
    /** The hosted single sign-on domain (authorize, logout, token endpoint); absent → no single sign-on. */
    hostedUiDomain?: string;
  };
  /**
   * The content service: `baseUrl` is where the browser calls it (`/api/content`: the shell's origin);
   * `host` and `insecure` name the service itself, whose images the content security policy allows.
   */
  content: { baseUrl: string; host: string; insecure: boolean; space: string; environment: string; accessToken: string };
  flagsUrl: string;
  /**
   * Where analytics batches are posted: the member API's first-party collector in production
   * (decision 046), the sandbox's locally (so tests can read every payload). Null: events stay in the
   * in-memory buffer only (a deploy refuses that, tooling/static-server/deploy-config.mjs).
   */
  analyticsCollectorUrl: string | null;
  /**
   * The bank-link provider: Plaid Link (production) or the sandbox's stand-in; absent → the stand-in.
   * Handed to the remotes as is; mfe-reimbursements checks it (`isBankLinkSettings`) when Link opens, so
   * the shell's first load carries nothing of it.
   */
  bankLink?: BankLinkSettings;
  /** The native app's store pages, offered to phone browsers (access §2.7 interstitial); absent → no offer. */
  nativeApp?: NativeAppStoreLinks | null;
}

export interface RuntimeConfig {
  remotes: RemotesManifest;
  services: ServicesConfig;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/**
 * A path is resolved against the page, so the federation runtime, the service worker and a retry all
 * name a remote's files by one URL.
 */
function parseRemotes(value: unknown, base: string): RemotesManifest {
  if (typeof value !== 'object' || value === null) throw new RuntimeConfigError('remotes.json is not an object');
  const entries = value as Record<string, unknown>;
  const resolved = { ...entries } as RemotesManifest;
  for (const name of REMOTE_NAMES) {
    const location = entries[name];
    if (!isRemoteManifestLocation(location)) throw new RuntimeConfigError(`remotes.json: ${name} must be the URL or path of its mf-manifest.json`);
    resolved[name] = new URL(location, base).href;
  }
  return resolved;
}

/** A value the deploy step fills from its environment (tooling/static-server/deploy-config.mjs). */
const DEPLOY_PLACEHOLDER = /\$\{[A-Z][A-Z0-9_]*\}/;

function parseServices(value: unknown): ServicesConfig {
  // An unfilled deploy configuration would try to sign members in against a pool named `${...}`.
  const placeholder = DEPLOY_PLACEHOLDER.exec(JSON.stringify(value) ?? '');
  if (placeholder) throw new RuntimeConfigError(`services.json has an unfilled deploy placeholder ${placeholder[0]}`);
  const config = value as Partial<ServicesConfig> | null;
  if (!config || typeof config.memberApiUrl !== 'string' || typeof config.flagsUrl !== 'string' || !config.identity?.userPoolId || !config.content?.host) {
    throw new RuntimeConfigError('services.json is missing memberApiUrl, flagsUrl, identity or content');
  }
  return config as ServicesConfig;
}

async function fetchJson(url: string, fetchImpl: typeof fetch): Promise<unknown> {
  // The default cache mode, so index.html's `<link rel="preload">` of the same URL is the response used;
  // the server answers /config/ with `Cache-Control: no-cache`, so a repointed manifest is read at once.
  const response = await fetchImpl(url);
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  return response.json();
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, base: string = window.location.href): Promise<RuntimeConfig> {
  const [remotes, services] = await Promise.all([
    fetchJson('/config/remotes.json', fetchImpl),
    fetchJson('/config/services.json', fetchImpl),
  ]);
  return { remotes: parseRemotes(remotes, base), services: parseServices(services) };
}
