#!/usr/bin/env node
/**
 * Issue 24: no TypeScript source file of the site, ui or the embed over 400 lines (stories
 * included, tests not). A file that grows past it has more than one job: split it along them.
 * Part of `pnpm lint`. `node scripts/file-lines.mjs` lists the offenders and exits 1.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const LIMIT = 400;
const ROOTS = ['apps/site/src', 'packages/ui/src', 'packages/showroom-embed/src'];
const root = new URL('..', import.meta.url).pathname;

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const over = [];
for (const dir of ROOTS) {
  for (const path of sources(join(root, dir))) {
    const lines = readFileSync(path, 'utf8').split('\n').length - 1;
    if (lines > LIMIT) over.push(`${relative(root, path)}: ${lines} lines`);
  }
}
if (over.length > 0) {
  console.error(`Over ${LIMIT} lines (split the file along its jobs):\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(`file-lines: no site, ui or embed source file over ${LIMIT} lines.`);
