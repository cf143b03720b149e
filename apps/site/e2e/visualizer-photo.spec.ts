import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, PASSWORD, SHOWROOM, tokenOf } from './real-api.ts';

/**
 * Photo mode (issue 29 item 6) against the real API (the visualizer lane): a room photo made
 * in the page is read in the browser, the floor's corners are moved by keyboard, and two floor
 * products each change the pixels inside the outline and none outside. A signed-in customer
 * saves the result to their project and finds it on the project's page.
 */
test.skip(!process.env.SITE_REAL_API, 'needs the real API: use -c playwright.visualizer.config.ts');

/** An 800 x 600 PNG of a room: a lit wall, a floor darker towards the front, a shadow. */
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
    ctx.fillStyle = 'rgba(0, 0, 0, 0.25)';
    ctx.beginPath();
    ctx.ellipse(520, 480, 120, 30, 0, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/**
 * The shown result's and the original's pixels, compared in two boxes: `inside` within the
 * floor's outline, `outside` on the wall above it. Mean absolute difference per channel.
 */
async function difference(page: Page) {
  return page.evaluate(() => {
    const [after, before] = [...document.querySelectorAll('.bui-photo-canvas')] as [
      HTMLCanvasElement,
      HTMLCanvasElement,
    ];
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
    const sample = (x: number, y: number, w: number, h: number) =>
      Array.from(read(after, x, y, w, h));
    return {
      size: [after.width, after.height],
      inside: diff(300, 420, 200, 100),
      outside: diff(0, 0, 800, 320),
      corners: diff(0, 560, 60, 40) + diff(740, 560, 60, 40),
      pixels: sample(300, 420, 200, 100),
    };
  });
}

/** /visualize in showroom AB12CD34, photo mode opened: answers its region. */
async function openPhotoMode(page: Page) {
  await page.goto('/visualize');
  if (
    (await page.evaluate(() => JSON.parse(localStorage.getItem('my_item') ?? 'null')?.vsd_id)) !==
    SHOWROOM
  ) {
    await page.getByLabel('Showroom ID').first().fill(SHOWROOM);
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.waitForFunction(
      (id) => JSON.parse(localStorage.getItem('my_item') ?? 'null')?.vsd_id === id,
      SHOWROOM,
    );
    await page.goto('/visualize');
  }
  await page.getByRole('button', { name: 'Use a photo of my room' }).click();
  return page.getByRole('region', { name: 'Your room in a photo' });
}

test('photo mode: a room photo, the floor marked by keyboard, two products change only the floor', async ({
  page,
}) => {
  const mode = await openPhotoMode(page);
  const file = mode.getByLabel(/Photo of your room/);

  // A wrong type is refused with a clear message.
  await file.setInputFiles({ name: 'room.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(mode.getByRole('alert')).toContainText('Please upload an image of type');

  await file.setInputFiles({
    name: 'room.png',
    mimeType: 'image/png',
    buffer: await roomPhoto(page),
  });
  await expect(mode.getByRole('alert')).toHaveCount(0);
  const corner1 = mode.getByRole('button', { name: 'Corner 1' });
  await expect(corner1).toBeVisible();
  // Corner 1 (240, 360) moves 10 px left and 20 px up by keyboard; Corner 4 (80, 552) 8 px down.
  await corner1.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowUp');
  await mode.getByRole('button', { name: 'Corner 4' }).focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await mode.getByLabel('Known length (ft)').fill('12');
  await expect(mode.getByText(/The floor measures about 12\.0 x/)).toBeVisible();

  // Two seeded floor products far apart in colour: an ivory tile, then a black one.
  const products = mode.getByRole('group', { name: 'Floor product' });
  const ivory = products.getByRole('radio', { name: /Ivory/ }).first();
  const black = products.getByRole('radio', { name: /Black/ }).first();
  await expect(black).toBeVisible();
  const original = await difference(page);
  expect(original.size).toEqual([800, 600]);
  expect(original.inside).toBe(0);

  await ivory.check();
  await expect.poll(async () => (await difference(page)).inside).toBeGreaterThan(8);
  const first = await difference(page);
  expect(first.outside).toBe(0);
  expect(first.corners).toBe(0);

  await black.check();
  await expect
    .poll(async () => {
      const now = (await difference(page)).pixels;
      let sum = 0;
      for (let i = 0; i < now.length; i++) sum += Math.abs((now[i] ?? 0) - (first.pixels[i] ?? 0));
      return sum / ((now.length / 4) * 3);
    })
    .toBeGreaterThan(20);
  const second = await difference(page);
  expect(second.inside).toBeGreaterThan(8);
  expect(second.outside).toBe(0);

  // The slider shows the original from the left; the download is the result as a PNG.
  await mode.getByLabel('Before and after').fill('100');
  const download = mode.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('href', /^blob:/);
  await expect(download).toHaveAttribute('download', /^room-.+\.png$/);
  // Nobody is signed in: nothing to save to.
  await expect(mode.getByRole('button', { name: 'Save to project' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('photo mode: a signed-in customer saves the result to the project and finds it there', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('customer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const token = await tokenOf(page.request, 'customer@demo.test');
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const projectId = (await (await page.request.get('/api/projectCart', auth)).json()).data
    .id as number;
  const saved = async () =>
    (await (await page.request.get(`/api/projects/${projectId}/photos`, auth)).json()).data
      .photos as { id: number; image: string; product_name: string }[];
  const before = (await saved()).length;

  const mode = await openPhotoMode(page);
  await mode.getByLabel(/Photo of your room/).setInputFiles({
    name: 'room.png',
    mimeType: 'image/png',
    buffer: await roomPhoto(page),
  });
  const ivory = mode
    .getByRole('group', { name: 'Floor product' })
    .getByRole('radio', { name: /Ivory/ })
    .first();
  await ivory.check();
  const product = ((await ivory.locator('xpath=..').textContent()) ?? '').trim();
  await expect.poll(async () => (await difference(page)).inside).toBeGreaterThan(8);
  const save = mode.getByRole('button', { name: 'Save to project' });
  await expect(save).toBeEnabled();
  await expectNoAxeViolations(page);
  await save.click();
  await expect(
    page.getByText('Photo saved to your project.', { exact: true }).first(),
  ).toBeVisible();
  const after = await saved();
  expect(after).toHaveLength(before + 1);
  const photo = after[0];
  expect(photo?.product_name).toBe(product);

  // The project's page: the thumbnail names the product and opens the full-size PNG.
  await page.goto(`/account?project=${projectId}`);
  const photos = page.getByRole('region', { name: /^Saved photos/ });
  const thumb = photos.getByRole('img', {
    name: `${product} on the floor of your room`,
    exact: false,
  });
  await expect(thumb.first()).toBeVisible();
  const link = photos.locator(`a[href="${photo?.image}"]`);
  await expect(link).toHaveAttribute('target', '_blank');
  const full = await page.request.get(photo?.image ?? '');
  expect(full.headers()['content-type']).toBe('image/png');
  // The thumbnail is lazy: its natural width is 0 until it has loaded.
  await expect
    .poll(() => thumb.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(800);
  await expectNoAxeViolations(page);

  // The customer deletes it after a confirmation: "Keep it" keeps it; "Delete photo" deletes
  // it from the page and the API, and focus goes to the list's heading.
  const remove = photos.getByRole('button', { name: `Delete photo of ${product}` }).first();
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this photo?' });
  await expect(confirm).toContainText(product);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
  expect(await saved()).toHaveLength(before + 1);
  await remove.press('Enter');
  await confirm.getByRole('button', { name: 'Delete photo' }).press('Enter');
  await expect(page.getByText('Photo deleted.', { exact: true }).first()).toBeVisible();
  await expect(link).toHaveCount(0);
  await expect(photos.getByRole('heading', { name: /^Saved photos/ })).toBeFocused();
  expect(await saved()).toHaveLength(before);
});
