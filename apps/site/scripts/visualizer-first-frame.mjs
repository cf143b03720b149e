// Issue 15 item 8: the visualizer's first rendered frame after navigation, on the desktop
// profile (1280 x 800) in headless Debian Chromium with software GL (SwiftShader): the time from
// navigation start to the scene's `visualizer:first-frame` mark (set after its first frame is
// drawn), median of 5 navigations, written into docs/performance.md between the markers
// <!-- visualizer-first-frame:start --> and <!-- visualizer-first-frame:end -->.
//
//   pnpm --filter @brand/site exec vite build
//   node apps/site/scripts/visualizer-first-frame.mjs          (starts the API on a fresh data dir)
//   SITE_BASE_URL=http://127.0.0.1:3000 node apps/site/scripts/visualizer-first-frame.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { repoRoot as root, startApi } from './api-server.mjs';

const RUNS = 5;
/** Issue 29 item 5: a furnished kitchen's first frame within 1.5 s on software GL. */
const BUDGET_MS = 1500;
/** Ours: a camera step drawn within 36 ms (31 ms measured 2026-11-28, plus 15%). */
const FRAME_BUDGET_MS = 36;
const FRAMES = 15;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

const api = process.env.SITE_BASE_URL
  ? null
  : await startApi({ prefix: 'viz-perf-', env: { SEED_PRODUCTS: '2000' }, quiet: true });
const base = process.env.SITE_BASE_URL ?? api.url;
const browser = await chromium.launch({ executablePath: chromiumPath, args });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Long tasks (over 50 ms on the main thread), to see what follows the first frame: the shadow
  // bake and the environment map (issue 29 item 2) must not freeze the page after it.
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  // A visitor enters the showroom and chooses the first plan and template (kept in my_item).
  await page.goto(`${base}/visualize`);
  await page.getByLabel('Showroom ID').first().fill('AB12CD34');
  await page.getByRole('button', { name: 'Next' }).first().click();
  // The showroom is kept (localStorage my_item) before the next navigation; without it the
  // studio waits for a showroom and no frame is ever drawn.
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('my_item') ?? 'null')?.vsd_id);
  await page.goto(`${base}/visualize`);
  await page.getByRole('button', { name: /^Plan 01/ }).click();
  // The kitchen template a furnished room is drawn for (issue 29: first frame <= 1.5 s).
  await page.getByRole('region', { name: 'Templates' }).getByRole('button').first().click();
  await page.getByRole('region', { name: 'Design your room' }).waitFor();
  const times = [];
  const after = [];
  for (let run = 0; run < RUNS + 1; run++) {
    await page.goto(`${base}/visualize`);
    const ms = await page.waitForFunction(
      () => performance.getEntriesByName('visualizer:first-frame')[0]?.startTime ?? false,
      undefined,
      { timeout: 30_000 },
    );
    // The first navigation warms the HTTP cache and the API, as a returning visitor's would be.
    if (run > 0) times.push(Math.round(await ms.jsonValue()));
    // What follows the first frame: the environment map (drawn, then in the scene) and the long
    // tasks of the next seconds.
    await page.waitForTimeout(2500);
    const next = await page.evaluate(() => {
      const first = performance.getEntriesByName('visualizer:first-frame')[0]?.startTime ?? 0;
      const map = performance.getEntriesByName('visualizer:environment-map')[0];
      const env = performance.getEntriesByName('visualizer:environment')[0];
      return {
        map: map ? Math.round(map.duration) : null,
        inScene: env ? Math.round(env.startTime + env.duration - first) : null,
        longTasks: window.__longTasks
          .filter((t) => t.start + t.duration > first)
          .map((t) => Math.round(t.duration)),
      };
    });
    if (run > 0) after.push(next);
  }
  for (const a of after) {
    console.log(
      `after the first frame: environment map drawn in ${a.map ?? '-'} ms, in the scene ${a.inScene ?? '-'} ms after the first frame; long tasks ${a.longTasks.length ? `${a.longTasks.join(', ')} ms` : 'none'}`,
    );
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`first rendered frame after navigation: ${times.join(', ')} ms; median ${median} ms`);
  // Frame time (issue 29 item 5): the scene focused, each arrow key orbits the camera and draws
  // one frame on demand; the time from the key to the frame after it, median of FRAMES presses.
  await page.getByRole('application', { name: /in 3-D/ }).focus();
  const frames = [];
  for (let k = 0; k < FRAMES; k++) {
    const started = await page.evaluate(() => performance.now());
    await page.keyboard.press(k % 2 ? 'ArrowLeft' : 'ArrowRight');
    const drawn = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
        ),
    );
    frames.push(Math.round(drawn - started));
  }
  frames.sort((a, b) => a - b);
  const frame = frames[Math.floor(frames.length / 2)];
  console.log(
    `key to frame: ${frames.join(', ')} ms; median ${frame} ms (budget ${FRAME_BUDGET_MS} ms)`,
  );
  const doc = join(root, 'docs/performance.md');
  const text = readFileSync(doc, 'utf8');
  const block = [
    '<!-- visualizer-first-frame:start -->',
    `Median of ${RUNS} warm navigations to \`/visualize\` (a plan and template chosen): **${median} ms** from navigation start to the first rendered frame of the 3-D scene (runs: ${times.join(', ')} ms; budget ${BUDGET_MS} ms, issue 29); a camera step by keyboard drawn in **${frame} ms** (median of ${FRAMES} arrow presses, key to the frame after it; budget ${FRAME_BUDGET_MS} ms). Measured ${new Date().toISOString().slice(0, 10)} by \`node apps/site/scripts/visualizer-first-frame.mjs\`, 1280 x 800, headless Chromium, SwiftShader WebGL, 2 cores shared.`,
    '<!-- visualizer-first-frame:end -->',
  ].join('\n');
  const next =
    /<!-- visualizer-first-frame:start -->[\s\S]*<!-- visualizer-first-frame:end -->/.test(text)
      ? text.replace(
          /<!-- visualizer-first-frame:start -->[\s\S]*<!-- visualizer-first-frame:end -->/,
          block,
        )
      : `${text.trimEnd()}\n\n## Visualizer: first rendered frame (issue 15 item 8)\n\n${block}\n`;
  writeFileSync(doc, next);
  if (median > BUDGET_MS || frame > FRAME_BUDGET_MS) process.exitCode = 1;
} finally {
  await browser.close();
  api?.stop();
}
