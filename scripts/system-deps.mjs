// The system programs the test suites drive: Debian's Chromium (Playwright never downloads a
// browser here), its Liberation fonts (stable screenshots) and a PostgreSQL server (the API
// suite runs twice: PGlite, then PostgreSQL). `pnpm test` starts with this script, so the
// README's test command is all a fresh machine needs: as root with apt-get it installs what is
// missing; otherwise it stops within seconds with the one line to run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The newest installed PostgreSQL's bin directory (PG_BIN wins), or null. */
export function findPgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

function missing() {
  const need = [];
  if (!existsSync(chromiumPath())) need.push('chromium');
  if (!existsSync('/usr/share/fonts/truetype/liberation')) need.push('fonts-liberation');
  if (!findPgBin()) need.push('postgresql');
  return need;
}

function main() {
  let need = missing();
  if (need.length === 0) {
    console.log(`system: ${chromiumPath()}, PostgreSQL in ${findPgBin()}, Liberation fonts`);
    return 0;
  }
  const line = `apt-get install -y ${need.join(' ')}`;
  const root = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!root || !hasApt) {
    console.error(
      `The test suites need ${need.join(', ')}. Run: sudo apt-get update && sudo ${line} ` +
        '(or set CHROMIUM_PATH / PG_BIN to existing installs), then run the test command again.',
    );
    return 1;
  }
  console.log(`system: installing ${need.join(' ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const opts = { stdio: 'inherit', env };
  if (spawnSync('apt-get', ['update', '-qq'], opts).status !== 0) return 1;
  if (spawnSync('apt-get', ['install', '-y', '-qq', ...need], opts).status !== 0) return 1;
  need = missing();
  if (need.length > 0) {
    console.error(`system: still missing after apt-get: ${need.join(', ')}`);
    return 1;
  }
  console.log(`system: ${chromiumPath()}, PostgreSQL in ${findPgBin()}, Liberation fonts`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main());
