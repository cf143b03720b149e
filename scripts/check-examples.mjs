// Builds the consumer examples (examples/next-app, examples/vite-script-tag) the way a third
// party would: the three packages packed into tarballs (`pnpm pack`, as npm would publish
// them; not workspace links), each example copied into a fresh temporary directory, installed
// there with pnpm from the npm registry (`--prefer-offline`: from pnpm's store when it has the
// versions, so a second run needs no network) and built. Then the built apps are checked:
// the Next app is served (`next start`) and its server-rendered HTML must hold the server
// component's output and the client components' markup; the Vite page must keep the embed's
// script tag and element. Any failed step fails the script.
//
//   node scripts/check-examples.mjs            build the packages, pack, install, build, check
//   node scripts/check-examples.mjs --no-build pack what packages/*/dist holds (pnpm test runs
//                                              it right after test:packages, which built them)
//   node scripts/check-examples.mjs --keep     keep the temporary directory (printed) to look in
//   node scripts/check-examples.mjs --pack-to examples/packs
//                                              only pack, into that folder, as the examples'
//                                              package.json files expect (to run one by hand)
//
// Nothing is written outside the temporary directory (or --pack-to), apart from pnpm's own
// package store, which any `pnpm install` fills. Decisions: docs/decisions/examples.md.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const packTo = args.includes('--pack-to') ? resolve(args[args.indexOf('--pack-to') + 1]) : null;

/** The published packages, in dependency order, and the name each example's package.json uses. */
const PACKAGES = [
  { dir: 'packages/core', tarball: 'brand-core.tgz' },
  { dir: 'packages/ui', tarball: 'brand-ui.tgz' },
  { dir: 'packages/showroom-embed', tarball: 'brand-showroom-embed.tgz' },
];
const EXAMPLES = ['next-app', 'vite-script-tag'];
/** What a copied example leaves behind (an earlier local run): never copied into the temp dir. */
const LOCAL_ONLY = new Set(['node_modules', '.next', 'dist', '.env.local', 'next-env.d.ts']);

// The child tools must not see the root's `pnpm test` (npm_config_* of the workspace, its
// lockfile settings, npm_package_*): each example installs as a standalone project would. The
// machine's registry, proxy, certificate and store settings pass through.
const KEEP =
  /^npm_config_(registry|@.*:registry|https?_proxy|proxy|noproxy|no_proxy|strict_ssl|cafile|ca|store_dir|cache)$/i;
const childEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => KEEP.test(key) || !/^(npm_|pnpm_|PNPM_SCRIPT)/i.test(key),
  ),
);
Object.assign(childEnv, {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_BRAND_MARKETPLACE: 'http://127.0.0.1:3000',
  NEXT_PUBLIC_BRAND_SHOWROOM: 'AB12CD34',
});

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** Runs a command; `quiet` keeps its output unless it fails. */
function run(cmd, cmdArgs, cwd, { timeout = 240_000, quiet = false } = {}) {
  console.log(`\n$ ${cmd} ${cmdArgs.join(' ')}   (in ${cwd}, at ${elapsed()})`);
  try {
    execFileSync(cmd, cmdArgs, {
      cwd,
      stdio: quiet ? 'pipe' : 'inherit',
      env: childEnv,
      timeout,
    });
  } catch (error) {
    if (quiet) console.error(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    fail(`${cmd} ${cmdArgs.join(' ')} (in ${cwd}) failed: ${error.message}`);
  }
}

let workDir = null;
function fail(message) {
  console.error(`\ncheck-examples: ${message}`);
  if (workDir && !flag('--keep')) rmSync(workDir, { recursive: true, force: true });
  else if (workDir) console.error(`kept ${workDir}`);
  process.exit(1);
}

function pack(destination) {
  mkdirSync(destination, { recursive: true });
  for (const { dir, tarball } of PACKAGES) {
    const cwd = join(root, dir);
    const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
    if (!flag('--no-build')) run('pnpm', ['run', 'build'], cwd, { quiet: true });
    if (!existsSync(join(cwd, 'dist'))) fail(`${pkg.name} has no dist/: build it first`);
    run('pnpm', ['pack', '--pack-destination', destination], cwd, { quiet: true });
    // pnpm names it @scope/name -> scope-name-<version>.tgz; the examples expect no version
    const packed = `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`;
    renameSync(join(destination, packed), join(destination, tarball));
  }
}

function fetchText(url) {
  return fetch(url, { signal: AbortSignal.timeout(30_000) }).then(async (response) => ({
    status: response.status,
    text: await response.text(),
  }));
}

/** `next start` on a free port; resolves with the page's HTML, then stops the server. */
async function serveNext(cwd) {
  const port = 20_000 + Math.floor(Math.random() * 30_000);
  const server = spawn(join(cwd, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd,
    env: { ...childEnv, HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr.on('data', (chunk) => {
    output += chunk;
  });
  try {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`next start exited:\n${output}`);
      try {
        const page = await fetchText(`http://127.0.0.1:${port}/`);
        return { ...page, output };
      } catch {
        await new Promise((done) => setTimeout(done, 500));
      }
    }
    throw new Error(`next start did not answer within 60 s:\n${output}`);
  } finally {
    server.kill('SIGTERM');
  }
}

function expectAll(what, text, needles) {
  const missing = needles.filter((needle) => !text.includes(needle));
  if (missing.length > 0) fail(`${what} lacks ${missing.map((n) => JSON.stringify(n)).join(', ')}`);
}

if (packTo) {
  pack(packTo);
  console.log(`\npacked into ${packTo}: ${PACKAGES.map((p) => p.tarball).join(', ')}`);
  process.exit(0);
}

workDir = mkdtempSync(join(tmpdir(), 'brand-examples-'));
console.log(`check-examples: working in ${workDir}`);
pack(join(workDir, 'packs'));

for (const name of EXAMPLES) {
  const target = join(workDir, name);
  cpSync(join(root, 'examples', name), target, {
    recursive: true,
    filter: (source) => !LOCAL_ONLY.has(source.split('/').pop()),
  });
  console.log(`\n== examples/${name}: install from the tarballs, build (at ${elapsed()})`);
  run(
    'pnpm',
    ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'],
    target,
  );
  run('pnpm', ['run', 'build'], target);
}

// The Next app: its server renders the page (server components, client components' HTML).
const next = await serveNext(join(workDir, 'next-app')).catch((error) => fail(error.message));
if (next.status !== 200) fail(`the Next app answered ${next.status}:\n${next.output}`);
expectAll('the Next page', next.text, [
  'Rendered on the server', // the server component
  'A ui Button from a server component', // ui's Button rendered by a server component
  'data-slot="price-line"', // ui's PriceLine (server-safe)
  'data-slot="cart-badge"', // a client component's server HTML
  'data-slot="cart"', // the client cart
  'brand-showroom', // the embed's React wrapper
]);
if (/Error:|⨯/.test(next.output)) fail(`next start logged an error:\n${next.output}`);
console.log('\nexamples/next-app: built, served, and the page holds every part');

// The Vite page: the script tag and the element survive the build, the env var filled in.
const html = readFileSync(join(workDir, 'vite-script-tag/dist/index.html'), 'utf8');
expectAll('the Vite page', html, [
  '<script async src="http://127.0.0.1:3000/embed/v1/showroom.js"></script>',
  '<brand-showroom showroom="AB12CD34" api-base="http://127.0.0.1:3000"></brand-showroom>',
  'type="module"',
]);
console.log('examples/vite-script-tag: built, the page keeps the script tag and the element');

if (flag('--keep')) console.log(`\nkept ${workDir}`);
else rmSync(workDir, { recursive: true, force: true });
console.log(`\ncheck-examples: both examples build from the packed tarballs (${elapsed()})`);
