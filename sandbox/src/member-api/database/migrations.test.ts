import { createHash } from 'node:crypto';
import checksums from './migration-checksums.json';
import { MIGRATIONS } from './migrations';

/**
 * A sandbox database on disk (sandbox/.data) records each migration it applied by id and never runs it
 * again, so a migration edited after it shipped leaves every existing database without the change (an
 * edited 301 once left them without the search vocabularies, and the sandbox failed to start). A change
 * is a new migration; this pins each one's SQL to the checksum it shipped with.
 */
const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');
const pinned: Record<string, string> = checksums;

describe('migrations', () => {
  it('are never edited once written: each SQL matches its pinned checksum', () => {
    const edited = MIGRATIONS.filter(({ id, sql }) => id in pinned && pinned[id] !== checksumOf(sql)).map(({ id }) => id);
    expect(edited).toEqual([]);
  });

  it('are all pinned (a new one is added to migration-checksums.json with its checksum)', () => {
    const unpinned = MIGRATIONS.filter(({ id }) => !(id in pinned)).map(({ id, sql }) => `${id}: ${checksumOf(sql)}`);
    expect(unpinned).toEqual([]);
  });

  it('have unique ids in ascending order, so a database applies them in the order they were written', () => {
    const ids = MIGRATIONS.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
