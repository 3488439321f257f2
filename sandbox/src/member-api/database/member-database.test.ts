import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from './migrations';
import { openMemberDatabase } from './open-member-database';
import { personas } from '../../seed/personas';

describe('member database on disk', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'member-db-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates and seeds once, keeps changes across restarts, and reset() restores the seed', async () => {
    const first = await openMemberDatabase({ dataDir, inWorker: true });
    expect(await first.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY applied_at, id')).toEqual(MIGRATIONS.map(({ id }) => ({ id })));
    expect((await first.query('SELECT account_id FROM accounts')).length).toBe(personas.length);
    await first.query("UPDATE accounts SET email = 'changed@example.com' WHERE account_id = '200001'");
    await first.close();

    const second = await openMemberDatabase({ dataDir, inWorker: true });
    expect(await second.query("SELECT email FROM accounts WHERE account_id = '200001'")).toEqual([{ email: 'changed@example.com' }]);
    await second.reset();
    expect(await second.query("SELECT email FROM accounts WHERE account_id = '200001'")).toEqual([{ email: 'hra.primary@example.com' }]);
    await second.close();
  }, 60_000);

  it('rolls a failed transaction back', async () => {
    const db = await openMemberDatabase({ inWorker: true });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE accounts SET status = 'inactive' WHERE account_id = '200001'");
        await tx.query("UPDATE accounts SET email = 'search.only@example.com' WHERE account_id = '200001'");
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query("SELECT status FROM accounts WHERE account_id = '200001'")).toEqual([{ status: 'verified' }]);
    await db.close();
  }, 60_000);
});
