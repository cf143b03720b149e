// Issue 25 "Done when": Lighthouse's accessibility score of home, a showroom listing, a product,
// the cart and the account is 100, on Lighthouse's mobile emulation and its desktop preset.
// Lighthouse 12.8.2 (13 needs Node 22) drives Debian's Chromium through puppeteer-core; the
// pages come from the built site served by the real API on a fresh data dir (scripts/
// api-server.mjs). Storage is kept between pages (`disableStorageReset`): the listing, product
// and cart are seen inside showroom AB12CD34, the account signed in as customer@demo.test.
// Fails (exit 1) below 100, naming each failing audit and its elements.
//
// Issue 26 goal 1, after it: Lighthouse's mobile performance (simulated slow 4G, the default)
// of home, the listing, a product and the cart, the median of three runs of each: score >= 0.95,
// LCP <= 2,000 ms, TBT <= 150 ms (the issue's; medians measured 24-86 ms on a quiet machine, and
// 90-148 ms in a CI run beside four other agents' work, which failed an earlier 110 ms: TBT is the
// noisiest), CLS <= 0.05
// (the first screen does not move). The CPU slowdown
// is calibrated to the machine: Lighthouse's default 4x at the benchmark index this machine
// measured quiet (3,800), scaled by the index measured now, so a slower or busier machine emulates
// the same phone rather than a slower one (Lighthouse's own advice on calibrating the multiplier).
//
//   pnpm --filter @brand/site exec vite build && node apps/site/scripts/lighthouse.mjs
//   SITE_BASE_URL=http://127.0.0.1:3000 node apps/site/scripts/lighthouse.mjs
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { showroomItemJson, startApi } from './api-server.mjs';

const SHOWROOM = 'AB12CD34';
const EMAIL = 'customer@demo.test';
const PASSWORD = 'demo-pass-123';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Issue 26 goal 1's budgets for the median of three mobile runs (see the top). */
const PERFORMANCE_BUDGET = { score: 0.95, lcp: 2000, tbt: 150, cls: 0.05 };
const PERFORMANCE_PAGES = ['home', 'listing', 'product', 'cart'];
/** Lighthouse's benchmark index of the machine the budgets were measured on, quiet. */
const REFERENCE_BENCHMARK_INDEX = 3800;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function json(url, init) {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

const api = process.env.SITE_BASE_URL
  ? { url: process.env.SITE_BASE_URL, stop: () => {} }
  : await startApi({ prefix: 'site-lighthouse-', env: { SEED_PRODUCTS: '2000' }, quiet: true });
const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});

let failed = false;
try {
  const base = api.url;
  const product = (await json(`${base}/api/public?pid=21&showroom=${SHOWROOM}`)).data.product;
  const login = await json(`${base}/api/login`, {
    method: 'POST',
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  // What the site stores once the showroom ID is entered (core's my_item), and once signed in.
  const storage = { my_item: await showroomItemJson(base, SHOWROOM) };
  const pages = [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/visualize/contractor/all' },
    { name: 'product', path: `/product/${product.hash}/${SHOWROOM}` },
    { name: 'cart', path: '/cart' },
    { name: 'account', path: '/account', signedIn: true },
  ];
  const page = await browser.newPage();
  await page.goto(`${base}/faq`);
  const rows = [];
  const benchmarkIndexes = [];
  for (const entry of pages) {
    await page.evaluate(
      (items, token) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        if (token) localStorage.setItem('authToken', token);
      },
      storage,
      entry.signedIn ? login.data.token : null,
    );
    for (const [profileName, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      const result = await lighthouse(
        `${base}${entry.path}`,
        { onlyCategories: ['accessibility'], disableStorageReset: true, logLevel: 'error' },
        config,
        page,
      );
      const { lhr } = result;
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      const score = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
      const failing = lhr.categories.accessibility.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1);
      rows.push({ page: entry.name, profile: profileName, score, url: lhr.finalDisplayedUrl });
      if (score < 100) {
        failed = true;
        for (const audit of failing) {
          const items = audit.details?.items ?? [];
          console.log(`${entry.name} (${profileName}): ${audit.id}: ${audit.title}`);
          for (const item of items.slice(0, 5)) {
            console.log(`    ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`);
          }
        }
      }
    }
  }
  console.log('Lighthouse accessibility (12.8.2, Debian Chromium):');
  for (const row of rows) {
    console.log(
      `  ${row.score === 100 ? 'ok  ' : 'FAIL'} ${row.score}  ${row.page} ${row.profile}  ${row.url}`,
    );
  }
  // A page that sent the visitor elsewhere (to Login, say) was not the page meant.
  for (const row of rows) {
    const meant = pages.find((p) => p.name === row.page);
    if (!new URL(row.url).pathname.startsWith(meant.path.split('?')[0])) {
      failed = true;
      console.log(`FAIL ${row.page}: ended on ${row.url}, not ${meant.path}`);
    }
  }

  // Performance, mobile, calibrated to this machine's CPU (see the top).
  const index = median(benchmarkIndexes);
  const multiplier = Math.min(8, Math.max(1, (4 * index) / REFERENCE_BENCHMARK_INDEX));
  const mobile = {
    extends: 'lighthouse:default',
    settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier } },
  };
  console.log(
    `\nLighthouse mobile performance, median of 3 (benchmark index ${Math.round(index)}, CPU slowdown ${multiplier.toFixed(2)}x):`,
  );
  for (const name of PERFORMANCE_PAGES) {
    const entry = pages.find((p) => p.name === name);
    await page.evaluate((items) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    const runs = [];
    for (let run = 0; run < 3; run++) {
      const { lhr } = await lighthouse(
        `${base}${entry.path}`,
        { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
        mobile,
        page,
      );
      runs.push({
        score: lhr.categories.performance.score ?? 0,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      });
    }
    const got = Object.fromEntries(
      Object.keys(PERFORMANCE_BUDGET).map((key) => [key, median(runs.map((r) => r[key]))]),
    );
    const over = Object.keys(PERFORMANCE_BUDGET).filter((key) =>
      key === 'score' ? got.score < PERFORMANCE_BUDGET.score : got[key] > PERFORMANCE_BUDGET[key],
    );
    if (over.length) failed = true;
    console.log(
      `  ${over.length ? 'FAIL' : 'ok  '} ${name}: score ${got.score.toFixed(2)} (>= ${PERFORMANCE_BUDGET.score}), LCP ${Math.round(got.lcp)} ms (<= ${PERFORMANCE_BUDGET.lcp}), TBT ${Math.round(got.tbt)} ms (<= ${PERFORMANCE_BUDGET.tbt}), CLS ${got.cls.toFixed(3)} (<= ${PERFORMANCE_BUDGET.cls})${over.length ? `  over: ${over.join(', ')}` : ''}`,
    );
  }
} finally {
  await browser.close();
  api.stop();
}
process.exit(failed ? 1 : 0);
