import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// node itself runs main.ts (tsx as a loader), so signals reach the server process directly.
const tsxLoader = pathToFileURL(
  fileURLToPath(new URL('../../../node_modules/tsx/dist/loader.mjs', import.meta.url)),
).href;
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  // A failed assertion must not leave a server running.
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'api-life-'));
  dirs.push(dir);
  return dir;
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(dataDir: string, port: number): Run {
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '60',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  children.push(child);
  return { child, output: () => out, exited };
}

async function waitFor(check: () => boolean, ms = 300_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const port = () => 20_000 + Math.floor(Math.random() * 20_000);

describe('one process per data directory', () => {
  it('builds a fresh data dir, serves, refuses a second process naming the PID, and stops on SIGTERM', async () => {
    const dataDir = join(tempDataDir(), 'data');
    const p1 = port();
    const first = start(dataDir, p1);
    await waitFor(() => first.output().includes('listening on'));
    expect(first.output()).toContain(`http://localhost:${p1}`);
    expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    const holder = readFileSync(join(dataDir, 'api.pid'), 'utf8').trim();
    expect(holder).toBe(String(first.child.pid));
    const ready = await fetch(`http://127.0.0.1:${p1}/readyz`);
    expect(ready.status).toBe(200);

    const second = start(dataDir, port());
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`Another API process (PID ${holder})`);

    // The same through the root `pnpm start` (scripts/start.mjs passes the API's exit on).
    const viaPnpm = spawnSync('pnpm', ['start'], {
      cwd: repoRoot,
      env: { ...process.env, SKIP_BUILD: '1', DATA_DIR: dataDir, PORT: String(port()) },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(viaPnpm.status).not.toBe(0);
    expect(viaPnpm.status).not.toBeNull();
    expect(`${viaPnpm.stdout}${viaPnpm.stderr}`).toContain(`Another API process (PID ${holder})`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'api.pid'))).toBe(false);

    // Reopening the same directory works and keeps the data.
    const p3 = port();
    const third = start(dataDir, p3);
    await waitFor(() => third.output().includes('listening on'));
    expect(third.output()).not.toContain('First start');
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 900_000);

  it('takes over the lock of a process that is gone', async () => {
    const dataDir = tempDataDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    writeFileSync(join(dataDir, 'api.pid'), `${dead}\n`);
    const run = start(dataDir, port());
    await waitFor(() => run.output().includes('listening on'));
    expect(readFileSync(join(dataDir, 'api.pid'), 'utf8').trim()).not.toBe(String(dead));
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 400_000);

  it('explains what to do with a damaged data dir', async () => {
    const dataDir = tempDataDir();
    mkdirSync(join(dataDir, 'pgdata'));
    writeFileSync(join(dataDir, 'pgdata', 'garbage'), 'not a database');
    const run = start(dataDir, port());
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/is damaged and cannot be opened/);
    expect(run.output()).toMatch(/Move that directory away/);
    expect(existsSync(join(dataDir, 'api.pid'))).toBe(false);
  }, 200_000);
});
