// `pnpm --filter @brand/api exec node --expose-gc --import tsx bench/search-engine.ts`: the
// product search engine alone (no HTTP), one query at a time over the full seeded catalogue:
// the index's build time and memory, then p50/p90/p99/max of search and suggest for each of the
// bench's three mixes (vocabulary pairs, word + prefix, never-seen word), each text new.
import { CATALOGUE } from '@brand/core/rules';
import { productIndex } from '../src/modules/search/product-index.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { freshDatabase } from '../test/helpers.ts';
import { topUpProducts } from './top-up.ts';

const WORDS = [
  ...new Set(
    CATALOGUE.flatMap((c) => c.types).flatMap((type) =>
      [
        type.name,
        ...['color', 'finish', 'material', 'tone', 'species', 'stone'].flatMap(
          (key) => type.options[key] ?? [],
        ),
      ].flatMap((text) => text.toLowerCase().match(/[a-z]{3,}/g) ?? []),
    ),
  ),
].sort();
const W = WORDS.length;
const word = (i: number) => WORDS[((i % W) + W) % W] as string;
function text(mix: string, i: number) {
  const a = word(i);
  const b = word(Math.floor(i / W) + i + 1);
  if (mix === 'pairs') return `${a} ${b}`;
  if (mix === 'prefix')
    return `${a} ${b.slice(0, 2 + (Math.floor(i / (W * W)) % Math.max(1, b.length - 1)))}`;
  return `${a} ${b.slice(0, 2 + (i % 3))}${i.toString(36)}`;
}

const database = await freshDatabase();
await database.migrate();
await seedIfEmpty(database);
// BENCH_PRODUCTS=250000 (with TEST_DATABASE_URL for PostgreSQL): the scale figure.
const wanted = Number(process.env.BENCH_PRODUCTS ?? 0);
if (wanted > 0) await topUpProducts(database, wanted);
const live = productIndex(database);
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage();
const started = performance.now();
const queries = await live.start();
const buildMs = performance.now() - started;
gc?.();
const after = process.memoryUsage();
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `index of ${live.stats.documents} products built in ${Math.round(buildMs)} ms; ` +
    `heap +${mb(after.heapUsed - before.heapUsed)}, rss +${mb(after.rss - before.rss)}` +
    (gc ? ' (after gc)' : ' (run with --expose-gc for settled figures)'),
);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const markup = () => 15;
for (const mix of (process.env.MIXES ?? 'pairs,prefix,unseen').split(',')) {
  for (const what of ['search', 'suggest'] as const) {
    const times: number[] = [];
    const slow: [number, string][] = [];
    for (let i = 0; i < 3_000; i++) {
      const q = text(mix, i * 7 + (what === 'suggest' ? 1 : 0));
      const t0 = performance.now();
      if (what === 'search') queries.search({ q, showroom: null, page: 1, perPage: 10 }, markup);
      else queries.suggest(q);
      const ms = performance.now() - t0;
      times.push(ms);
      slow.push([ms, q]);
    }
    if (process.env.SLOWEST) {
      console.log(
        slow
          .sort((a, b) => b[0] - a[0])
          .slice(0, 8)
          .map(([ms, q]) => `${ms.toFixed(1)} ms "${q}"`)
          .join('; '),
      );
    }
    console.log(
      `${what} ${mix}: p50 ${pct(times, 0.5).toFixed(2)} ms, p90 ${pct(times, 0.9).toFixed(2)} ms, p99 ${pct(times, 0.99).toFixed(2)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    );
  }
}
await live.close();
await database.close();
