// `pnpm db:backup [file]` and `pnpm db:restore <file> [--force]`: the embedded database (PGlite,
// DATA_DIR) or PostgreSQL (DATABASE_URL). Paths are relative to where pnpm was started.
import { resolve } from 'node:path';
import {
  backupPglite,
  backupPostgres,
  defaultBackupFile,
  restorePglite,
  restorePostgres,
} from '../src/backup.ts';
import { loadConfig } from '../src/config.ts';
import { StartupError } from '../src/datadir.ts';

const USAGE = `Usage:
  pnpm db:backup [file]             back up DATA_DIR (PGlite) or DATABASE_URL (pg_dump)
  pnpm db:restore <file> [--force]  restore into DATA_DIR or DATABASE_URL (--force replaces a database)`;

async function main() {
  // pnpm runs package scripts in the package folder; INIT_CWD is where the user typed the command.
  const cwd = process.env.INIT_CWD || process.cwd();
  const config = loadConfig(process.env, cwd);
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const unknown = rest.filter((a) => a.startsWith('-') && a !== '--force');
  const [file, ...extra] = rest.filter((a) => !a.startsWith('-'));
  if (unknown.length > 0 || extra.length > 0) throw new StartupError(USAGE);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  if (command === 'backup') {
    const target = file ? resolve(cwd, file) : defaultBackupFile(config, cwd);
    const started = Date.now();
    const out = config.databaseUrl
      ? await backupPostgres(config, target)
      : await backupPglite(config, target);
    console.log(
      `Backed up ${where} to ${out.file} (${kb(out.bytes)}, ${out.orders} orders, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    return;
  }
  if (command === 'restore') {
    if (!file) throw new StartupError(USAGE);
    const source = resolve(cwd, file);
    const started = Date.now();
    if (config.databaseUrl) {
      const out = await restorePostgres(config, source, { force });
      console.log(`Restored ${out.file} into ${where} (${out.orders} orders).`);
    } else {
      const out = await restorePglite(config, source, { force });
      console.log(
        `Restored ${out.file} into ${where} (${out.orders} orders, ${((Date.now() - started) / 1000).toFixed(1)} s).` +
          (out.replaced ? ` The previous database is kept in ${out.replaced}.` : ''),
      );
    }
    return;
  }
  throw new StartupError(USAGE);
}

main().catch((err) => {
  console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
});
