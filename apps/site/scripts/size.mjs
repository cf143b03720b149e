// Initial route JS budget (issue: Initial route JS <= 150 KB gz, checked in CI).
// Reads Vite's build manifest and, for every route screen src/app/routes.tsx loads lazily, sums the
// gzipped size of the entry's static import graph plus that screen's own static graph: the
// JavaScript a browser must fetch before the first render of that route.
//
// Other chunks the shell can load later (a Radix control on intent, the contract's schemas
// when responses are validated) are listed with what they add, but are not initial route JS:
// nothing fetches them before a route's first render.
//
//   pnpm --filter @brand/site exec vite build && node scripts/size.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = Number(process.env.SITE_INITIAL_JS_BUDGET_KB ?? 150);
// Issue 26: the entry alone (what every route starts from) within the issue's 120 KB gz; it
// measured 114.6 KB once the contract and valibot left it (docs/performance.md).
const ENTRY_BUDGET_KB = Number(process.env.SITE_ENTRY_JS_BUDGET_KB ?? 120);
const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const gz = new Map();
function gzSize(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
}

/** The chunk's file and every file it imports statically, transitively. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}

/** Manifest keys of the chunks in the entry's static graph. */
function closureKeys(key, into = new Set()) {
  if (!manifest[key] || into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closureKeys(dep, into);
  return into;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = (files) =>
  [...files].reduce((sum, f) => sum + (f.endsWith('.js') ? gzSize(f) : 0), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest: build with build.manifest');
const entry = closure(entryKey);
const entryBytes = total(entry);

// Every screen module the app's tables import lazily: `import('../features/...')` in the route
// table and in the account dashboard's sections (each section its own chunk, composed by the
// app so that no feature imports another).
const routeSource = ['src/app/routes.tsx', 'src/app/account-sections.tsx']
  .map((file) => readFileSync(join(root, file), 'utf8'))
  .join('\n');
const routeKeys = [...routeSource.matchAll(/import\(\s*['"]\.\.\/([^'"]+)['"]\s*\)/g)].map(
  (match) => `src/${match[1]}`,
);
if (routeKeys.length === 0) throw new Error('No lazy route imports found in src/app/routes.tsx');
const missing = routeKeys.filter((key) => !manifest[key]?.isDynamicEntry);
if (missing.length) {
  throw new Error(`Route modules without their own chunk in the manifest: ${missing.join(', ')}`);
}

// Everything the entry's graph can load lazily; what is not a route screen is loaded later.
const lazyKeys = new Set();
for (const key of closureKeys(entryKey)) {
  for (const dynamic of manifest[key].dynamicImports ?? []) lazyKeys.add(dynamic);
}
const routeSet = new Set(routeKeys);
const strayPages = [...lazyKeys].filter(
  (key) => key.startsWith('src/features/') && !routeSet.has(key),
);
if (strayPages.length) {
  throw new Error(
    `Screens loaded lazily outside src/app/routes.tsx and account-sections.tsx: ${strayPages.join(', ')}`,
  );
}

const measure = (keys) =>
  [...new Set(keys)]
    .map((key) => ({ key, bytes: total(closure(key, new Set(entry))) }))
    .sort((a, b) => b.bytes - a.bytes);
const routes = measure(routeKeys);
const later = measure([...lazyKeys].filter((key) => !routeSet.has(key)));

console.log(
  `Site entry (shell, router, stores, API client): ${kb(entryBytes)} KB gz (budget ${ENTRY_BUDGET_KB} KB gz)`,
);
if (entryBytes > ENTRY_BUDGET_KB * 1024) {
  console.error(`The site's entry is over its ${ENTRY_BUDGET_KB} KB gz budget`);
  process.exit(1);
}
console.log('Initial JS per route screen (entry + the screen chunks):');
for (const { key, bytes } of routes) {
  console.log(`  ${key.padEnd(48)} ${kb(bytes).padStart(6)} KB gz`);
}
if (later.length) {
  console.log('Loaded after the first render (entry + the chunk, not initial route JS):');
  for (const { key, bytes } of later) {
    console.log(`  ${key.padEnd(48)} ${kb(bytes).padStart(6)} KB gz`);
  }
}
// Issue 15 item 8: the visualizer's 3-D scene (@brand/visualizer: three.js, react-three-fiber)
// is its own chunk, fetched when the scene mounts: what it adds to the page that loads it (the
// design studio's chunk) is at most 250 KB gz.
const SCENE_BUDGET_KB = Number(process.env.SITE_SCENE_JS_BUDGET_KB ?? 250);
const sceneKey = Object.keys(manifest).find((k) => /packages\/visualizer\/src\/index\.ts$/.test(k));
const studioKey = Object.keys(manifest).find((k) => k.endsWith('visualize-studio.tsx'));
if (!sceneKey?.length || !manifest[sceneKey].isDynamicEntry || !studioKey) {
  console.error('The 3-D scene (@brand/visualizer) is not a lazy chunk of the design studio');
  process.exit(1);
}
const studioFiles = closure(studioKey, new Set(entry));
const sceneBytes = total(closure(sceneKey, new Set(studioFiles))) - total(studioFiles);
console.log(
  `Visualizer scene chunk (fetched when it mounts): ${kb(sceneBytes)} KB gz (budget ${SCENE_BUDGET_KB} KB gz)`,
);
if (sceneBytes > SCENE_BUDGET_KB * 1024) {
  console.error(`The 3-D scene chunk is over its ${SCENE_BUDGET_KB} KB gz budget`);
  process.exit(1);
}

// Issue 26: the four pages its Lighthouse check loads (scripts/lighthouse.mjs: home, the
// showroom listing, a product, the cart) hold to 120 KB gz of initial script each.
const ROUTE_BUDGETS_KB = {
  'src/features/home/home.tsx': 120,
  'src/features/shopping/showroom-all.tsx': 120,
  'src/features/shopping/product.tsx': 120,
  'src/features/cart/index.ts': 120,
};
const budgetOf = (key) => ROUTE_BUDGETS_KB[key] ?? BUDGET_KB;
for (const [key, budget] of Object.entries(ROUTE_BUDGETS_KB)) {
  if (!routes.some((r) => r.key === key)) throw new Error(`No route screen ${key} to budget`);
  console.log(`  ${key} held within ${budget} KB gz`);
}
const worst = routes[0];
const over = routes.filter((r) => r.bytes > budgetOf(r.key) * 1024);
if (over.length) {
  console.error(
    `Initial route JS over its budget: ${over.map((r) => `${r.key} ${kb(r.bytes)} KB (budget ${budgetOf(r.key)})`).join(', ')}`,
  );
  process.exit(1);
}
console.log(
  `Largest initial route: ${worst.key} at ${kb(worst.bytes)} KB gz (budget ${BUDGET_KB} KB gz).`,
);
