// Checks what npm would publish (run after the build by `pnpm check:package`, so by
// `pnpm test:packages` at the root):
//  - the tarball holds the npm entries, LICENSE and README, and not the CDN build (dist/embed);
//  - the main entry's static import graph has no React import (react is an optional peer);
//  - dist/react.js (the wrapper) keeps its "use client" directive;
//  - both entries import in Node, also under `--conditions=react-server` (a server component).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const failures = [];

const packed = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
)[0].files.map((file) => file.path);
for (const needed of ['LICENSE', 'README.md', 'dist/index.js', 'dist/react.js']) {
  if (!packed.includes(needed)) failures.push(`tarball lacks ${needed}`);
}
const cdn = packed.filter((path) => path.startsWith('dist/embed/'));
if (cdn.length > 0) failures.push(`tarball ships the CDN build: ${cdn.slice(0, 3).join(', ')} ...`);

const reactImport = /(?:from\s*|import\s*\(\s*|import\s+)["']react(?:-dom)?(?:\/[^"']*)?["']/;
const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (reactImport.test(text)) failures.push(`main entry imports React: ${relative(root, file)}`);
  // static imports only: the runtime a React host loads later is a dynamic import
  for (const [, spec] of text.matchAll(
    /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*["'](\.{1,2}\/[^"']+)["']/g,
  )) {
    visit(resolve(dirname(file), spec));
  }
  for (const [, spec] of text.matchAll(/(?:^|\n)\s*import\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    visit(resolve(dirname(file), spec));
  }
};
visit(join(root, 'dist/index.js'));

if (!/^\s*["']use client["']/.test(readFileSync(join(root, 'dist/react.js'), 'utf8'))) {
  failures.push('dist/react.js lost its "use client" directive');
}

for (const conditions of [[], ['--conditions=react-server']]) {
  for (const specifier of ['@brand/showroom-embed', '@brand/showroom-embed/react']) {
    try {
      execFileSync(
        process.execPath,
        [...conditions, '--input-type=module', '-e', `await import(${JSON.stringify(specifier)});`],
        { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } catch (error) {
      failures.push(`${conditions.join(' ')} import('${specifier}') failed: ${error.stderr}`);
    }
  }
}

if (failures.length > 0) {
  console.error(`@brand/showroom-embed package check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `@brand/showroom-embed package: ${packed.length} files (no CDN build), main entry without React (${seen.size} modules), react.js "use client", both entries import with and without react-server`,
);
