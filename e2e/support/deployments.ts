import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import ports from '@member/shared-contracts/environment/local-ports.json';
import { remoteFilesPath } from './remote-paths';

/**
 * Deploying a remote the way docs/deployment-and-rollback.md describes, against the assembled app of `npm start` with
 * MEMBER_TEST_CONTROL=1 (scripts/lib/test-deployments.mjs): build a changed copy to a new immutable
 * location (`/releases/<version>/` on the remote's own origin) and repoint the remotes manifest the shell
 * serves. Nothing committed is edited: the copy lives under `.run/`, the manifest is the test control's.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const runDir = path.join(repoRoot, '.run');
const supervisor = `http://127.0.0.1:${ports.supervisor}`;
const run = promisify(execFile);

export type RemoteName = keyof typeof ports & `mfe_${string}`;

async function call(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The remotes manifest (`/config/remotes.json`) the shell is served, through the test control. */
export const remotesManifest = {
  read: async (): Promise<Record<string, string>> => (await call(`${supervisor}/config/remotes`)).json() as Promise<Record<string, string>>,
  /** Points one remote at another `mf-manifest.json`: a deploy, or a roll-back to the previous URL. */
  repoint: async (remote: RemoteName, url: string): Promise<{ previous: string }> =>
    (await call(`${supervisor}/config/remotes/${remote}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    })).json() as Promise<{ previous: string }>,
  /** The committed manifest again. */
  reset: () => call(`${supervisor}/config/reset`, { method: 'POST' }),
};

export interface Release {
  version: string;
  /** `/remotes/<remote folder>/releases/<version>/mf-manifest.json`: on the shell's origin, like every remote */
  manifestUrl: string;
  /** Removes the built release and the source copy. */
  remove(): void;
}

/**
 * Builds a copy of a remote's source, changed by `change` (given the copy's folder), with the remote's
 * own webpack config into `.run/releases/<folder>/<version>/`, which that remote's static server serves
 * at `/releases/<version>/`. Only this one remote is built.
 */
export async function buildRelease(remote: RemoteName, change: (copyDir: string) => void): Promise<Release> {
  const folder = remote.replace(/_/g, '-');
  const version = `e2e-${Date.now().toString(36)}`;
  const copyDir = path.join(runDir, 'deploy-src', version, folder);
  const releasesDir = path.join(runDir, 'releases', folder);
  const outputDir = path.join(releasesDir, version);
  if (!existsSync(releasesDir)) throw new Error(`${releasesDir} is not served: start the app with MEMBER_TEST_CONTROL=1`);
  const remove = () => {
    rmSync(path.join(runDir, 'deploy-src', version), { recursive: true, force: true });
    rmSync(outputDir, { recursive: true, force: true });
  };
  mkdirSync(copyDir, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.cjs']) {
    const source = path.join(repoRoot, folder, entry);
    if (existsSync(source)) cpSync(source, path.join(copyDir, entry), { recursive: true });
  }
  change(copyDir);
  try {
    await run(process.execPath, [path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production', '--output-path', outputDir], {
      cwd: copyDir,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    remove();
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`building ${folder} ${version} failed:\n${stdout}\n${stderr}`);
  }
  return { version, manifestUrl: `${remoteFilesPath(remote)}releases/${version}/mf-manifest.json`, remove };
}

/** One SHA-256 over every file of a folder (paths and contents): equal before and after means untouched. */
export function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(`${path.relative(dir, full)}\0`);
        hash.update(readFileSync(full));
      }
    }
  };
  walk(dir);
  return hash.digest('hex');
}

export const shellDist = path.join(repoRoot, 'shell', 'dist');
