/**
 * Test-only deployment support of `npm start` under MEMBER_TEST_CONTROL=1 (see control-server.mjs):
 *
 * - the shell serves `/config/` from a copy of `shell/config/<APP_ENV>` under `.run/test-control/config`,
 *   so a journey can repoint one remote in `remotes.json` the way a deploy does, and put it back, without
 *   touching the committed file;
 * - each remote's static server also serves `.run/releases/<folder>/` at `/releases/` on its own origin:
 *   a journey builds a changed copy of the remote into `/releases/<version>/` (a new immutable location
 *   on an origin the environment already allows) and repoints the manifest there.
 */
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What `remotes.json` maps each remote to: its `mf-manifest.json` as a path on the shell's origin or an
 * http(s) URL. The shell refuses anything else (shared-contracts `isRemoteManifestLocation`); this
 * stricter form (plain path segments only) keeps the test control from writing what the shell would refuse.
 */
const MANIFEST_LOCATION = /^(?:https?:\/\/[^/?#\\]+)?\/(?:[\w.~-]+\/)*mf-manifest\.json$/;

export class TestConfigError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The served copy of one environment's config folder.
 */
export class TestConfig {
  /**
   * @param {string} sourceDir  the committed folder (`shell/config/local`)
   * @param {string} dir        the copy the shell serves
   */
  constructor(sourceDir, dir) {
    this.sourceDir = sourceDir;
    this.dir = dir;
  }

  /** Makes the copy equal to the committed folder again (also the first copy at start-up). */
  reset() {
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(path.dirname(this.dir), { recursive: true });
    cpSync(this.sourceDir, this.dir, { recursive: true });
  }

  /** @returns {Record<string, string>} the remotes manifest the shell is served now */
  remotes() {
    return JSON.parse(readFileSync(path.join(this.dir, 'remotes.json'), 'utf8'));
  }

  /**
   * Points one remote at another `mf-manifest.json` (a deploy or a roll-back). The file is replaced in
   * one step, so a page loading meanwhile reads either the old or the new manifest, never half of one.
   * @param {string} name  container name (`mfe_claims`); must already be in the manifest
   * @param {unknown} url
   * @returns {{ name: string, url: string, previous: string }}
   */
  repoint(name, url) {
    const remotes = this.remotes();
    const previous = remotes[name];
    if (previous === undefined) throw new TestConfigError(404, `${name} is not in remotes.json: ${Object.keys(remotes).join(', ')}`);
    if (typeof url !== 'string' || !MANIFEST_LOCATION.test(url)) {
      throw new TestConfigError(422, 'url must be the http(s) URL or the path of an mf-manifest.json');
    }
    const file = path.join(this.dir, 'remotes.json');
    const next = `${file}.next`;
    writeFileSync(next, `${JSON.stringify({ ...remotes, [name]: url }, null, 2)}\n`);
    renameSync(next, file);
    return { name, url, previous };
  }
}

/**
 * @param {string} runDir  the repository's `.run` folder
 * @param {string} folder  the remote's folder name (`mfe-claims`)
 * @returns {string} the folder served at `/releases/` by that remote's static server (created)
 */
export function releasesDirOf(runDir, folder) {
  const dir = path.join(runDir, 'releases', folder);
  mkdirSync(dir, { recursive: true });
  return dir;
}
