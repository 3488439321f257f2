import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import ports from '@member/shared-contracts/environment/local-ports.json';
import { remoteFilesPath } from './remote-paths';

const repoRoot = path.resolve(__dirname, '../..');

/** The app folder served on a port: `mfe_claims` on 3004 is `mfe-claims/`. */
const appFolderByPort = new Map(Object.entries(ports).map(([name, port]) => [String(port), name.replaceAll('_', '-')]));
const appFolders = new Set(appFolderByPort.values());

/**
 * The app folder a script was built in: a remote's file on the shell's origin names it in its path
 * (`/remotes/mfe-claims/…`), any other by the port it is served on.
 */
function appFolderOf(url: URL): string | undefined {
  return [...appFolders].find((folder) => url.pathname.startsWith(remoteFilesPath(folder))) ?? appFolderByPort.get(url.port);
}

/**
 * Records every JavaScript file the page loads from the shell and the remotes, from now on. Each is read
 * back through its build's (hidden) source map in that app's `dist/`, so what counts is the modules a
 * chunk really holds, not its size or its name.
 */
export function recordLoadedScripts(page: Page): { urls: () => string[] } {
  const urls = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.ok() && url.pathname.endsWith('.js') && appFolderOf(url)) urls.add(url.href);
  });
  return { urls: () => [...urls] };
}

/** The modules of `node_modules/<packageName>` a loaded script holds, as paths inside the package. */
function packageModules(scriptUrl: string, packageName: string): string[] {
  const url = new URL(scriptUrl);
  const file = path.join(repoRoot, appFolderOf(url)!, 'dist', path.basename(url.pathname));
  // webpack writes no map for a chunk without a line of mapped source (JSON strings, a shared module's
  // re-export shim): such a chunk holds no library code. Any library module is mapped.
  if (!existsSync(`${file}.map`)) return [];
  const { sources } = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  const marker = `node_modules/${packageName}/`;
  return sources.filter((source) => source.includes(marker)).map((source) => source.slice(source.lastIndexOf(marker) + marker.length));
}

/**
 * How many copies of a package the loaded scripts hold: the most times any one of its modules was loaded
 * (two builds that each bundle `zod/v4/core/core.js` are two copies, whichever other modules they hold).
 * Also names the scripts holding it, for the failure message.
 */
export function packageCopies(scriptUrls: readonly string[], packageName: string): { copies: number; scripts: string[] } {
  const timesLoaded = new Map<string, number>();
  const scripts: string[] = [];
  for (const url of scriptUrls) {
    const modules = packageModules(url, packageName);
    if (modules.length > 0) scripts.push(url);
    for (const module of new Set(modules)) timesLoaded.set(module, (timesLoaded.get(module) ?? 0) + 1);
  }
  return { copies: Math.max(0, ...timesLoaded.values()), scripts };
}
