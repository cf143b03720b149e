// `pnpm --filter @brand/api bench`: showroom search, a product page of 10 and product search
// (a new text per request) over the full seeded catalog, 50 connections, printing req/s and p99 (PGlite; PostgreSQL with TEST_DATABASE_URL).
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from '@brand/core/rules';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { productIndex } from '../src/modules/search/product-index.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { outboxMailer } from '../src/services/mailer.ts';
import { sandboxPayments } from '../src/services/payments.ts';
import { sandboxPayouts } from '../src/services/payouts.ts';
import { memoryStorage } from '../src/services/storage.ts';
import { freshDatabase } from '../test/helpers.ts';
import { topUpProducts } from './top-up.ts';

const database = await freshDatabase();
await database.migrate();
const started = Date.now();
await seedIfEmpty(database);
console.log(`${database.kind}: full seed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// BENCH_PRODUCTS=250000: the scale figure (issue 11, "how it scales"; bench/top-up.ts). Then
// everything is measured as usual, the searches against SCALE_SEARCH_P99_BUDGET_MS.
const wanted = Number(process.env.BENCH_PRODUCTS ?? 0);
if (wanted > 0) await topUpProducts(database, wanted);
const app = createApp({
  // Production settings (caches, logging) with the sandbox processor the bench pays with.
  config: loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox', DATA_DIR: '/tmp/unused' }),
  database,
  mailer: outboxMailer(database.db),
  storage: memoryStorage(),
  payments: sandboxPayments(database.db),
  payouts: sandboxPayouts(database.db),
  now: () => new Date(),
});
// The product search index, built before any case is measured (main.ts starts it at start).
const index = productIndex(database);
await index.start();
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// The showroom search and the product page. Measured 2026-11-28: median p99 8 and 15 ms on this
// 2-core machine (quiet), 8 and 14 ms on PGlite and 7 and 14 ms on PostgreSQL in the CI run of
// 41623cd (it had been 33-64 ms for the product page on 2026-11-27, under load). The budget, 30 ms,
// is about twice that: a p99 on two shared cores moves with whatever else runs; a regression to
// the old figures fails.
const budgetMs = Number(process.env.BENCH_P99_BUDGET_MS ?? 30);
// At scale (BENCH_PRODUCTS) the issue asks the search's p99 reported and <= 100 ms, no req/s floor.
const scale = wanted > 0;
const scaleBudgetMs = Number(process.env.SCALE_SEARCH_P99_BUDGET_MS ?? 100);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? (scale ? 20 : 1));
/**
 * Issue 26 item 2: search and suggest, 50 connections, a new text per request, each of three
 * mixes: p99 <= 50 ms and >= 1,000 req/s (the median of three runs judged; the budgets sit
 * within about 15% of the figures measured, docs/performance.md). BENCH_SEARCH_P99_BUDGET_MS,
 * BENCH_SUGGEST_P99_BUDGET_MS and BENCH_SEARCH_MIN_RPS override them for another machine.
 */
// Issue 26's target, 50 ms for search and suggest in each mix, is the budget. Measured: 2026-11-28
// here (quiet) median p99 19-28 ms for search (the prefix mix "oak gl" the slowest, 73 ms on
// 2026-11-27 under load) and 18-24 ms for suggest, 3,400-5,600 req/s; six fresh-clone CI runs
// since read medians of 15-28 ms on both databases. It was 65 ms for a while: a PostgreSQL pass
// run beside another session's suite read the prefix mix at 55 ms. CI runs alone, and the target
// is the issue's. The category search (goal 4) shares the search budget.
const SEARCH_P99_BUDGET_MS = Number(process.env.BENCH_SEARCH_P99_BUDGET_MS ?? 50);
const SUGGEST_P99_BUDGET_MS = Number(process.env.BENCH_SUGGEST_P99_BUDGET_MS ?? 50);
const SEARCH_MIN_RPS = Number(process.env.BENCH_SEARCH_MIN_RPS ?? 1_000);
type Mix = 'pairs' | 'prefix' | 'unseen';
const MIXES: Mix[] = ['pairs', 'prefix', 'unseen'];
const MIX_EXAMPLE: Record<Mix, string> = {
  pairs: '"oak glossy"',
  prefix: '"oak gl"',
  unseen: '"oak gl7"',
};
/** The catalogue's words the texts are made of. */
// The catalogue's own words (core's tables): its types' names and the colours, finishes and
// materials that exist for them, so a pair finds products as a shopper's words do (or, across
// categories, finds none, as theirs do); BENCH_WORDS to choose others.
const WORDS = process.env.BENCH_WORDS
  ? process.env.BENCH_WORDS.split(' ')
  : [
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
const productBody = (page: number) => JSON.stringify({ category: 20, showroom: 'AB12CD34', page });
const cases: Array<{
  title: string;
  path: string;
  method: 'GET' | 'POST';
  body?: string;
  /** A new search text per request on this body: the catalog cache is cold for every one. */
  searchTemplate?: Record<string, unknown>;
  /** A new search text per request in this GET path (`{q}`). */
  searchPath?: string;
  /** The p99 budget (ms) of the median run, where one is enforced (see docs/performance.md). */
  budgetMs?: number;
  /** The least req/s of the median run, where one is enforced. */
  minRps?: number;
  /** Which texts (bench/load.mjs): vocabulary pairs, word + prefix, never-seen word. */
  mix?: Mix;
}> = [
  {
    title: 'showroom search',
    path: '/api/visualization/showrooms?s=AB12CD34',
    method: 'GET',
    budgetMs,
  },
  {
    title: 'product page of 10 (Tile Flooring, page 7)',
    path: '/api/visualization/products',
    method: 'POST',
    body: productBody(7),
    budgetMs,
  },
  {
    title: 'product search in a category, uncached (a new search text on every request)',
    path: '/api/visualization/products',
    method: 'POST',
    searchTemplate: { category: 20, showroom: 'AB12CD34', page: 1 },
    mix: 'prefix',
    // Issue 26 item 4: p99 <= 50 ms at >= 1,000 req/s (docs/performance.md for the figures).
    budgetMs: scale ? undefined : SEARCH_P99_BUDGET_MS,
    minRps: scale ? undefined : SEARCH_MIN_RPS,
  },
  ...MIXES.flatMap((mix) => [
    {
      title: `GET /api/search, mix ${mix} (${MIX_EXAMPLE[mix]}), a new text per request`,
      path: '/api/search',
      method: 'GET' as const,
      searchPath: '/api/search?q={q}&showroom=AB12CD34',
      mix,
      budgetMs: scale ? scaleBudgetMs : SEARCH_P99_BUDGET_MS,
      minRps: scale ? undefined : SEARCH_MIN_RPS,
    },
    {
      title: `GET /api/search/suggest, mix ${mix} (${MIX_EXAMPLE[mix]}), a new text per request`,
      path: '/api/search/suggest',
      method: 'GET' as const,
      searchPath: '/api/search/suggest?q={q}&showroom=AB12CD34',
      mix,
      budgetMs: scale ? scaleBudgetMs : SUGGEST_P99_BUDGET_MS,
      minRps: scale ? undefined : SEARCH_MIN_RPS,
    },
  ]),
];
type Job = {
  url: string;
  method: string;
  body?: string;
  searchTemplate?: Record<string, unknown>;
  searchPath?: string;
  mix?: Mix;
  words?: string[];
  connections: number;
  duration: number;
};
type LoadResult = { average: number; p99: number; non2xx: number; errors: number };
const loadScript = fileURLToPath(new URL('./load.mjs', import.meta.url));
/** Runs one autocannon job in its own process (bench/load.mjs) and answers its figures. */
function load(job: Job): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    let answer: LoadResult | undefined;
    const child = fork(loadScript, [JSON.stringify(job)], { execArgv: [], stdio: 'inherit' });
    child.once('message', (message) => {
      answer = message as LoadResult;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      answer ? resolve(answer) : reject(new Error(`load generator exited with ${code}`)),
    );
  });
}

const failures: string[] = [];
// BENCH_ONLY=<words>: only the cases whose title contains them (a profile or a before/after).
const only = process.env.BENCH_ONLY;
for (const c of cases.filter((c) => !only || c.title.includes(only))) {
  const options: Job = {
    url: url + c.path,
    method: c.method,
    body: c.body,
    searchTemplate: c.searchTemplate,
    searchPath: c.searchPath,
    mix: c.mix,
    words: WORDS,
    connections: 50,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
  };
  // One second of warm-up (JIT, first cache fill, connection set-up) is not judged. At scale
  // (BENCH_PRODUCTS) every word a search text has is looked up once in the index (50-400 ms for
  // a word of 25,000-250,000 products, then kept): the warm-up runs until the bench's words have
  // all been seen (BENCH_WARMUP_SECONDS, 20 at scale), and its figures are printed as the cold
  // ones. The judged runs then measure the steady state a running marketplace is in.
  // The machine's load when the case starts: a p99 read beside it (another process busy on a
  // 2-core machine doubles it) rather than guessed at afterwards.
  const [load1] = loadavg();
  console.log(`${database.kind} | ${c.title}: load average ${load1?.toFixed(2)} at start`);
  const warm = await load({ ...options, duration: warmupSeconds });
  if (scale) {
    console.log(
      `${database.kind} | ${c.title}: warm-up of ${warmupSeconds} s (cold, not judged): ${Math.round(warm.average)} req/s, p99 ${warm.p99} ms`,
    );
  }
  // A budgeted case runs BENCH_RUNS times (3) and is judged by the median run's p99 (and, where
  // a floor is set, its median req/s), on PGlite and on PostgreSQL alike, as a bench reports
  // medians: one stall of a shared machine (another process, a GC pause) moves one run, not the
  // median. Every run is printed; nothing is retried.
  const budget = c.budgetMs;
  const runs = budget !== undefined ? Number(process.env.BENCH_RUNS ?? 3) : 1;
  const p99s: number[] = [];
  const rates: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const result = await load(options);
    const line = `${database.kind} | ${c.title}: ${Math.round(result.average)} req/s, p99 ${result.p99} ms, non-2xx ${result.non2xx}`;
    console.log(
      budget !== undefined
        ? `${line} (budget: median p99 <= ${budget} ms${c.minRps ? `, >= ${c.minRps} req/s` : ''}; run ${run} of ${runs})`
        : line,
    );
    if (result.non2xx > 0 || result.errors > 0)
      failures.push(`${c.title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    p99s.push(result.p99);
    rates.push(result.average);
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  if (budget !== undefined) {
    const p99 = median(p99s);
    const rate = median(rates);
    console.log(
      `${database.kind} | ${c.title}: median p99 ${p99} ms of [${p99s.join(', ')}], median ${Math.round(rate)} req/s`,
    );
    if (p99 > budget)
      failures.push(`${c.title}: median p99 ${p99} ms over ${budget} ms (${runs} runs)`);
    if (c.minRps !== undefined && rate < c.minRps)
      failures.push(
        `${c.title}: median ${Math.round(rate)} req/s under ${c.minRps} (${runs} runs)`,
      );
  }
}
if ('closeAllConnections' in server) server.closeAllConnections();
await new Promise((resolve) => server.close(resolve));
await database.close();
if (failures.length) {
  console.error(`Bench budget failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
