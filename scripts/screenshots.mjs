// `pnpm screenshots`: a PNG (JPEG-compressed, see docs/design.md) of every route of the site at
// 375, 768 and 1280 px into docs/screenshots/. Starts the API and the built site like `pnpm start`
// on a free PORT and a fresh temporary DATA_DIR (migrated and seeded with the demo accounts),
// signs in as the demo account a route needs, then stops the server and removes the data.
// Every route but the home page is taken inside showroom AB12CD34 (as after entering its ID), so
// listings, products and search show the Pro's products and prices rather than the ID prompt.
// A docs tool, not part of `pnpm test`. SKIP_BUILD=1 reuses the last build; SHOTS=home,cart
// takes only those names; SITE_BASE_URL points at a running server instead (then nothing starts).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { freePort, showroomItemJson } from '../apps/site/scripts/api-server.mjs';
import { shotList, WIDTHS } from './screenshot-routes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'docs/screenshots');
const PASSWORD = 'demo-pass-123';
const SHOWROOM = 'AB12CD34';
/** Long pages are cut at this height (the top of a page is what a review needs). */
const MAX_HEIGHT = 2400;
/** SHOT_FORMAT=jpeg writes .jpg files (a third of the size) instead of .png. */
const EXT = process.env.SHOT_FORMAT === 'jpeg' ? 'jpg' : 'png';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** Starts `node scripts/start.mjs` (build + API) on a fresh data dir; returns its URL and a stop. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'screenshots-'));
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '200',
    },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitFor(`${baseURL}/readyz`, 600_000),
      exited.then((code) => {
        throw new Error(`the server exited (${code}) before it was ready`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}

async function api(baseURL, path, init = {}) {
  const response = await fetch(`${baseURL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A demo account's token; the admin's also passes the one-time code (from /dev/mailbox). */
async function tokenOf(baseURL, email) {
  const login = await api(baseURL, '/api/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const token = login.data.token;
  if (email.startsWith('admin@')) {
    const headers = { Authorization: `Bearer ${token}` };
    const before = (await api(baseURL, '/dev/mailbox')).data[0]?.id ?? 0;
    await api(baseURL, '/api/login/verify_otp', { headers });
    let code = '';
    for (let i = 0; i < 40 && !code; i++) {
      const mail = (await api(baseURL, '/dev/mailbox')).data.find(
        (m) => m.id > before && m.to.includes(email) && /code is \d{6}/.test(m.text),
      );
      code = mail?.text.match(/code is (\d{6})/)?.[1] ?? '';
      if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!code) throw new Error('no one-time code for the admin');
    await api(baseURL, `/api/login/verify_otp?otp=${code}`, { headers });
  }
  return token;
}

async function main() {
  const source = readFileSync(join(root, 'apps/site/src/app/routes.tsx'), 'utf8');
  const server = process.env.SITE_BASE_URL
    ? { baseURL: process.env.SITE_BASE_URL, stop: async () => undefined }
    : await startServer();
  const { baseURL } = server;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--font-render-hinting=none'],
  });
  let failures = 0;
  try {
    const product = await api(baseURL, `/api/public?pid=21&showroom=${SHOWROOM}`);
    // The own-room editor (/visualize/rooms/:id/edit) needs a room: the customer draws one,
    // a 12 x 10 ft bathroom with a door, through the API.
    const room = await api(baseURL, '/api/my_rooms', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenOf(baseURL, 'customer@demo.test')}` },
      body: JSON.stringify({
        name: 'Guest bath',
        room_type: 'Bathroom',
        walls: [
          { x: 0, y: 0 },
          { x: 12, y: 0 },
          { x: 12, y: 10 },
          { x: 0, y: 10 },
        ],
        height: 9,
        openings: [{ kind: 'door', wall: 2, offset: 4, width: 3 }],
      }),
    });
    // The showroom item the site stores once AB12CD34 is entered (core's my_item).
    const myItem = await showroomItemJson(baseURL, SHOWROOM);
    const params = {
      category: 'Tile Flooring',
      hash: product.data.product.hash,
      vsd_id: SHOWROOM,
      id: String(room.data.id),
    };
    const only = process.env.SHOTS?.split(',').filter(Boolean);
    const shots = shotList(source, params).filter((s) => !only || only.includes(s.name));
    mkdirSync(outDir, { recursive: true });
    if (!only) {
      for (const file of readdirSync(outDir)) {
        if (/\.(png|jpe?g)$/.test(file)) rmSync(join(outDir, file));
      }
    }
    const tokens = new Map();
    for (const shot of shots) {
      if (shot.email && !tokens.has(shot.email)) {
        tokens.set(shot.email, await tokenOf(baseURL, shot.email));
      }
      const context = await browser.newContext({ baseURL, deviceScaleFactor: 1 });
      if (shot.name !== 'home') {
        await context.addInitScript((item) => {
          if (!localStorage.getItem('my_item')) localStorage.setItem('my_item', item);
        }, myItem);
      }
      const token = shot.email ? tokens.get(shot.email) : undefined;
      if (token) {
        await context.addInitScript((t) => localStorage.setItem('authToken', t), token);
        if (shot.email.startsWith('admin@')) {
          const { hostname } = new URL(baseURL);
          await context.addCookies([
            { name: 'otp_verify', value: '1', domain: hostname, path: '/' },
          ]);
        }
      }
      const page = await context.newPage();
      for (const width of WIDTHS) {
        const file = join(outDir, `${shot.name}-${width}.${EXT}`);
        try {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(shot.path, { waitUntil: 'load' });
          await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
          await page
            .getByRole('heading', { level: 1 })
            .first()
            .waitFor({ timeout: 10_000 })
            .catch(() => undefined);
          await page.evaluate(() => document.fonts.ready);
          // The whole page is taken: lazy pictures below the fold are loaded and drawn first.
          await page.evaluate(async () => {
            const images = [...document.images];
            for (const image of images) image.loading = 'eager';
            await Promise.all(images.map((image) => image.decode().catch(() => {})));
          });
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.screenshot({
            path: file,
            ...(EXT === 'jpg' ? { type: 'jpeg', quality: 70 } : { type: 'png' }),
            animations: 'disabled',
            caret: 'hide',
            fullPage: true,
            clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
          });
          console.log(
            `  ${shot.name}-${width}.${EXT}  ${shot.path}${shot.email ? ` (${shot.email})` : ''}`,
          );
        } catch (error) {
          failures += 1;
          console.error(`! ${shot.name}-${width}: ${error.message}`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (failures > 0) {
    console.error(`${failures} screenshot(s) failed`);
    process.exit(1);
  }
}

await main();
