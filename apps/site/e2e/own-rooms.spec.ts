import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, SHOWROOM } from './real-api.ts';

/**
 * A customer's own room (issue 15 item 5) against the real API
 * (playwright.own-rooms.config.ts): the outline typed by keyboard in the form, saved, listed
 * under My rooms, opened in the visualizer, whose measured floor area is the polygon's.
 */
test.skip(!process.env.SITE_REAL_API, 'needs the real API: use -c playwright.own-rooms.config.ts');
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function enterShowroom(page: Page) {
  await page.goto('/visualize');
  await page.getByLabel('Showroom ID').first().fill(SHOWROOM);
  const next = page.getByRole('button', { name: 'Next' }).first();
  await expect(next).toBeEnabled();
  await next.click();
  await page.waitForFunction(
    (id) => JSON.parse(localStorage.getItem('my_item') ?? 'null')?.vsd_id === id,
    SHOWROOM,
  );
}

/** Focus a field and type a value with the keyboard (select what is there first). */
async function typeInto(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}

/** An L: 20 x 15 ft less an 8 x 6 corner, 252 sq ft. */
const L = [
  [0, 0],
  [20, 0],
  [20, 9],
  [12, 9],
  [12, 15],
  [0, 15],
];

test('a room typed by keyboard is saved, listed and designed; its floor area is the polygon', async ({
  page,
}) => {
  await signIn(page, 'customer@demo.test');
  await enterShowroom(page);
  await page.goto('/visualize');
  await page.getByRole('link', { name: 'Use my own room' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/visualize\/rooms\/new$/);
  await expect(page.getByRole('heading', { name: 'Use my own room' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The grid: arrow keys move a focused corner by half a foot; a click adds a snapped corner,
  // Delete removes it.
  await page.getByRole('button', { name: /^Corner 1 at 0, 0 ft/ }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Corner 1 x', { exact: true })).toHaveValue('0.5');
  await expect(page.getByLabel('Corner 1 y', { exact: true })).toHaveValue('0.5');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('Corner 1 x', { exact: true })).toHaveValue('0');
  await page
    .getByRole('group', { name: /Drawing grid/ })
    .click({ position: { x: 30.2 * 12, y: 29.9 * 12 } });
  await expect(page.getByLabel('Corner 5 x', { exact: true })).toHaveValue('30');
  await expect(page.getByLabel('Corner 5 y', { exact: true })).toHaveValue('30');
  await page.getByRole('button', { name: /^Corner 5 at 30, 30 ft/ }).focus();
  await page.keyboard.press('Delete');
  await expect(page.getByLabel('Corner 5 x', { exact: true })).toHaveCount(0);

  // Drag corner 2 (12, 0) to (14, 2) with the mouse.
  const grid = page.getByRole('group', { name: /Drawing grid/ });
  const box = await grid.boundingBox();
  if (!box) throw new Error('no grid');
  await page.mouse.move(box.x + 12 * 12, box.y);
  await page.mouse.down();
  await page.mouse.move(box.x + 13 * 12, box.y + 12, { steps: 3 });
  await page.mouse.move(box.x + 14 * 12, box.y + 2 * 12, { steps: 3 });
  await page.mouse.up();
  await expect(page.getByLabel('Corner 2 x', { exact: true })).toHaveValue('14');
  await expect(page.getByLabel('Corner 2 y', { exact: true })).toHaveValue('2');

  await typeInto(page, 'Room name', 'Our den');
  // The form starts with 4 corners: two more, by keyboard.
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Add corner' }).focus();
    await page.keyboard.press('Enter');
  }
  for (const [i, [x, y]] of L.entries()) {
    await typeInto(page, `Corner ${i + 1} x`, String(x));
    await typeInto(page, `Corner ${i + 1} y`, String(y));
  }
  await expect(page.getByRole('status').filter({ hasText: 'Floor area' })).toHaveText(
    'Floor area: 252 sq ft',
  );
  await expect(page.getByRole('img', { name: /outline, 252 sq ft/ })).toBeVisible();

  // A crossing outline says so; put it back.
  await typeInto(page, 'Corner 2 x', '5');
  await typeInto(page, 'Corner 2 y', '30');
  await expect(page.getByText('Walls cross each other')).toBeVisible();
  await typeInto(page, 'Corner 2 x', '20');
  await typeInto(page, 'Corner 2 y', '0');
  await expect(page.getByText('Walls cross each other')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add door' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('On wall').selectOption({ label: 'Wall 5' });
  await typeInto(page, 'Width (ft)', '3');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save room' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/visualize$/);

  const myRooms = page.getByRole('region', { name: 'My rooms' });
  await expect(myRooms.getByRole('button', { name: /Our den/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/visualize?2d');
  await expect(page.getByTestId('plan-2d')).toBeVisible();
  await expect(page.getByTestId('plan-2d')).toHaveAttribute('alt', /Our den, 252 sq ft/);
  await expect(page.getByTestId('estimate').getByTestId('estimate-total')).toBeVisible();
  await expect(page.locator('[data-slot="request-progress"][data-state="loading"]')).toHaveCount(
    0,
    { timeout: 15_000 },
  );
  await expectNoAxeViolations(page);

  // Private: another customer does not see it.
  const room = await page.evaluate(() => JSON.parse(localStorage.getItem('my_item') ?? '{}'));
  const other = await page.request.post('/api/login', {
    data: { email: 'newcustomer@demo.test', password: 'demo-pass-123' },
  });
  const token = (await other.json()).data.token;
  const res = await page.request.get(`/api/floor_plans/${room.floorplan}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(404);
});
