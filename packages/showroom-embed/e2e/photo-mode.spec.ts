import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  type Marketplace,
  startFixtureMarketplace,
  startHost,
  startRealMarketplace,
} from './servers.ts';

/**
 * Photo mode in the Pro's embed (issue 29 item 7): a floor product's dialog offers "See it in
 * my room", which loads photo mode's own chunk (never before the press), reads a room photo made
 * in the page, moves a corner by keyboard and draws the product inside the outline only; axe
 * passes; Escape and "Close photo mode" give focus back to the button. At 375 and 1280 px.
 */
let marketplace: Marketplace;
let host: { origin: string; close(): Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  marketplace =
    process.env.E2E_API === 'real' ? await startRealMarketplace() : await startFixtureMarketplace();
  host = await startHost(marketplace.origin);
});

test.afterAll(async () => {
  await host?.close();
  await marketplace?.close();
});

/** An 800 x 600 PNG of a room (the site's e2e's): a lit wall, a floor darker to the front. */
async function roomPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d');
    const wall = ctx.createLinearGradient(0, 0, 0, 330);
    wall.addColorStop(0, '#e8e2d6');
    wall.addColorStop(1, '#cfc6b6');
    ctx.fillStyle = wall;
    ctx.fillRect(0, 0, 800, 330);
    const floor = ctx.createLinearGradient(0, 330, 0, 600);
    floor.addColorStop(0, '#9a8f80');
    floor.addColorStop(1, '#6f665a');
    ctx.fillStyle = floor;
    ctx.fillRect(0, 330, 800, 270);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/**
 * The result's and the original's pixels (the two canvases in the shadow root), compared in
 * `inside` (within the floor's starting outline) and `outside` (the wall above it): mean
 * absolute difference per channel.
 */
function difference(mode: Locator) {
  return mode.locator('canvas').evaluateAll((canvases) => {
    const [after, before] = canvases as [HTMLCanvasElement, HTMLCanvasElement];
    const read = (c: HTMLCanvasElement, x: number, y: number, w: number, h: number) =>
      c.getContext('2d')?.getImageData(x, y, w, h).data ?? new Uint8ClampedArray();
    const diff = (x: number, y: number, w: number, h: number) => {
      const a = read(after, x, y, w, h);
      const b = read(before, x, y, w, h);
      let sum = 0;
      for (let i = 0; i < a.length; i++)
        if (i % 4 !== 3) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
      return sum / ((a.length / 4) * 3);
    };
    return {
      size: [after.width, after.height],
      inside: diff(300, 420, 200, 100),
      outside: diff(0, 0, 800, 320),
    };
  });
}

/** Opens the themed showroom's first floor product (the Tile Flooring category). */
async function openFloorProduct(page: Page) {
  await page.goto(`${host.origin}/demo.html`);
  const themed = page.locator('brand-showroom[showroom="AB12CD34"]');
  await expect(themed.getByRole('heading', { level: 2 })).toBeVisible();
  const flooring = themed.getByRole('button', { name: /Flooring/, pressed: false }).first();
  if (await flooring.count()) await flooring.click();
  const view = themed.getByRole('button', { name: /^View details of / }).first();
  await expect(view).toBeVisible();
  const name = ((await view.textContent()) ?? '').replace(/^View details of /, '');
  await view.click();
  const dialog = themed.getByRole('dialog', { name });
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  return { themed, dialog };
}

for (const width of [375, 1280]) {
  test(`photo mode at ${width} px: loaded on the press, a corner moved by keyboard, the floor drawn, axe, focus back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const photoChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/photo-panel-[0-9a-f]+\.js$/.test(request.url())) photoChunks.push(request.url());
    });
    const { dialog } = await openFloorProduct(page);
    const open = dialog.getByRole('button', { name: 'See it in my room' });
    await expect(open).toBeVisible();
    // Nothing of photo mode is requested before the visitor asks for it.
    expect(photoChunks).toEqual([]);

    await open.focus();
    await page.keyboard.press('Enter');
    const mode = dialog.getByRole('region', { name: 'Your room in a photo' });
    await expect(mode).toBeVisible();
    expect(photoChunks).toHaveLength(1);
    await expect(mode.getByRole('heading', { name: 'Your room in a photo' })).toBeFocused();

    await mode.getByLabel(/Photo of your room/).setInputFiles({
      name: 'room.png',
      mimeType: 'image/png',
      buffer: await roomPhoto(page),
    });
    const corner1 = mode.getByRole('button', { name: 'Corner 1' });
    await expect(corner1).toBeVisible();
    // Corner 1 starts at (240, 360): Shift+ArrowLeft twice moves it 40 px left, by keyboard.
    const left = async () => corner1.evaluate((el) => el.getBoundingClientRect().left);
    const before = await left();
    await corner1.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(left).toBeLessThan(before - 1);

    // The product is chosen already: it is drawn inside the outline, the wall stays as it was.
    await expect(mode.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect.poll(async () => (await difference(mode)).inside).toBeGreaterThan(8);
    const drawn = await difference(mode);
    expect(drawn.size).toEqual([800, 600]);
    expect(drawn.outside).toBe(0);
    await expect(mode.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /^blob:/);

    const results = await new AxeBuilder({ page }).include('brand-showroom').analyze();
    expect(results.violations.map((v) => `${width}px ${v.id}: ${v.help}`)).toEqual([]);

    // Escape closes photo mode (not the product dialog) and focus returns to the button.
    await corner1.focus();
    await page.keyboard.press('Escape');
    await expect(mode).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'See it in my room' })).toBeFocused();
    // Again, closed by its button this time: the chunk is not requested twice.
    await page.keyboard.press('Enter');
    await expect(mode).toBeVisible();
    await mode.getByRole('button', { name: 'Close photo mode' }).click();
    await expect(dialog.getByRole('button', { name: 'See it in my room' })).toBeFocused();
    expect(photoChunks).toHaveLength(1);
    // Escape now closes the product dialog itself.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}

test('a product for neither a floor nor a wall (a toilet) offers no photo mode', async ({
  page,
}) => {
  test.skip(process.env.E2E_API === 'real', "the fixture's Toilets category");
  await page.goto(`${host.origin}/demo.html`);
  const themed = page.locator('brand-showroom[showroom="AB12CD34"]');
  await themed.getByRole('button', { name: 'Toilets' }).click();
  await themed.getByRole('button', { name: 'View details of Comfort Height Toilet' }).click();
  const dialog = themed.getByRole('dialog', { name: 'Comfort Height Toilet' });
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'See it in my room' })).toHaveCount(0);
});
