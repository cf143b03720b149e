import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The API package folder (where `src/main.ts` lives). */
export const apiDir = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

// node itself runs main.ts (tsx as a loader), so signals reach the server process directly.
export const tsxLoader = pathToFileURL(join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;

/** A real API server process. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs `node --import tsx src/main.ts` with `env` over the test's environment. */
export function startServerProcess(env: NodeJS.ProcessEnv & { PORT: string }): ServerProcess {
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'development', SEED_PRODUCTS: '60', ...env },
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
  const port = Number(env.PORT);
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => out, exited };
}

export async function waitFor(check: () => boolean | Promise<boolean>, ms = 300_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until `/readyz` answers 200 (the database answers), or the process exits. */
export async function waitReady(server: ServerProcess, ms = 300_000) {
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  await waitFor(async () => {
    if (exited) throw new Error(`the server exited before it was ready:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/readyz`);
      await res.body?.cancel();
      return res.status === 200;
    } catch {
      return false;
    }
  }, ms);
}

/** SIGTERM, then the exit code. */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null)
    server.child.kill('SIGTERM');
  return server.exited;
}

export function tempDir(prefix: string, cleanup: string[]) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.push(dir);
  return dir;
}

export function removeAll(dirs: string[]) {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
