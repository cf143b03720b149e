import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openPglite, pgliteSyncStats } from '../src/db/client.ts';
import { removeAll, tempDir } from './process.ts';

const dirs: string[] = [];
afterAll(() => removeAll(dirs));

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite on a data directory', () => {
  it('fsyncs the write-ahead log before a commit returns (durable by default)', async () => {
    const database = await openPglite(join(tempDir('api-fsync-', dirs), 'pgdata'));
    try {
      await database.db.execute(sql`create table t (id serial primary key, v text)`);
      const before = pgliteSyncStats.fsyncs;
      await database.db.execute(sql`insert into t (v) values ('one')`);
      const afterOne = pgliteSyncStats.fsyncs;
      expect(afterOne).toBeGreaterThan(before);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (v) values ('two')`);
        await tx.execute(sql`insert into t (v) values ('three')`);
      });
      expect(pgliteSyncStats.fsyncs).toBeGreaterThan(afterOne);
      // Reads commit nothing: no fsync.
      const afterWrites = pgliteSyncStats.fsyncs;
      await database.db.execute(sql`select count(*) from t`);
      expect(pgliteSyncStats.fsyncs).toBe(afterWrites);
    } finally {
      await database.close();
    }
  });

  it('skips the fsyncs when asked (the first-start build, PGLITE_FSYNC=off)', async () => {
    const database = await openPglite(join(tempDir('api-fsync-', dirs), 'pgdata'), {
      durable: false,
    });
    try {
      const before = pgliteSyncStats.fsyncs;
      await database.db.execute(sql`create table t (id serial primary key, v text)`);
      await database.db.execute(sql`insert into t (v) values ('one')`);
      expect(pgliteSyncStats.fsyncs).toBe(before);
    } finally {
      await database.close();
    }
  });
});

describe('PGLITE_FSYNC', () => {
  it.each([
    [undefined, true],
    ['on', true],
    ['1', true],
    ['off', false],
    ['false', false],
  ])('%s -> %s', (value, expected) => {
    expect(loadConfig({ PGLITE_FSYNC: value }).pgliteFsync).toBe(expected);
  });
  it('refuses anything else', () => {
    expect(() => loadConfig({ PGLITE_FSYNC: 'sometimes' })).toThrow(
      /PGLITE_FSYNC must be on or off/,
    );
  });
});
