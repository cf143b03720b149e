import { spawnSync } from 'node:child_process';
import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** fsync every file under `dir` (and `dir` itself), so a rename after it publishes whole files. */
export function syncTree(dir: string, recursive = true) {
  if (recursive) {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) syncTree(path);
      else if (entry.isFile()) syncPath(path);
    }
  }
  syncPath(dir);
}

function syncPath(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

let syncfsWorks = process.platform === 'linux';

/**
 * Everything written to the file system holding `dir` reaches the disk: one syncfs(2) through
 * coreutils' `sync -f` on Linux, else an fsync of every file under `dir`.
 */
export function flushFileSystem(dir: string) {
  if (syncfsWorks) {
    const result = spawnSync('sync', ['-f', dir], { stdio: 'ignore' });
    if (result.status === 0) return;
    syncfsWorks = false;
  }
  syncTree(dir);
}
