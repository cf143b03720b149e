import { cpus, loadavg } from 'node:os';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  type Marketplace,
  startFixtureMarketplace,
  startHost,
  startRealMarketplace,
} from './servers.ts';

let marketplace: Marketplace;
let host: { origin: string; close(): Promise<void> };

test.beforeAll(async () => {
  // The real API builds and seeds a fresh data directory first.
  test.setTimeout(180_000);
  marketplace =
    process.env.E2E_API === 'real' ? await startRealMarketplace() : await startFixtureMarketplace();
  host = await startHost(marketplace.origin);
});

test.afterAll(async () => {
  await host?.close();
  await marketplace?.close();
});

/** Collects long tasks from the very start of the page (before any script of the host). */
async function openDemo(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[]; __longFrames: string[] };
    w.__longTasks = [];
    w.__longFrames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    // Which script a long frame ran (Long Animation Frames), so a failure explains itself.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        blockingDuration: number;
        scripts: { duration: number; invoker: string; sourceURL: string }[];
      }[]) {
        if (entry.blockingDuration <= 0) continue;
        const scripts = entry.scripts.map(
          (s) =>
            `${s.sourceURL.split('/').pop() || '(page)'} ${s.invoker.split('/').pop()} ${s.duration.toFixed(0)} ms`,
        );
        w.__longFrames.push(scripts.join(', ') || '(no script: style, layout or the browser)');
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const response = await page.goto(`${host.origin}/demo.html`);
  const themed = page.locator('brand-showroom[showroom="AB12CD34"]');
  const basic = page.locator('brand-showroom[showroom="ZX98YW76"]');
  await expect(themed.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(basic.getByRole('heading', { level: 2 })).toBeVisible();
  return { response, themed, basic };
}

const isFixture = () => marketplace.kind === 'fixture';

test('two showrooms render with their own content and theme on a third-party origin', async ({
  page,
}) => {
  const { themed, basic } = await openDemo(page);
  expect(new URL(host.origin).port).not.toBe(new URL(marketplace.origin).port);
  if (isFixture()) {
    await expect(themed.getByRole('heading', { name: 'Teal Tile Studio' })).toBeVisible();
    await expect(basic.getByRole('heading', { name: 'Basic Bath Co' })).toBeVisible();
  }
  const themedTitle = await themed.getByRole('heading', { level: 2 }).textContent();
  const basicTitle = await basic.getByRole('heading', { level: 2 }).textContent();
  expect(themedTitle).not.toBe(basicTitle);

  // The entitled Pro's theme colour (#0F766E) on its pressed category; the other keeps ours.
  const pressedBackground = (showroom: typeof themed) =>
    showroom
      .locator('button[aria-pressed="true"]')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect.poll(() => pressedBackground(themed)).toBe('rgb(15, 118, 110)');
  expect(await pressedBackground(basic)).not.toBe('rgb(15, 118, 110)');
  await expect(themed.locator('img.bse-logo')).toHaveCount(1);
  await expect(basic.locator('img.bse-logo')).toHaveCount(0);
  await expect(themed.getByRole('button', { name: /^View details of / }).first()).toBeVisible();
  await expect(basic.getByRole('button', { name: /^View details of / }).first()).toBeVisible();
});

test('computed styles prove isolation both ways', async ({ page }) => {
  const { themed } = await openDemo(page);
  // Host CSS does not get in: buttons visible, our font size, not red, not uppercase.
  const chip = themed.locator('button[aria-pressed="true"]').first();
  await expect(chip).toBeVisible();
  const inside = await chip.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      display: s.display,
      fontSize: s.fontSize,
      color: s.color,
      textTransform: s.textTransform,
      letterSpacing: s.letterSpacing,
    };
  });
  expect(inside.display).not.toBe('none');
  expect(inside.fontSize).toBe('14px');
  expect(inside.color).not.toBe('rgb(255, 0, 0)');
  expect(inside.textTransform).toBe('none');
  expect(inside.letterSpacing).toBe('normal');
  expect(await themed.evaluate((el) => getComputedStyle(el).display)).toBe('block');

  // Ours does not get out: host elements wearing our class names keep the host's styles.
  const outside = await page.locator('.host-card').evaluate((el) => {
    const s = getComputedStyle(el);
    return { radius: s.borderTopLeftRadius, padding: s.paddingTop, font: s.fontSize };
  });
  expect(outside).toEqual({ radius: '0px', padding: '7px', font: '30px' });
  const hostText = await page
    .locator('.site-header .host-text')
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(hostText).toBe('serif');
  // No <style> was added to the host document.
  expect(await page.locator('head style, body style').count()).toBe(0);
});

test('add to cart, then checkout opens /cart on the marketplace with the same lines', async ({
  page,
}) => {
  const { themed } = await openDemo(page);
  const view = themed.getByRole('button', { name: /^View details of / }).first();
  const productName = ((await view.textContent()) ?? '').replace(/^View details of /, '');
  await view.click();
  const dialog = themed.getByRole('dialog', { name: productName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(themed.getByRole('button', { name: 'Cart 2 items' })).toBeVisible();
  // A reload of the Pro's page keeps the cart (issue 28 item 1: the host origin's storage).
  await page.reload();
  await expect(themed.getByRole('button', { name: 'Cart 2 items' })).toBeVisible();

  await themed.getByRole('button', { name: 'Cart 2 items' }).click();
  const cart = themed.getByRole('dialog', { name: 'Your cart' });
  await expect(cart.getByRole('list', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(1);
  const popupPromise = page.waitForEvent('popup');
  await cart.getByRole('link', { name: 'Checkout' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(url.origin).toBe(marketplace.origin);
  expect(url.pathname).toBe('/cart');
  expect(url.searchParams.get('showroom')).toBe('AB12CD34');
  const cartId = url.searchParams.get('cart_id') ?? '';
  expect(cartId).not.toBe('');
  // The cart went to the marketplace's tab: the Pro's page says so and forgets it, reloads too.
  await expect(themed.getByText('Your cart opened at checkout in a new tab.')).toBeVisible();
  await expect(themed.getByRole('button', { name: 'Cart 0 items' })).toBeVisible();
  await page.reload();
  await expect(themed.getByRole('button', { name: 'Cart 0 items' })).toBeVisible();

  if (isFixture()) {
    await expect(popup.getByRole('list', { name: 'Cart lines' })).toHaveText(`${productName} x 2`);
  } else {
    // The marketplace holds the same temporary cart the embed showed.
    const res = await popup.request.get(
      `${marketplace.origin}/api/projectCart?temp_project_id=${cartId}&is_cart=1&showroom=AB12CD34`,
    );
    const body = (await res.json()) as {
      data: { Project_tans: { qty: number; product: { name: string } }[] };
    };
    expect(body.data.Project_tans.map((l) => [l.product.name, l.qty])).toEqual([[productName, 2]]);
    // Issue 28 item 4: the Pro's analytics counted what the visitor did (the embed's events).
    const login = await popup.request.post(`${marketplace.origin}/api/login`, {
      data: { email: 'pro@demo.test', password: 'demo-pass-123' },
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await expect
      .poll(async () => {
        const stats = await popup.request.get(
          `${marketplace.origin}/api/showroom/embed_stats?days=1`,
          { headers: { Authorization: `Bearer ${token}` } },
        );
        const [today] = ((await stats.json()) as { data: Record<string, number>[] }).data;
        return ['view', 'product_open', 'add_to_cart', 'handoff'].map((e) => (today?.[e] ?? 0) > 0);
      })
      .toEqual([true, true, true, true]);
  }
});

test('events arrive at the host page, through the queue and as DOM events', async ({ page }) => {
  const { themed } = await openDemo(page);
  const log = page.getByRole('list', { name: 'Events received by the host page' });
  await expect(log).toContainText('ready AB12CD34');
  await expect(log).toContainText('dom ready AB12CD34');
  await expect(log).toContainText('dom ready ZX98YW76');
  // The second element is in the "basic" namespace: the default queue listener never sees it.
  await expect(log).not.toContainText(/^ready ZX98YW76/m);
  const items = () => log.getByRole('listitem').allTextContents();
  expect((await items()).filter((t) => t.startsWith('ready ZX98YW76'))).toEqual([]);

  await themed
    .getByRole('button', { name: /^View details of / })
    .first()
    .click();
  await themed.getByRole('dialog').getByRole('button', { name: 'Add to cart' }).click();
  await expect(log).toContainText('cart-change AB12CD34 1');
  await expect(log).toContainText('dom cart-change AB12CD34');
});

test('works under a strict Content-Security-Policy, with no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const { response, themed } = await openDemo(page);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  // Open a dialog and a select too: overlays, portals and focus code run under the policy.
  await themed
    .getByRole('button', { name: /^View details of / })
    .first()
    .click();
  await expect(themed.getByRole('dialog')).toBeVisible();
  const size = themed.getByRole('combobox', { name: 'Size' });
  if (await size.count()) {
    await size.click();
    await expect(themed.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await expect(page.locator('#csp-log')).toHaveText('');
  expect(violations).toEqual([]);
});

/** The focused element inside a showroom's shadow root (the document only sees the host). */
const focusedInside = (showroom: Locator) =>
  showroom.evaluate((host) => {
    const active = host.shadowRoot?.activeElement as HTMLElement | null | undefined;
    return {
      inDialog: Boolean(active?.closest('[role="dialog"]')),
      role: active?.getAttribute('role') ?? active?.tagName.toLowerCase() ?? null,
      text: active?.textContent?.trim() ?? '',
    };
  });

test('the built widget works from the keyboard: focus stays in the dialog, the size select steps one option', async ({
  page,
}) => {
  const { themed } = await openDemo(page);
  await themed
    .getByRole('button', { name: /^View details of / })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  const dialog = themed.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect.poll(async () => (await focusedInside(themed)).inDialog).toBe(true);
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect((await focusedInside(themed)).inDialog).toBe(true);
  }

  const size = dialog.getByRole('combobox', { name: 'Size' });
  if (isFixture() || (await size.count()) > 0) {
    await size.focus();
    const chosen = ((await size.textContent()) ?? '').trim();
    await page.keyboard.press('Enter');
    const list = themed.getByRole('listbox');
    await expect(list).toBeVisible();
    const options = (await list.getByRole('option').allTextContents()).map((t) => t.trim());
    await expect.poll(async () => (await focusedInside(themed)).text).toBe(chosen);
    const next = options[options.indexOf(chosen) + 1] ?? chosen;
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focusedInside(themed)).text).toBe(next);
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(size).toHaveText(next);
    expect((await focusedInside(themed)).inDialog).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(themed.getByRole('dialog')).toHaveCount(0);
  // Focus returns to the button that opened the dialog.
  await expect.poll(async () => (await focusedInside(themed)).text).toMatch(/^View details/);
});

/**
 * Chrome's CPU throttling for the long-task check: a fixed 2x slowdown of this machine's CPU
 * (docs/performance.md has the figures at 1x, 2x and 4x).
 */
const CPU_SLOWDOWN = 2;

/** Cold loads of the demo page the long-task check measures. */
const LOADS = 5;

/**
 * The ceiling the median is held to: the target, 50 ms (docs/performance.md). It had been
 * relaxed to 150 ms while the showroom's first render made one long task (medians 60-112 ms on
 * 2026-11-27); since each showroom's response is handed over in a task of its own
 * (app/api.ts `nextTask`), every run measured a median of 0 ms: the three fresh-clone CI runs of
 * 2026-11-28 read [0, 0, 0, 0, 0] twice each, and a busy local run [0, 0, 53, 0, 0].
 */
const LONG_TASK_CEILING_MS = 50;

test(`no long task over ${LONG_TASK_CEILING_MS} ms on the host page while the embed loads (median of ${LOADS} loads), CPU ${CPU_SLOWDOWN}x slower`, async ({
  browser,
}) => {
  // A fixed slowdown instead of "whatever this machine does": the embed is held to 50 ms on a
  // CPU twice as slow as this one, every run, never skipped. One load's longest task also
  // carries whatever else the machine ran in that moment (other suites on the same 2 cores),
  // so the check takes the median of several cold loads, as a bench would: a task the embed
  // makes every time fails it; one preemption does not.
  test.setTimeout(120_000);
  const longest: number[] = [];
  const reports: string[] = [];
  for (let load = 0; load < LOADS; load++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await openDemo(page);
    await page.waitForTimeout(500); // let late tasks be reported
    const { tasks, frames } = await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[]; __longFrames: string[] };
      return { tasks: w.__longTasks, frames: w.__longFrames };
    });
    await context.close();
    longest.push(Math.max(0, ...tasks));
    const [avg] = loadavg();
    reports.push(
      `load ${load + 1}: [${tasks.map((t) => t.toFixed(0)).join(', ')}] ms, load average ${avg?.toFixed(1)}${frames.length > 0 ? `; long frames ran: ${frames.join(' | ')}` : ''}`,
    );
  }
  const median = [...longest].sort((a, b) => a - b)[Math.floor(LOADS / 2)] ?? 0;
  const report = `long tasks while loading (CPU ${CPU_SLOWDOWN}x slower, ${cpus().length} cores): longest per load [${longest.map((t) => t.toFixed(0)).join(', ')}] ms, median ${median.toFixed(0)} ms\n  ${reports.join('\n  ')}`;
  test.info().annotations.push({ type: 'long tasks', description: report });
  console.log(report);
  expect(median).toBeLessThanOrEqual(LONG_TASK_CEILING_MS);
});

/**
 * Waits for the short animations inside the showrooms' shadow roots (a dialog fading in has not
 * reached full opacity, so axe would measure a contrast that is not yet its own).
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('brand-showroom')]
        .flatMap((host) => host.shadowRoot?.getAnimations() ?? [])
        .filter((animation) => {
          const end = Number(animation.effect?.getComputedTiming().endTime ?? 0);
          return end > 0 && end <= 2000;
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

test('the showrooms and their product dialog pass axe', async ({ page }) => {
  const { themed } = await openDemo(page);
  const scan = async () => {
    await settleAnimations(page);
    return new AxeBuilder({ page }).include('brand-showroom').analyze();
  };
  expect((await scan()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await themed
    .getByRole('button', { name: /^View details of / })
    .first()
    .click();
  await expect(themed.getByRole('dialog')).toBeVisible();
  await expect(themed.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  expect((await scan()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

/**
 * Types a product of the themed showroom into its header's search field, by keyboard, and waits
 * for the suggestions; answers the product's name and the options listed before it (categories
 * come first).
 */
async function typeProductName(page: Page, themed: Locator) {
  const view = themed.getByRole('button', { name: /^View details of / }).first();
  const name = ((await view.textContent()) ?? '').replace(/^View details of /, '');
  const field = themed.getByRole('combobox', { name: 'Search products' });
  await field.focus();
  await page.keyboard.type(name);
  const list = themed.getByRole('listbox', { name: 'Suggestions' });
  const product = list.getByRole('option', { name: `${name} product`, exact: true });
  await expect(product.first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const options = await list.getByRole('option').allTextContents();
  const before = options.indexOf(`${name}product`);
  expect(before).toBeGreaterThanOrEqual(0);
  return { name, field, list, before };
}

test('the header search finds a product by keyboard: type its name, ArrowDown, Enter opens it', async ({
  page,
}) => {
  const { themed } = await openDemo(page);
  const { name, field, before } = await typeProductName(page, themed);
  // The first product suggestion is the exact name (after any categories, which come first).
  for (let i = 0; i <= before; i += 1) await page.keyboard.press('ArrowDown');
  const active = await field.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(themed.locator(`[id="${active}"]`)).toHaveText(`${name}product`);
  await page.keyboard.press('Enter');
  const dialog = themed.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
});

test('the open search combobox passes axe at 375, 768 and 1280 px', async ({ page }) => {
  const { themed } = await openDemo(page);
  await typeProductName(page, themed);
  await page.keyboard.press('ArrowDown');
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(themed.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('brand-showroom').analyze();
    expect(results.violations.map((v) => `${width}px ${v.id}: ${v.help}`)).toEqual([]);
  }
});

test('data-layout="popup": a button opens the showroom in a modal dialog by keyboard, axe passes, Escape gives focus back', async ({
  page,
}) => {
  const { themed } = await openDemo(page);
  // A second element of the same showroom, as a popup (the demo page's own stays inline).
  await page.evaluate(() => {
    const inline = document.querySelector('brand-showroom[showroom="AB12CD34"]');
    const popup = document.createElement('brand-showroom');
    for (const name of ['showroom', 'api-base']) {
      const value = inline?.getAttribute(name);
      if (value) popup.setAttribute(name, value);
    }
    popup.setAttribute('data-layout', 'popup');
    popup.id = 'popup-showroom';
    document.body.append(popup);
  });
  const embed = page.locator('#popup-showroom');
  const company = (await themed.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const launcher = embed.getByRole('button', { name: `Shop ${company}` });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const dialog = embed.getByRole('dialog', { name: `Shop ${company}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2, name: company })).toBeVisible();
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).include('#popup-showroom').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // The page behind is inert: Tab stays in the dialog.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(
    await embed.evaluate((el) => Boolean(el.shadowRoot?.activeElement?.closest('dialog'))),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('data-layout="floating": a button pinned to the corner at every scroll position opens the showroom by keyboard, Escape gives focus back', async ({
  page,
}) => {
  const { themed } = await openDemo(page);
  await page.evaluate(() => {
    const inline = document.querySelector('brand-showroom[showroom="AB12CD34"]');
    const floating = document.createElement('brand-showroom');
    for (const name of ['showroom', 'api-base']) {
      const value = inline?.getAttribute(name);
      if (value) floating.setAttribute(name, value);
    }
    floating.setAttribute('data-layout', 'floating');
    floating.id = 'floating-showroom';
    document.body.prepend(floating);
  });
  const embed = page.locator('#floating-showroom');
  const company = (await themed.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const launcher = embed.getByRole('button', { name: `Shop ${company}` });
  await expect(launcher).toBeVisible();
  // In the window's bottom-right corner, at the top of the page and after scrolling to its end.
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  for (const scroll of ['top', 'bottom'] as const) {
    await page.evaluate(
      (to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight),
      scroll,
    );
    const box = await launcher.boundingBox();
    expect(box, scroll).not.toBeNull();
    expect(viewport.width - ((box?.x ?? 0) + (box?.width ?? 0)), scroll).toBeLessThan(48);
    expect(viewport.height - ((box?.y ?? 0) + (box?.height ?? 0)), scroll).toBeLessThan(48);
  }
  await launcher.focus();
  await page.keyboard.press('Enter');
  const dialog = embed.getByRole('dialog', { name: `Shop ${company}` });
  await expect(dialog).toBeVisible();
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).include('#floating-showroom').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});
