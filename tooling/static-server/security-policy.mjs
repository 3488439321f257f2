/**
 * The security headers of one environment, computed from that environment's shell configuration
 * (`shell/config/<env>/remotes.json` and `services.json`) — the same files the shell reads at start, so
 * the policy always names the remotes and services the app will actually use:
 *
 * - `Content-Security-Policy`: scripts, styles, fonts and images only from the shell's own origin and the
 *   remotes' origins (no 'unsafe-inline', no 'unsafe-eval'; react-aria's two inline styles by hash); `connect-src` for the remotes (their
 *   `mf-manifest.json`) and every service (member API, identity, hosted sign-in, content, flags, analytics);
 *   content images from the content service's asset host; the survey provider's frame (`frame-src`)
 *   when the environment has one; Plaid Link's script, frame and API when the environment's bank link is
 *   Plaid (`services.json` `bankLink.provider: "plaid"`, production); `frame-ancestors 'none'` (no page may frame the app); `object-src 'none'`;
 *   `base-uri 'self'`; `form-action 'self'`.
 * - `X-Frame-Options: DENY` (frame-ancestors for browsers that predate it).
 *   These two on documents only (`securityHeaders().documents`, `isDocumentType`).
 * - On every response: `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 *   and `Strict-Transport-Security` when every shell origin of the environment is https (production).
 * - The CORS allow-list: the environment's shell origins (`services.json` `shellOrigins`).
 */

import { createHash } from 'node:crypto';

/**
 * The only inline styles the app needs: react-aria writes these two `<style>` elements itself (usePress:
 * the pressable touch-action rule, on the first pressable element; usePreventScroll: iOS overscroll while
 * a modal is open). `style-src` allows exactly these texts by hash — never 'unsafe-inline'. A react-aria
 * upgrade that changes them fails security-policy.test.mjs (it reads them from react-aria's source).
 */
export const REACT_ARIA_INLINE_STYLES = Object.freeze([
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
]);

/**
 * @param {string} text
 * @returns {string} the CSP hash source of an inline element's text
 */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const INLINE_STYLE_HASHES = REACT_ARIA_INLINE_STYLES.map(cspHash);

/** Where the Contentful Delivery API's assets are served from (images and other files). */
const CONTENTFUL_ASSET_ORIGINS = ['https://images.ctfassets.net', 'https://assets.ctfassets.net'];
const CONTENTFUL_API_HOSTS = new Set(['cdn.contentful.com', 'preview.contentful.com']);

/** The shell origins of the local and docker environments when a configuration names none. */
export const LOCAL_SHELL_ORIGINS = Object.freeze(['http://localhost:3000', 'http://127.0.0.1:3000']);

export const HSTS = 'max-age=63072000; includeSubDomains; preload';

/**
 * @typedef {object} ServicesConfig  the parts of shell/config/<env>/services.json the policy reads
 * @property {string[]} [shellOrigins]  the origins the shell is served from
 * @property {string} [memberApiUrl]  a URL, or a path on the shell's origin (`/api/member`); so are the
 *   other service URLs
 * @property {{ region?: string, userPoolEndpoint?: string, hostedUiDomain?: string }} [identity]
 * @property {{ host?: string, insecure?: boolean, baseUrl?: string }} [content]  `host` names the service and its
 *   images; `baseUrl`, when set, is where the browser calls it
 * @property {string} [flagsUrl]
 * @property {string | null} [analyticsCollectorUrl]
 * @property {string | null} [surveyOrigin]  the survey provider's origin (the survey runs in a frame)
 * @property {{ provider?: string, plaidEnvironment?: string }} [bankLink]  the bank-link provider
 */

/**
 * What Plaid Link needs (Plaid's "CSP directives" for the Link Web SDK): its one script from its CDN (never
 * bundled or self-hosted), its frame, and its API host. Not 'unsafe-inline': Plaid's current page also
 * offers a nonce for a strict policy, which a static server cannot mint, so Link runs under the three
 * sources below — to be confirmed against Plaid's production Link before launch (docs/decisions/019-bank-link-port-and-sandbox-stand-in.md).
 */
const PLAID_LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
const PLAID_FRAME_ORIGIN = 'https://cdn.plaid.com/';
const PLAID_API_ORIGINS = Object.freeze({ production: 'https://production.plaid.com', sandbox: 'https://sandbox.plaid.com' });

/**
 * @param {ServicesConfig | undefined} services
 * @returns {{ script: string[], frame: string[], connect: string[] }} the sources Plaid Link adds, none for the sandbox stand-in
 */
function bankLinkSources(services) {
  if (services?.bankLink?.provider !== 'plaid') return { script: [], frame: [], connect: [] };
  const api = services.bankLink.plaidEnvironment === 'sandbox' ? PLAID_API_ORIGINS.sandbox : PLAID_API_ORIGINS.production;
  return { script: [PLAID_LINK_SCRIPT], frame: [PLAID_FRAME_ORIGIN], connect: [api] };
}

/**
 * @param {unknown} url
 * @returns {string | undefined} the URL's origin, or undefined for anything that is not an http(s) URL
 */
function originOf(url) {
  if (typeof url !== 'string') return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {Iterable<string | undefined>} values
 * @returns {string[]} distinct, defined, in order
 */
function distinct(values) {
  /** @type {string[]} */
  const defined = [];
  for (const value of values) if (typeof value === 'string' && value !== '') defined.push(value);
  return [...new Set(defined)];
}

/**
 * @param {Record<string, unknown> | undefined} remotes  remotes.json: container name → manifest URL
 * @returns {string[]}
 */
function remoteOrigins(remotes) {
  return distinct(Object.values(remotes ?? {}).map(originOf));
}

/**
 * @param {ServicesConfig | undefined} services
 * @returns {string | undefined}
 */
function contentOrigin(services) {
  const host = services?.content?.host;
  if (typeof host !== 'string' || host === '') return undefined;
  return originOf(`${services?.content?.insecure ? 'http' : 'https'}://${host}`);
}

/**
 * Where content images come from: Contentful's asset hosts for the Contentful API, else the content
 * service itself (the sandbox serves its assets).
 * @param {ServicesConfig | undefined} services
 * @returns {string[]}
 */
export function contentAssetOrigins(services) {
  const host = services?.content?.host;
  if (typeof host === 'string' && CONTENTFUL_API_HOSTS.has(host)) return CONTENTFUL_ASSET_ORIGINS;
  return distinct([contentOrigin(services)]);
}

/**
 * Every origin the app calls with fetch / XHR.
 * @param {ServicesConfig | undefined} services
 * @returns {string[]}
 */
export function serviceOrigins(services) {
  const identity = services?.identity;
  const cognito = identity?.userPoolEndpoint
    ? originOf(identity.userPoolEndpoint)
    : identity?.region && /^[a-z0-9-]+$/.test(identity.region)
      ? `https://cognito-idp.${identity.region}.amazonaws.com`
      : undefined;
  // A service given as a path (`/api/member`) is on the shell's origin: 'self' covers it.
  return distinct([
    originOf(services?.memberApiUrl),
    cognito,
    originOf(identity?.hostedUiDomain),
    services?.content?.baseUrl ? originOf(services.content.baseUrl) : contentOrigin(services),
    originOf(services?.flagsUrl),
    originOf(services?.analyticsCollectorUrl),
  ]);
}

/**
 * The environment's shell origins (the CORS allow-list of remotes and services).
 * @param {ServicesConfig | undefined} services
 * @returns {string[]}
 */
export function shellOrigins(services) {
  const listed = Array.isArray(services?.shellOrigins) ? distinct(services.shellOrigins.map(originOf)) : [];
  return listed.length > 0 ? listed : [...LOCAL_SHELL_ORIGINS];
}

/**
 * @param {object} options
 * @param {Record<string, unknown>} [options.remotes]   remotes.json
 * @param {ServicesConfig} [options.services]           services.json
 * @param {string[]} [options.devServerOrigins]  remotes served by webpack-dev-server (`npm start -- --dev`):
 *   their live-reload socket and style-loader's `<style>` elements are allowed. Never in a deployment.
 * @returns {string} the Content-Security-Policy header value
 */
export function buildContentSecurityPolicy({ remotes, services, devServerOrigins = [] }) {
  const fromRemotes = remoteOrigins(remotes);
  const survey = originOf(services?.surveyOrigin);
  const bankLink = bankLinkSources(services);
  const frames = distinct([survey, ...bankLink.frame]);
  const devSockets = distinct(devServerOrigins.map(originOf).map((origin) => origin?.replace(/^http/, 'ws')));
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...fromRemotes, ...bankLink.script]],
    // With 'unsafe-inline' (development only) browsers ignore hashes, so they are left out then.
    ['style-src', ["'self'", ...fromRemotes, ...(devSockets.length > 0 ? ["'unsafe-inline'"] : INLINE_STYLE_HASHES)]],
    ['img-src', distinct(["'self'", ...fromRemotes, ...contentAssetOrigins(services)])],
    ['font-src', ["'self'", ...fromRemotes]],
    ['connect-src', distinct(["'self'", ...fromRemotes, ...serviceOrigins(services), ...bankLink.connect, ...devSockets])],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * A static file server's policy when it serves no documents (a remote): nothing may run, load or frame.
 */
export const ASSET_ONLY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The security headers of one environment, split by what they act on. A content security policy and the
 * framing rule govern a document (and what it loads); on a script, a stylesheet or JSON the browser
 * ignores them, and the 1,126-byte policy was sent again with every chunk (uncompressed: HTTP/1.1 has no
 * header compression). `nosniff`, the referrer policy (a stylesheet's own fetches follow it) and HSTS
 * act on every response.
 * @typedef {object} SecurityHeaders
 * @property {Record<string, string>} documents      added to a document's response (see isDocumentType)
 * @property {Record<string, string>} everyResponse  on every response
 */

/**
 * @param {object} options
 * @param {string} options.contentSecurityPolicy
 * @param {ServicesConfig} [options.services]
 * @returns {SecurityHeaders}
 */
export function securityHeaders({ contentSecurityPolicy, services }) {
  const origins = shellOrigins(services);
  return {
    documents: {
      'Content-Security-Policy': contentSecurityPolicy,
      'X-Frame-Options': 'DENY',
    },
    everyResponse: {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      ...(origins.every((origin) => origin.startsWith('https://')) ? { 'Strict-Transport-Security': HSTS } : {}),
    },
  };
}

/**
 * Media types a browser renders as a document, where a policy applies: HTML, and SVG or XML opened on
 * their own (an SVG can carry script). A worker script would need its policy too; the app starts none.
 */
const DOCUMENT_TYPE = /^\s*(?:text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\s*(?:;|$)/i;

/**
 * @param {unknown} contentType  a Content-Type header value
 * @returns {boolean} a response of this type is rendered as a document
 */
export function isDocumentType(contentType) {
  return typeof contentType === 'string' && DOCUMENT_TYPE.test(contentType);
}
