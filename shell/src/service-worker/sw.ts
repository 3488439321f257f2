/**
 * The shell's service worker (Workbox, built by InjectManifest; docs/offline-data.md, decision 068).
 *
 * - Precaches the shell's content-hashed files of this deployment (cache first: a hashed name never
 *   changes) and, on install, the home remote's current files, read from `/config/remotes.json` → its
 *   `mf-manifest.json` (the remote deploys on its own).
 * - Never serves an entry point stale: documents (`index.html`), `/config/`, `mf-manifest.json` and
 *   `remoteEntry.js` go to the network first; the cached copy answers only when the network cannot
 *   (for `/id-card` with a member's cards kept, the offline card's precached document).
 * - Keeps one API answer, the member's `/id-cards`, in a cache named for the member, for offline use
 *   only (network first); every other API call passes through untouched and is never stored.
 * - Deletes every kept card at sign-out, when the identity service refuses a refresh, and at a new
 *   sign-in (identity-signals.ts); the page deletes them too (offline/keep-member-cards.ts).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import SAME_ORIGIN_REMOTES from '@member/shared-contracts/environment/same-origin-remotes.json';
import SAME_ORIGIN_SERVICES from '@member/shared-contracts/environment/same-origin-services.json';
import { idCardsPath, KEPT_COPY_SAVED_AT } from '@member/shared-contracts/id-card';
import { deleteMemberCards, memberCardsCacheName } from '../offline/member-card-caches';
import { opensOfflineCard } from './offline-card-document';
import { homeRemoteFiles } from './home-remote-files';
import { cognitoOperation, endsSessionWhenSent, forgetsCardsWhenAnswered, type IdentityCall } from './identity-signals';
import { ENTRY_CACHE, HOME_REMOTE_CACHE, HOME_REMOTE_NAME, OFFLINE_CARD_DOCUMENT, PAGE_CACHE, REMOTES_CONFIG_PATH } from './worker-names';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const ID_CARDS_API_PATH = `${SAME_ORIGIN_SERVICES.memberApi}${idCardsPath()}`;
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(?:js|css)$/;
const sameOrigin = (url: URL) => url.origin === self.location.origin;
// The servers answer `Vary: Origin, Accept-Encoding`; what the worker stores itself (cors, with an
// Origin) must still answer the page's own requests (a script tag's has none).
const matchOptions = { ignoreVary: true };

// A new deployment's worker takes over at once: the documents and entry points it serves come from the
// network anyway, and the files an open page still asks for stay on the server (versioned, immutable).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Documents: every route answers the same index.html, kept under one key as the offline fallback.
const oneDocument = { cacheKeyWillBeUsed: async () => '/index.html' };
/**
 * With no network, `/id-card` answers the offline card's document when a member's cards are kept: it
 * shows them without the app's route gate, which needs the network (offline-card/). Only the fallback
 * reads the cache, so online every route still gets the server's index.html.
 */
const offlineCardDocument = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }: { cachedResponse?: Response; event: ExtendableEvent }) => {
    if (!(await opensOfflineCard(new URL((event as FetchEvent).request.url).pathname, caches))) return cachedResponse;
    return (await matchPrecache(OFFLINE_CARD_DOCUMENT)) ?? cachedResponse;
  },
};
registerRoute(
  new NavigationRoute(new NetworkFirst({ cacheName: PAGE_CACHE, plugins: [oneDocument, offlineCardDocument], matchOptions }), {
    denylist: [/^\/api\//, /^\/config\//, /^\/ui\//, new RegExp(`^${SAME_ORIGIN_REMOTES.prefix}/`)],
  }),
);

/** The home remote's manifest URL in a remotes.json answer, or null. */
async function homeManifestUrlIn(response: Response | undefined): Promise<string | null> {
  const remotes: unknown = await response?.json().catch(() => null);
  const url = (remotes as Record<string, unknown> | null)?.[HOME_REMOTE_NAME];
  return typeof url === 'string' ? new URL(url, self.location.origin).href : null;
}

/**
 * Where the home remote is deployed now: read from the network once per worker start (the kept copy
 * offline), then from every remotes.json the page loads, so a new deployment is known at once.
 */
let homeManifestUrl: Promise<string | null> | null = null;
const homeRemoteManifestUrl = () =>
  (homeManifestUrl ??= fetch(REMOTES_CONFIG_PATH, { cache: 'no-cache' })
    .catch(() => caches.match(REMOTES_CONFIG_PATH, { cacheName: ENTRY_CACHE, ...matchOptions }))
    .then(homeManifestUrlIn)
    .then((url) => {
      // Not known (no network and nothing kept yet): ask again next time.
      if (url === null) homeManifestUrl = null;
      return url;
    }));

const followRemotesConfig = {
  fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.ok && new URL(request.url).pathname === REMOTES_CONFIG_PATH) homeManifestUrl = homeManifestUrlIn(response.clone());
    return response;
  },
};
const configFirst = new NetworkFirst({ cacheName: ENTRY_CACHE, plugins: [followRemotesConfig], matchOptions });
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/config/'), configFirst);

/** Whether `url` is one of the home remote's files (beside its manifest, wherever that is deployed now). */
async function isHomeRemoteFile(url: URL): Promise<boolean> {
  const manifestUrl = await homeRemoteManifestUrl();
  return manifestUrl !== null && url.href.startsWith(new URL('./', manifestUrl).href);
}

const remoteEntryFirst = new NetworkFirst({ cacheName: HOME_REMOTE_CACHE, matchOptions });
const remoteChunks = new CacheFirst({ cacheName: HOME_REMOTE_CACHE, matchOptions });
const isRemoteFile = (url: URL) => !(sameOrigin(url) && (url.pathname.startsWith('/ui/') || url.pathname.startsWith('/api/')));
// Entry points (mf-manifest.json, remoteEntry.js): network first. Hashed chunks: cache first, kept on use.
registerRoute(
  ({ url }) => isRemoteFile(url) && /\/(?:mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname),
  async (options) => ((await isHomeRemoteFile(options.url)) ? remoteEntryFirst.handle(options) : fetch(options.request)),
);
registerRoute(
  ({ url }) => isRemoteFile(url) && CONTENT_HASHED.test(url.pathname),
  async (options) => ((await isHomeRemoteFile(options.url)) ? remoteChunks.handle(options) : fetch(options.request)),
);

/** On install: the home remote's current manifest and files, so /id-card opens offline; older ones are dropped. */
async function keepHomeRemoteFiles(): Promise<void> {
  const manifestUrl = await homeRemoteManifestUrl();
  if (!manifestUrl) return;
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  const manifest: unknown = await response.clone().json();
  const files = homeRemoteFiles(manifestUrl, manifest);
  const cache = await caches.open(HOME_REMOTE_CACHE);
  // The manifest itself too: offline, the shell's federation runtime reads it before anything else of the
  // remote, and a member who signed in before the worker controlled the page never sent it through.
  await cache.put(manifestUrl, response);
  await Promise.all(files.map(async (file) => (await cache.match(file, matchOptions)) ?? cache.add(file)));
  const current = new Set([manifestUrl, ...files]);
  await Promise.all((await cache.keys()).filter((request) => !current.has(request.url)).map((request) => cache.delete(request)));
}

/**
 * On install: this deployment's document and environment config, the offline fallbacks of their
 * network-first routes (a member who signed in and moved around in one page load sent neither through
 * the worker).
 */
async function keepEntryPoints(): Promise<void> {
  const document = await fetch('/', { cache: 'no-cache' });
  if (document.ok) await (await caches.open(PAGE_CACHE)).put('/index.html', document);
  await (await caches.open(ENTRY_CACHE)).addAll(['/config/remotes.json', '/config/services.json']);
}

self.addEventListener('install', (event) => {
  // Best effort: an unreachable remote must not keep the shell's worker from installing.
  event.waitUntil(Promise.all([keepEntryPoints().catch(() => undefined), keepHomeRemoteFiles().catch(() => undefined)]));
});

// The member's ID cards: network first, the kept copy (with when it was saved) only when offline.
const savedAt = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (response.status !== 200) return null;
    const body: unknown = await response.clone().json().catch(() => null);
    if (typeof body !== 'object' || body === null) return null;
    const headers = new Headers({ 'Content-Type': 'application/json' });
    return new Response(JSON.stringify({ ...body, [KEPT_COPY_SAVED_AT]: new Date().toISOString() }), { status: 200, headers });
  },
};
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === ID_CARDS_API_PATH,
  async (options) => {
    const accountId = options.url.searchParams.get('account_id');
    if (!accountId) return fetch(options.request);
    // Another member's kept cards never outlive this member's request for their own.
    await deleteMemberCards(caches, accountId);
    const strategy = new NetworkFirst({ cacheName: memberCardsCacheName(accountId), plugins: [savedAt], matchOptions });
    return strategy.handle(options);
  },
);

/** The identity call a request is, read from its headers and body, or null. */
async function identityCallOf(request: Request, url: URL): Promise<IdentityCall | null> {
  if (url.pathname.endsWith('/oauth2/token')) {
    return { kind: 'token-endpoint', grantType: new URLSearchParams(await request.clone().text()).get('grant_type') };
  }
  if (!(sameOrigin(url) && url.pathname === SAME_ORIGIN_SERVICES.identity)) return null;
  const operation = cognitoOperation(request.headers.get('X-Amz-Target'));
  if (!operation) return null;
  const body = (await request.clone().json().catch(() => null)) as { AuthFlow?: unknown } | null;
  return { kind: 'cognito', operation, authFlow: typeof body?.AuthFlow === 'string' ? body.AuthFlow : null };
}

registerRoute(
  ({ url }) => (sameOrigin(url) && url.pathname === SAME_ORIGIN_SERVICES.identity) || url.pathname.endsWith('/oauth2/token'),
  async ({ request, url }) => {
    const call = await identityCallOf(request as Request, url);
    if (call && endsSessionWhenSent(call)) await deleteMemberCards(caches);
    const response = await fetch(request);
    if (call) {
      const answer = (await response.clone().json().catch(() => null)) as Record<string, unknown> | null;
      const answeredTokens = Boolean(answer?.AuthenticationResult ?? answer?.id_token);
      if (forgetsCardsWhenAnswered(call, response.status, answeredTokens)) await deleteMemberCards(caches);
    }
    return response;
  },
  'POST',
);
