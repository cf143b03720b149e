import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { SMALL_SEED } from './helpers.ts';

/**
 * Vitest global setup for the PGlite run. PGlite's initdb costs about 3 s of CPU per database
 * and the suite opens a few hundred of them, most then migrated and seeded with the same small
 * catalogue. Here that is done once per run: two dumps in a temporary directory, `blank.tar`
 * (initdb only) and `small-seed.tar` (migrated and seeded with SMALL_SEED), which
 * `freshDatabase` and `startServer` (test/helpers.ts) start from instead. Each test still gets
 * its own in-memory database; only the work to reach its first state is shared.
 * TEST_PGLITE_TEMPLATES names the directory (the workers inherit it). The PostgreSQL run makes
 * none: a database there is a `create database`, not an initdb.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = mkdtempSync(join(tmpdir(), 'api-pglite-templates-'));
  const database = await openPglite(undefined);
  const dump = async (name: string) => {
    const tar = await database.dumpDataDir?.();
    if (!tar) throw new Error('PGlite gave no dump of its data directory');
    writeFileSync(join(dir, name), new Uint8Array(await tar.arrayBuffer()));
  };
  await dump('blank.tar');
  await database.migrate();
  await seedIfEmpty(database, SMALL_SEED);
  await dump('small-seed.tar');
  await database.close();
  process.env.TEST_PGLITE_TEMPLATES = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
