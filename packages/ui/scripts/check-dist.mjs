// Checks the built package the way a React Server Components app meets it (run after the build,
// by `pnpm check:package`, so by `pnpm test:packages` at the root):
//  1. every source module marked "use client" still starts with the directive in dist/, and no
//     other module has it (esbuild keeps an entry's directive; one entry per module);
//  2. `@brand/ui` and `@brand/ui/server` import under `node --conditions=react-server` (a server
//     component's resolution), and without it;
//  3. the react-server entry exports exactly the names of the normal entry;
//  4. nothing `@brand/ui/server` imports is a client module.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const failures = [];
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
const isClient = (file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));

// 1. directives survive the build, module by module
const sources = walk(join(root, 'src')).filter(
  (file) =>
    /\.tsx?$/.test(file) &&
    !/\.(test|stories)\.tsx?$/.test(file) &&
    !file.endsWith('.d.ts') &&
    !/\/src\/.+\/index\.ts$/.test(file),
);
let clientCount = 0;
for (const source of sources) {
  const built = join(root, 'dist', relative(join(root, 'src'), source)).replace(/\.tsx?$/, '.js');
  const expected = isClient(source);
  clientCount += expected ? 1 : 0;
  let actual;
  try {
    actual = isClient(built);
  } catch {
    failures.push(`missing in dist: ${relative(root, built)}`);
    continue;
  }
  if (actual !== expected) {
    failures.push(`${relative(root, built)}: "use client" ${expected ? 'lost' : 'added'}`);
  }
}

// 2 + 3. imports as a server component and as a client would, in a child Node process
const names = (conditions, specifier) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        ...conditions,
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(specifier)}); console.log(JSON.stringify(Object.keys(m).sort()));`,
      ],
      { cwd: root, encoding: 'utf8' },
    ),
  );
let plain = [];
let server = [];
try {
  plain = names([], '@brand/ui');
  server = names(['--conditions=react-server'], '@brand/ui');
  names(['--conditions=react-server'], '@brand/ui/server');
} catch (error) {
  failures.push(`import failed: ${error.stderr || error.message}`);
}
if (JSON.stringify(plain) !== JSON.stringify(server)) {
  const only = (a, b) => a.filter((name) => !b.includes(name));
  failures.push(
    `react-server entry differs: missing [${only(plain, server)}], extra [${only(server, plain)}]`,
  );
}

// 4. the server entry's module graph holds no client module
const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  if (isClient(file))
    failures.push(`@brand/ui/server reaches a client module: ${relative(root, file)}`);
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    visit(resolve(dirname(file), spec));
  }
};
visit(join(root, 'dist/server.js'));

if (failures.length > 0) {
  console.error(`@brand/ui dist check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `@brand/ui dist: ${clientCount} "use client" modules of ${sources.length}; ${plain.length} names import under react-server and without; ./server reaches ${seen.size} modules, none a client one`,
);
