// PostgreSQL connections that the server ends (a managed database's failover or restart) must
// neither crash the process nor silence the chat fan-out.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { freshDatabase } from './helpers.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'PostgreSQL connections ended by the server',
  () => {
    let database: Database;
    beforeAll(async () => {
      database = await freshDatabase();
    });
    afterAll(() => database.close());

    async function terminate(where: string) {
      await database.db.execute(
        sql.raw(
          `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and ${where}`,
        ),
      );
    }

    it('the LISTEN connection comes back and listens to every channel again', async () => {
      const got: string[] = [];
      const unsubscribe = await database.pubsub.subscribe('chat_failover', (p) => got.push(p));
      await database.pubsub.publish('chat_failover', 'before');
      await expect.poll(() => got, { timeout: 5_000 }).toContain('before');

      await terminate(`query ilike 'LISTEN%'`);
      // Publish until the reconnected listener hears it (messages sent while it was down are lost).
      let n = 0;
      await expect
        .poll(
          async () => {
            await database.pubsub.publish('chat_failover', `after-${n++}`);
            return got.some((p) => p.startsWith('after-'));
          },
          { timeout: 15_000, interval: 200 },
        )
        .toBe(true);
      await unsubscribe();
    });

    it('an idle pool connection ended by the server does not crash the process', async () => {
      // Fill the pool with idle connections, then end them all from the server side.
      await Promise.all(
        Array.from({ length: 5 }, () => database.db.execute(sql`select pg_sleep(0.05)`)),
      );
      await terminate(`state = 'idle' and query not ilike '%LISTEN%'`);
      await new Promise((r) => setTimeout(r, 200));
      const result = (await database.db.execute(sql`select 1 as one`)) as unknown as {
        rows: { one: number }[];
      };
      expect(result.rows[0]).toEqual({ one: 1 });
    });
  },
);
