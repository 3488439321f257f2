import { PGlite } from '@electric-sql/pglite';
it('pglite works', async () => {
  const db = new PGlite();
  const r = await db.query<{ x: number }>('select 1 as x');
  expect(r.rows[0]?.x).toBe(1);
  await db.close();
});
