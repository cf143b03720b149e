// Builds the consumer examples (examples/next-app, examples/vite-script-tag,
// examples/readme-snippets) the way a third party would: the three packages packed into
// tarballs (`pnpm pack`, as npm would publish them; not workspace links), each example copied
// into a fresh temporary directory, installed there with pnpm from the npm registry
// (`--prefer-offline`: from pnpm's store when it has the versions, so a second run needs no
// network) and built. Then the built apps are checked:
// - the Next app (Tailwind CSS v4) is served (`next start`): its server-rendered HTML must hold
//   the server component's output and the client components' markup, and in Chromium
//   Tailwind's utilities must win over ui's classes with no `@layer` line in the app's CSS;
// - the Vite page must keep the embed's script tag and element;
// - readme-snippets: every TypeScript block of the READMEs and docs/embed.md is written into
//   it, type-checked with `strict` and `skipLibCheck: false` (with every public entry of the
//   three packages), built, and run in Chromium against a stand-in marketplace: each snippet's
//   module runs, its components render, and the calls go where the snippet says.
// Any failed step fails the script.
//
//   node scripts/check-examples.mjs            build the packages, pack, install, build, check
//   node scripts/check-examples.mjs --no-build pack what packages/*/dist holds (pnpm test runs
//                                              it right after test:packages, which built them)
//   node scripts/check-examples.mjs --keep     keep the temporary directory (printed) to look in
//   node scripts/check-examples.mjs --only readme-snippets
//                                              build and check only that example (repeatable)
//   node scripts/check-examples.mjs --pack-to examples/packs
//                                              only pack, into that folder, as the examples'
//                                              package.json files expect (to run one by hand)
//   node scripts/check-examples.mjs --snippets-to examples/readme-snippets/src/snippets
//                                              only write the README snippets there (to run
//                                              examples/readme-snippets by hand)
//
// Nothing is written outside the temporary directory (or --pack-to), apart from pnpm's own
// package store, which any `pnpm install` fills. Decisions: docs/decisions/examples.md.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const pathOption = (name) => (args.includes(name) ? resolve(args[args.indexOf(name) + 1]) : null);
const packTo = pathOption('--pack-to');
const snippetsTo = pathOption('--snippets-to');

/** The published packages, in dependency order, and the name each example's package.json uses. */
const PACKAGES = [
  { dir: 'packages/core', tarball: 'brand-core.tgz' },
  { dir: 'packages/ui', tarball: 'brand-ui.tgz' },
  { dir: 'packages/showroom-embed', tarball: 'brand-showroom-embed.tgz' },
];
const ALL_EXAMPLES = ['next-app', 'vite-script-tag', 'readme-snippets'];
// `--only readme-snippets` (repeatable) builds and checks just those.
const only = args.flatMap((arg, i) => (args[i - 1] === '--only' ? [arg] : []));
const EXAMPLES =
  only.length > 0 ? ALL_EXAMPLES.filter((name) => only.includes(name)) : ALL_EXAMPLES;
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

/**
 * `next start` on a free port; resolves with the page's HTML and what `visit(url)` (run while
 * the server is up) returns, then stops the server.
 */
async function serveNext(cwd, visit) {
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
      let page;
      try {
        page = await fetchText(`http://127.0.0.1:${port}/`);
      } catch {
        await new Promise((done) => setTimeout(done, 500));
        continue;
      }
      const visited = await visit(`http://127.0.0.1:${port}/`);
      return { ...page, visited, output };
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

// ---- README snippets ------------------------------------------------------------------------

/** Where the snippets come from: the root README, every package README, the embed guide. */
function snippetSources() {
  const packages = readdirSync(join(root, 'packages'))
    .map((name) => `packages/${name}/README.md`)
    .filter((path) => existsSync(join(root, path)));
  return ['README.md', ...packages, 'docs/embed.md'];
}

/** Every ```ts / ```tsx block of the sources, each a module of its own. */
function extractSnippets() {
  const snippets = [];
  for (const source of snippetSources()) {
    const lines = readFileSync(join(root, source), 'utf8').split('\n');
    let open = null;
    lines.forEach((line, index) => {
      if (open === null) {
        const fence = /^```(ts|tsx|typescript)\s*$/.exec(line);
        if (fence) open = { lang: fence[1] === 'tsx' ? 'tsx' : 'ts', start: index + 2, code: [] };
      } else if (/^```\s*$/.test(line)) {
        const n = snippets.filter((snippet) => snippet.source === source).length + 1;
        const slug = source
          .replace(/\.md$/i, '')
          .replace(/[^a-z0-9]+/gi, '-')
          .toLowerCase();
        snippets.push({ source, line: open.start, file: `${slug}-${n}.${open.lang}`, n, ...open });
        open = null;
      } else open.code.push(line);
    });
  }
  return snippets;
}

/** Writes the snippets and their index (what examples/readme-snippets/src/main.tsx runs). */
function writeSnippets(dir) {
  const snippets = extractSnippets();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const snippet of snippets) {
    const header = `// ${snippet.source}, the block at line ${snippet.line - 1} (written by scripts/check-examples.mjs)\n`;
    writeFileSync(join(dir, snippet.file), `${header}${snippet.code.join('\n')}\n`);
  }
  const entries = snippets.map(
    (snippet) =>
      `  { name: ${JSON.stringify(`${snippet.source}:${snippet.line - 1}`)}, load: () => import('./${snippet.file.replace(/\.tsx?$/, '')}') },`,
  );
  writeFileSync(
    join(dir, 'index.ts'),
    [
      '// Written by scripts/check-examples.mjs: every TypeScript snippet of the docs, in order.',
      'export const snippets: { name: string; load: () => Promise<Record<string, unknown>> }[] = [',
      ...entries,
      '];',
      '',
    ].join('\n'),
  );
  return snippets;
}

/**
 * Snippet type errors this check lets pass until the change fixing them is merged; each entry
 * must still occur (a fixed one fails the check: delete its entry). `source` is the file the
 * snippet comes from, `code` TypeScript's error code.
 */
const PENDING_SNIPPET_ERRORS = [];

/** `tsc --noEmit` of readme-snippets: errors in a snippet are reported at their README line. */
function typecheckSnippets(cwd, snippets) {
  console.log(`\n$ tsc --noEmit -p .   (in ${cwd}, strict, skipLibCheck: false, at ${elapsed()})`);
  const tsc = spawnSync(join(cwd, 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.'], {
    cwd,
    env: childEnv,
    encoding: 'utf8',
    timeout: 240_000,
  });
  const output = `${tsc.stdout ?? ''}${tsc.stderr ?? ''}`;
  if (tsc.status === 0) return checkPending([]);
  const byFile = new Map(snippets.map((snippet) => [`src/snippets/${snippet.file}`, snippet]));
  const errors = [];
  const unknown = [];
  for (const line of output.split('\n').filter((l) => /error TS\d+/.test(l))) {
    const match = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(line);
    const snippet = match && byFile.get(match[1]);
    if (!snippet) {
      unknown.push(line);
      continue;
    }
    // The file's first line is the header comment: line 2 is the block's first line.
    const at = `${snippet.source}:${snippet.line + Number(match[2]) - 2}`;
    errors.push({ source: snippet.source, code: match[4], text: `${at}: ${match[4]} ${match[5]}` });
  }
  if (unknown.length > 0 || errors.length === 0) {
    fail(`TypeScript rejects the consumer (skipLibCheck: false):\n${output}`);
  }
  const pending = (error) =>
    PENDING_SNIPPET_ERRORS.find((p) => p.source === error.source && p.code === error.code);
  const fatal = errors.filter((error) => !pending(error));
  if (fatal.length > 0) {
    fail(`README snippets that do not compile:\n${fatal.map((e) => `  ${e.text}`).join('\n')}`);
  }
  for (const error of errors) {
    console.log(`  tolerated until ${pending(error).why}:\n    ${error.text}`);
  }
  return checkPending(errors);
}

function checkPending(errors) {
  const stale = PENDING_SNIPPET_ERRORS.filter(
    (p) => !errors.some((error) => error.source === p.source && error.code === p.code),
  );
  if (stale.length > 0) {
    fail(
      `these snippets compile now: delete their entries from PENDING_SNIPPET_ERRORS in scripts/check-examples.mjs:\n${stale.map((p) => `  ${p.source} ${p.code} (${p.why})`).join('\n')}`,
    );
  }
  console.log(
    `README snippets: ${errors.length === 0 ? 'all compile' : 'compile, but for the pending errors above'}`,
  );
}

// ---- Chromium -------------------------------------------------------------------------------

const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

async function withPage(run) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
    return await run(page, problems);
  } finally {
    await browser.close();
  }
}

/** A static server for a built app (`dist/`), on a free port. */
async function serveStatic(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

/**
 * The marketplace the snippets name (`https://marketplace.example`), answered in the browser
 * from the embed's fixture API (packages/showroom-embed/test/fixture-api.ts) plus the showroom
 * search of core's README. Records every call; unknown ones get a 404.
 */
async function stubMarketplace(page) {
  const { tsImport } = await import('tsx/esm/api');
  const fixtures = await tsImport(
    join(root, 'packages/showroom-embed/test/fixture-api.ts'),
    import.meta.url,
  );
  const api = fixtures.createFixtureApi();
  const calls = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE',
  };
  await page.route('https://marketplace.example/**', async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const url = new URL(request.url());
    calls.push(`${request.method()} ${url.pathname}${url.search}`);
    let answer;
    if (url.pathname === '/api/visualization/showrooms') {
      const found = Object.entries(fixtures.FIXTURE_SHOWROOMS)
        .filter(([id]) => id === url.searchParams.get('s'))
        .map(([vsd_id, profile]) => ({ id: 1, company_name: profile.company_name, vsd_id }));
      answer = {
        status: 200,
        body: {
          data: {
            data: found,
            current_page: 1,
            last_page: 1,
            per_page: 10,
            total: found.length,
            from: found.length ? 1 : null,
            to: found.length || null,
          },
        },
      };
    } else {
      const text = request.postData();
      answer = api.handle(request.method(), url, text ? JSON.parse(text) : null);
    }
    return route.fulfill({
      status: answer.status,
      headers: { ...cors, 'content-type': 'application/json' },
      body: JSON.stringify(answer.body),
    });
  });
  return { calls, company: (id) => fixtures.FIXTURE_SHOWROOMS[id]?.company_name };
}

if (snippetsTo) {
  const written = writeSnippets(snippetsTo);
  console.log(`wrote ${written.length} snippets into ${snippetsTo}`);
  process.exit(0);
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
  if (name === 'readme-snippets') {
    const snippets = writeSnippets(join(target, 'src/snippets'));
    console.log(
      `${snippets.length} snippets: ${snippets.map((x) => `${x.source}:${x.line - 1}`).join(', ')}`,
    );
    typecheckSnippets(target, snippets);
    run('pnpm', ['exec', 'vite', 'build'], target);
  } else run('pnpm', ['run', 'build'], target);
}

if (EXAMPLES.includes('next-app')) {
  // The Next app: its server renders the page (server components, client components' HTML); in
  // Chromium, Tailwind's utilities beat ui's classes and its preflight does not (no `@layer` line
  // in the app's CSS; globals.css imports Tailwind before ui's stylesheet).
  const readButtons = (url) =>
    withPage(async (page, problems) => {
      // The page's calls to the marketplace (its API and the embed's script) are not part of it.
      await page.route('**/api/**', (route) => route.fulfill({ status: 503, body: '{}' }));
      await page.route('http://127.0.0.1:3000/**', (route) => route.abort());
      await page.goto(url);
      const read = (selector) =>
        page.locator(selector).evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            radius: style.borderTopLeftRadius,
            paddingLeft: style.paddingLeft,
            background: style.backgroundColor,
          };
        });
      return { ui: await read('#ui-button'), tailwind: await read('#tailwind-button'), problems };
    });
  const next = await serveNext(join(workDir, 'next-app'), readButtons).catch((error) =>
    fail(error.message),
  );
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
  const { ui, tailwind } = next.visited;
  const cascade = JSON.stringify({ ui, tailwind });
  // ui's Button keeps its own look over Tailwind's preflight (`button { border-radius: 0;
  // background-color: transparent }`) ...
  if (ui.radius !== '8px' || ui.background === 'rgba(0, 0, 0, 0)') {
    fail(`Tailwind's preflight restyles ui's Button: ${cascade}`);
  }
  // ... and Tailwind's utilities (`rounded-none px-8`) win over ui's classes.
  if (tailwind.radius !== '0px' || tailwind.paddingLeft !== '32px') {
    fail(`ui's classes override Tailwind's utilities (rounded-none px-8): ${cascade}`);
  }
  console.log(
    '\nexamples/next-app: built, served, the page holds every part, Tailwind and ui in order',
  );
}

if (EXAMPLES.includes('vite-script-tag')) {
  // The Vite page: the script tag and the element survive the build, the env var filled in.
  const html = readFileSync(join(workDir, 'vite-script-tag/dist/index.html'), 'utf8');
  expectAll('the Vite page', html, [
    '<script async src="http://127.0.0.1:3000/embed/v1/showroom.js"></script>',
    '<brand-showroom showroom="AB12CD34" api-base="http://127.0.0.1:3000"></brand-showroom>',
    'type="module"',
  ]);
  console.log('examples/vite-script-tag: built, the page keeps the script tag and the element');
}

if (EXAMPLES.includes('readme-snippets')) {
  // The README snippets, run: each module runs and its components render in Chromium, against
  // the stand-in marketplace. What each snippet does must show: core's logs the showroom it found
  // and $12.50, ui's renders the product, the embed's render the showroom (its `ready` events).
  const snippetsApp = await serveStatic(join(workDir, 'readme-snippets/dist'));
  try {
    await withPage(async (page, problems) => {
      const market = await stubMarketplace(page);
      const logs = [];
      page.on('console', (message) => {
        logs.push(message.text());
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      await page.goto(snippetsApp.url);
      const results = await page
        .waitForFunction(() => window.snippetResults, null, { timeout: 60_000 })
        .then((handle) => handle.jsonValue())
        .catch(() => fail(`the snippets did not finish:\n${problems.join('\n')}`));
      const company = market.company('AB12CD34');
      const expected = [
        ['core README: the showroom search', `${company} AB12CD34`],
        ['core README: the price', '$12.50'],
        ['embed README: the ready event', company],
        ['docs/embed.md: the typed ready listener', `${company} is on the page`],
      ];
      const deadline = Date.now() + 30_000;
      const missing = () => expected.filter(([, text]) => !logs.includes(text));
      while (missing().length > 0 && Date.now() < deadline) await page.waitForTimeout(250);
      // In ui's snippet (the embeds' product cards, in their shadow roots, have the same heading).
      await page
        .locator('[data-snippet^="packages/ui/README.md"]')
        .getByRole('heading', { name: 'Carrara Marble Tile' })
        .waitFor({ timeout: 30_000 })
        .catch(() => problems.push("ui README: the product's name never rendered"));
      const errors = await page.evaluate(() => window.snippetErrors);
      problems.push(
        ...errors,
        ...missing().map(([what, text]) => `${what}: no log ${JSON.stringify(text)}`),
      );
      const doubled = market.calls.filter((call) => call.includes('/api/api/'));
      if (doubled.length > 0) problems.push(`calls to /api/api/: ${doubled.join(', ')}`);
      for (const call of [
        'GET /api/visualization/showrooms?s=AB12CD34',
        'GET /api/public?pid=101',
      ]) {
        if (!market.calls.includes(call)) problems.push(`no call ${call}`);
      }
      const rendered = results.flatMap((r) => r.rendered.map((name) => `${r.name} ${name}`));
      if (problems.length > 0) {
        fail(
          `the README snippets, run in Chromium:\n  ${problems.join('\n  ')}\ncalls: ${market.calls.join(', ')}`,
        );
      }
      console.log(
        `examples/readme-snippets: ${results.length} snippets compiled (skipLibCheck: false) and ran; rendered ${rendered.join(', ')}; calls ${market.calls.length}, none to /api/api/`,
      );
    });
  } finally {
    snippetsApp.close();
  }
}

if (flag('--keep')) console.log(`\nkept ${workDir}`);
else rmSync(workDir, { recursive: true, force: true });
console.log(
  `\ncheck-examples: the examples build from the packed tarballs and pass (${elapsed()})`,
);
