/**
 * A JSON file read again whenever it changes on disk (size or modification time), so a server picks up
 * a repointed remotes manifest without a restart. A missing or unparsable file gives `undefined` until
 * it is fixed; the last good value is not kept (a broken manifest must not hide behind an old policy).
 */
import { readFileSync, statSync } from 'node:fs';

/**
 * @param {string} file
 * @returns {() => any} the current parsed content
 */
export function watchedJson(file) {
  let stamp = '';
  /** @type {any} */
  let value;
  return () => {
    let next = 'missing';
    try {
      const stats = statSync(file);
      next = `${stats.size}:${stats.mtimeMs}:${stats.ino}`;
    } catch {
      // missing: undefined below
    }
    if (next !== stamp) {
      stamp = next;
      try {
        value = next === 'missing' ? undefined : JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        value = undefined;
      }
    }
    return value;
  };
}
