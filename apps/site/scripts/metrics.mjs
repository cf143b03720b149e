// Lighthouse-style metrics of the home page and the showroom listing, measured with Playwright
// in Debian's Chromium against the built site served by the real API (docs/performance.md).
//
//   pnpm --filter @brand/site build && pnpm --filter @brand/site metrics
//
// Starts apps/api on a free port with a fresh data dir (the full seeded catalog unless
// SEED_PRODUCTS says otherwise), or measures SITE_BASE_URL when set. Each page loads cold (a
// new browser context: empty cache and storage) RUNS times (default 3) per profile; the table
// shows medians. Profiles, both with the CPU slowed 4x through CDP:
//   desktop  1280x800, network 40 ms RTT, 10 Mbit/s down (Lighthouse's desktop throttling)
//   mobile   375x812 (2x, touch), network 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up (slow 4G)
// Metrics: FCP, LCP, CLS (largest session window), TBT (sum of long-task time over 50 ms
// after FCP), the longest task, bytes transferred (as served: the reference API does not
// compress) and of them JavaScript, and the request count.
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { startApi } from './api-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const PROFILES = [
  {
    name: 'desktop 1280',
    context: { viewport: { width: 1280, height: 800 } },
    network: { latency: 40, download: 10_240_000 / 8, upload: 10_240_000 / 8 },
  },
  {
    name: 'mobile 375',
    context: {
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    },
    network: { latency: 150, download: 1_638_400 / 8, upload: 768_000 / 8 },
  },
];

/** The showroom a returning visitor has entered (what Next on the showroom entry stores). */
const SHOWROOM_ITEM = {
  showroom: 3,
  vsd_id: 'AB12CD34',
  company_name: null,
  shop_profile_id: 1,
};

const PAGES = [
  { name: 'Home', path: '/', ready: 'h1' },
  {
    name: 'Showroom listing',
    path: '/visualize/contractor/all',
    ready: 'main article',
    storage: { my_item: JSON.stringify(SHOWROOM_ITEM) },
  },
];

// Runs in the page before any of its scripts: collects paint, LCP, layout-shift and long-task
// entries as they happen.
function observe() {
  const store = { lcp: 0, shifts: [], longTasks: [] };
  window.__metrics = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.lcp = entry.renderTime || entry.loadTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) store.shifts.push({ t: entry.startTime, v: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      store.longTasks.push({ t: entry.startTime, d: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
}

/** CLS as web-vitals defines it: the largest session window (gaps < 1 s, at most 5 s long). */
function cls(shifts) {
  let worst = 0;
  let current = 0;
  let start = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const { t, v } of shifts) {
    if (t - last > 1000 || t - start > 5000) {
      current = 0;
      start = t;
    }
    current += v;
    last = t;
    worst = Math.max(worst, current);
  }
  return worst;
}

async function measure(browser, baseUrl, profile, target) {
  const context = await browser.newContext(profile.context);
  if (target.storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, target.storage);
  }
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.network.latency,
    downloadThroughput: profile.network.download,
    uploadThroughput: profile.network.upload,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests = new Map();
  let bytes = 0;
  let jsBytes = 0;
  cdp.on('Network.responseReceived', ({ requestId, type }) => requests.set(requestId, type));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    bytes += encodedDataLength;
    if (requests.get(requestId) === 'Script') jsBytes += encodedDataLength;
  });

  await page.goto(new URL(target.path, baseUrl).href, { waitUntil: 'load' });
  await page.locator(target.ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Let late long tasks and shifts land before reading.
  await page.waitForTimeout(1500);
  const raw = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    ...window.__metrics,
  }));
  await context.close();
  const afterFcp = raw.longTasks.filter((task) => task.t >= raw.fcp);
  return {
    fcp: raw.fcp,
    lcp: raw.lcp,
    cls: cls(raw.shifts),
    tbt: afterFcp.reduce((sum, task) => sum + Math.max(0, task.d - 50), 0),
    longest: Math.max(0, ...raw.longTasks.map((task) => task.d)),
    longTasks: raw.longTasks.length,
    bytes,
    jsBytes,
    requests: requests.size,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => `${Math.round(value)} ms`;
const kb = (value) => `${(value / 1024).toFixed(0)} KB`;

const external = process.env.SITE_BASE_URL;
const api = external
  ? { url: external, stop: () => {} }
  : await startApi({ prefix: 'site-metrics-' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows = [];
try {
  for (const target of PAGES) {
    // One warm-up load, so the first measured run does not pay the API's own cold start.
    await measure(browser, api.url, PROFILES[0], target);
    for (const profile of PROFILES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, api.url, profile, target));
      const pick = (key) => median(runs.map((run) => run[key]));
      rows.push([
        target.name,
        profile.name,
        ms(pick('fcp')),
        ms(pick('lcp')),
        pick('cls').toFixed(3),
        ms(pick('tbt')),
        `${pick('longTasks')} (longest ${ms(pick('longest'))})`,
        kb(pick('bytes')),
        kb(pick('jsBytes')),
        String(pick('requests')),
      ]);
      console.error(`measured ${target.name}, ${profile.name}`);
    }
  }
} finally {
  await browser.close();
  api.stop();
}

const header = [
  'Page',
  'Profile',
  'FCP',
  'LCP',
  'CLS',
  'TBT',
  'Long tasks',
  'Transferred',
  'of it JS',
  'Requests',
];
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
const load = loadavg().map((n) => n.toFixed(1));
console.log(
  `\n${RUNS} cold loads per row (medians), CPU 4x slower; ${new Date().toISOString()}, load average ${load.join(' ')}.`,
);
