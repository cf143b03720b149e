// `pnpm --filter @brand/api exec tsx bench/search-engine.ts`: the product search engines alone
// (no HTTP), one query at a time over the full seeded catalogue: the in-process index's build
// time and memory, then p50/p90 of the index and of the SQL engine over the same texts as the
// HTTP bench (bench/load.mjs), and how often both put the same product first.
import { productIndex } from '../src/modules/search/product-index.ts';
import { searchProducts as searchSql } from '../src/modules/search/search-products.ts';
import { suggest as suggestSql } from '../src/modules/search/suggest.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { freshDatabase } from '../test/helpers.ts';

const STYLES = ['modern', 'classic', 'rustic', 'coastal', 'urban', 'heritage', 'nordic', 'desert'];
const COLORS = ['white', 'ivory', 'charcoal', 'walnut', 'oak', 'slate', 'sand', 'graphite', 'sage'];
const THINGS = ['tile', 'faucet', 'vanity', 'sink', 'flooring', 'stone', 'shower', 'light', 'fan'];
function searchText(i: number) {
  const style = STYLES[i % STYLES.length] ?? '';
  const color = COLORS[Math.floor(i / STYLES.length) % COLORS.length] ?? '';
  const thing = THINGS[Math.floor(i / 72) % THINGS.length] ?? '';
  const cut = thing.slice(0, 2 + (Math.floor(i / 648) % (thing.length - 1)));
  const words = [style, color, cut];
  if (i % 5 === 4) words[0] = style.slice(0, 2) + style.slice(3);
  return words.join(' ');
}

const database = await freshDatabase();
await database.migrate();
await seedIfEmpty(database);
const index = productIndex(database);
globalThis.gc?.();
const before = process.memoryUsage();
const started = performance.now();
await index.build();
const buildMs = performance.now() - started;
globalThis.gc?.();
const after = process.memoryUsage();
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `index of ${index.stats.documents} products built in ${Math.round(buildMs)} ms; ` +
    `heap +${mb(after.heapUsed - before.heapUsed)}, rss +${mb(after.rss - before.rss)}` +
    (globalThis.gc ? ' (after gc)' : ' (run with --expose-gc for settled figures)'),
);

const texts = Array.from({ length: 400 }, (_, i) => searchText(i * 7 + 3));
async function time(label: string, fn: (q: string) => Promise<unknown>, n: number) {
  const ms: number[] = [];
  for (const q of texts.slice(0, n)) {
    const t0 = performance.now();
    await fn(q);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const at = (p: number) => (ms[Math.floor(ms.length * p)] ?? 0).toFixed(2);
  console.log(`${label}: ${n} texts, p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(0.999)} ms`);
}
const input = (q: string) => ({ q, showroom: null, page: 1, perPage: 20 });
await time('index search', (q) => index.search(input(q)), 400);
await time('index suggest', async (q) => index.suggest(q), 400);
await time('SQL search', (q) => searchSql(database.db, input(q)), 40);
await time('SQL suggest', (q) => suggestSql(database.db, q), 40);
let empty = 0;
const slow: string[] = [];
for (let i = 0; i < 3_000; i++) {
  const t0 = performance.now();
  const found = await index.search(input(searchText(i)));
  const ms = performance.now() - t0;
  if (found.total === 0) empty++;
  if (ms > 5) slow.push(`${searchText(i)} ${ms.toFixed(1)} ms`);
}
console.log(
  `of the HTTP bench's first 3,000 texts: ${empty} find nothing; ${slow.length} took over 5 ms`,
);
console.log(`  ${slow.slice(0, 12).join('; ')}`);
let same = 0;
for (const q of texts.slice(0, 40)) {
  const [a, b] = await Promise.all([index.search(input(q)), searchSql(database.db, input(q))]);
  if (a.rows[0]?.id === b.rows[0]?.id && a.total === b.total) same++;
  else
    console.log(
      `  "${q}": index ${a.total} first ${a.rows[0]?.name}; SQL ${b.total} first ${b.rows[0]?.name}`,
    );
}
console.log(`same first product and total for ${same} of 40 texts`);
await database.close();
