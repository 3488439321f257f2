/**
 * Weighs the JavaScript a page loads: every response that is JavaScript (by content type or `.js` URL),
 * gzip-compressed here with zlib (level 9, as bundle analysers report) so the figure does not depend on
 * whether the server compresses.
 */
import { gzipSync } from 'node:zlib';
import { remoteServedAt, sameOriginRemotePath } from './apps.mjs';

/**
 * @typedef {object} Script
 * @property {string} url
 * @property {number} bytes      uncompressed body
 * @property {number} gzipBytes
 * @property {number} order      the page's requests in the order they were made, from the recorder's start
 */

/**
 * @param {string} url
 * @param {string} contentType
 * @returns {boolean}
 */
export function isJavaScript(url, contentType) {
  if (/javascript|ecmascript/i.test(contentType)) return true;
  try {
    return /\.m?js$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/**
 * Records the JavaScript responses of a page from now on, each with the place its request took among
 * all the page's requests (so what came after a given request can be told apart).
 * @param {import('playwright-core').Page} page
 * @returns {{ scripts: () => Promise<Script[]> }}
 */
export function recordScripts(page) {
  /** @type {Map<import('playwright-core').Request, number>} */
  const orderOf = new Map();
  page.on('request', (request) => orderOf.set(request, orderOf.size));
  /** @type {Promise<Script | undefined>[]} */
  const pending = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!isJavaScript(url, response.headers()['content-type'] ?? '')) return;
    if (response.status() < 200 || response.status() >= 300) return;
    const order = orderOf.get(response.request()) ?? orderOf.size;
    pending.push(
      response.body().then(
        (body) => ({ url, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, order }),
        () => undefined, // a response without a body (aborted navigation): nothing loaded
      ),
    );
  });
  return {
    scripts: async () => /** @type {Script[]} */ ((await Promise.all(pending)).filter(Boolean)),
  };
}

/**
 * Splits a page's scripts at the work it defers until it is idle: the first script whose URL `startsIdleWork`
 * recognises, and every script requested after it, loaded after the page rather than for it. Without
 * such a script, all of them are the page's own.
 * @param {Script[]} scripts
 * @param {(url: string) => boolean} startsIdleWork
 * @returns {{ page: Script[], afterIdle: Script[] }}
 */
export function splitAtIdleWork(scripts, startsIdleWork) {
  const starts = scripts.filter((script) => startsIdleWork(script.url)).map((script) => script.order);
  if (starts.length === 0) return { page: scripts, afterIdle: [] };
  const from = Math.min(...starts);
  return { page: scripts.filter((script) => script.order < from), afterIdle: scripts.filter((script) => script.order >= from) };
}

/**
 * Groups scripts by where they come from, naming each group after the app served there: a remote's files
 * on the shell's origin (`/remotes/mfe-auth/…`) as that remote, any other origin as `nameOf` says.
 * @param {Script[]} scripts
 * @param {(origin: string) => string} nameOf
 * @returns {{ origin: string, name: string, files: number, bytes: number, gzipBytes: number }[]}
 */
export function byOrigin(scripts, nameOf) {
  /** @type {Map<string, { origin: string, name: string, files: number, bytes: number, gzipBytes: number }>} */
  const groups = new Map();
  for (const script of scripts) {
    const { origin: served, pathname } = new URL(script.url);
    const remote = remoteServedAt(pathname);
    const origin = remote ? `${served}${sameOriginRemotePath(remote)}` : served;
    const group = groups.get(origin) ?? { origin, name: remote?.name ?? nameOf(origin), files: 0, bytes: 0, gzipBytes: 0 };
    group.files += 1;
    group.bytes += script.bytes;
    group.gzipBytes += script.gzipBytes;
    groups.set(origin, group);
  }
  return [...groups.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * @param {number} bytes
 * @returns {string} `123.4`
 */
export const kib = (bytes) => (bytes / 1024).toFixed(1);
