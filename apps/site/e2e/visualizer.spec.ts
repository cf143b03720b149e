import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, SHOWROOM, tabTo, tokenOf } from './real-api.ts';

/**
 * The visualizer (issue 15) against the real API, WebGL on SwiftShader
 * (playwright.visualizer.config.ts): the scene renders, another floor product changes the
 * floor's pixels, the estimate adds up and lands in the cart unchanged (checkout's own quote
 * grows by exactly the estimate), by mouse and by keyboard with the forms; without WebGL the
 * 2-D plan view with the same controls.
 */
test.skip(!process.env.SITE_REAL_API, 'needs the real API: use -c playwright.visualizer.config.ts');
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'demo-pass-123';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // customer@demo.test's project lives in AB12CD34: the site puts them back in it (issue 25
  // item 5). Waited for here, so no showroom box appears or vanishes under the test's hands.
  if (email === 'customer@demo.test') {
    await showroomKept(page);
  }
}

/** Waits until this browser keeps AB12CD34 as its showroom (localStorage my_item). */
async function showroomKept(page: Page) {
  await page.waitForFunction(
    (id) => JSON.parse(localStorage.getItem('my_item') ?? 'null')?.vsd_id === id,
    SHOWROOM,
  );
}

/** The showroom kept on this browser (my_item), if any. */
function keptShowroom(page: Page) {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('my_item') ?? 'null')?.vsd_id as string) ?? null,
  );
}

async function enterShowroom(page: Page) {
  await page.goto('/visualize');
  if ((await keptShowroom(page)) === SHOWROOM) return;
  const field = page.getByLabel('Showroom ID').first();
  await field.fill(SHOWROOM);
  const next = page.getByRole('button', { name: 'Next' }).first();
  await expect(next).toBeEnabled();
  await next.click();
  // The showroom item is kept (localStorage my_item) before the next navigation.
  await showroomKept(page);
  await page.goto('/visualize');
}

/** The first plan of the page and its first template. */
async function chooseDesign(page: Page) {
  await page
    .getByRole('region', { name: 'Floor plans' })
    .getByRole('button', { name: /^Plan 01/ })
    .click();
  await page.getByRole('region', { name: 'Templates' }).getByRole('button').first().click();
  await expect(page.getByRole('region', { name: 'Design your room' })).toBeVisible();
}

async function firstFrame(page: Page) {
  await page.waitForFunction(
    () => performance.getEntriesByName('visualizer:first-frame').length > 0,
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * The studio as most tests start: signed in as the customer, inside the showroom, the first
 * template chosen; in 3-D once its first frame is drawn, or in the 2-D plan view (`?2d`), or
 * whichever the browser gives ('either').
 */
async function openStudio(page: Page, view: '3-D' | '2-D' | 'either' = '3-D') {
  await signIn(page, 'customer@demo.test');
  await enterShowroom(page);
  if (view === '2-D') await page.goto('/visualize?2d');
  await chooseDesign(page);
  if (view === '3-D') await firstFrame(page);
}

/** The scene canvas's pixels (RGBA), copied through a 2-D canvas in the page. */
async function sceneImageData(page: Page) {
  const { width, height, base64 } = await page.evaluate(async () => {
    const canvas = document.querySelector('[data-testid="room-scene"] canvas');
    if (!(canvas instanceof HTMLCanvasElement)) throw new Error('no canvas');
    const image = new Image();
    image.src = canvas.toDataURL('image/png');
    await image.decode();
    const copy = document.createElement('canvas');
    copy.width = image.width;
    copy.height = image.height;
    const ctx = copy.getContext('2d');
    if (!ctx) throw new Error('no 2d');
    ctx.drawImage(image, 0, 0);
    const bytes = ctx.getImageData(0, 0, copy.width, copy.height).data;
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return { width: copy.width, height: copy.height, base64: btoa(binary) };
  });
  const data = new Uint8Array(Buffer.from(base64, 'base64'));
  /** The pixels of a rectangle, row by row (as the 2-D context's getImageData answers). */
  const region = (x: number, y: number, w: number, h: number) => {
    const out = new Uint8Array(w * h * 4);
    for (let row = 0; row < h; row++) {
      const from = ((y + row) * width + x) * 4;
      out.set(data.subarray(from, from + w * 4), row * w * 4);
    }
    return out;
  };
  return { width, height, data, region };
}

/** The luminance (Rec. 709) of each pixel of RGBA data, sorted, darkest first. */
function sortedLuminances(data: Uint8Array): number[] {
  const values: number[] = [];
  for (let i = 0; i < data.length; i += 4) {
    values.push(
      0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0),
    );
  }
  return values.sort((a, b) => a - b);
}

/** The median luminance of RGBA data (a region of `sceneImageData`). */
function medianLuminance(data: Uint8Array): number {
  const values = sortedLuminances(data);
  return values[Math.floor(values.length / 2)] ?? 0;
}

/** Pixels of the scene's canvas: how many differ from the background, and the centre's mean. */
async function canvasPixels(page: Page) {
  const { width, height, data: all, region } = await sceneImageData(page);
  const [br, bg, bb] = [all[0] ?? 0, all[1] ?? 0, all[2] ?? 0];
  let differing = 0;
  for (let i = 0; i < all.length; i += 4) {
    const d =
      Math.abs((all[i] ?? 0) - br) +
      Math.abs((all[i + 1] ?? 0) - bg) +
      Math.abs((all[i + 2] ?? 0) - bb);
    if (d > 24) differing++;
  }
  const w = Math.round(width / 5);
  const h = Math.round(height / 5);
  const centre = region(2 * w, 2 * h, w, h);
  let [r, g, b] = [0, 0, 0];
  for (let i = 0; i < centre.length; i += 4) {
    r += centre[i] ?? 0;
    g += centre[i + 1] ?? 0;
    b += centre[i + 2] ?? 0;
  }
  const mean = [r, g, b];
  const n = centre.length / 4;
  return {
    differing: differing / (all.length / 4),
    centre: mean.map((v) => Math.round(v / n)),
  };
}

async function readEstimate(page: Page) {
  const panel = page.getByTestId('estimate');
  await expect(panel.getByTestId('estimate-total')).toBeVisible();
  const cents = async (id: string) =>
    Number(await panel.getByTestId(id).getAttribute('data-cents'));
  const lines = await panel.getByTestId('estimate-line').evaluateAll((rows) =>
    rows.map((row) => ({
      qty: Number(row.querySelector('[data-qty]')?.getAttribute('data-qty')),
      cents: Number(row.querySelector('[data-cents]')?.getAttribute('data-cents')),
    })),
  );
  return {
    lines,
    subtotal: await cents('estimate-subtotal'),
    fee: await cents('estimate-fee'),
    tax: await cents('estimate-tax'),
    shipping: await cents('estimate-shipping'),
    total: await cents('estimate-total'),
  };
}

async function quoteTotalCents(page: Page, token: string, projectId: number) {
  const res = await page.request.post('/api/checkout/quote', {
    data: { project_id: projectId },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { totals } = (await res.json()).data;
  return Math.round(Number(totals.total) * 100);
}

async function cartProject(page: Page, token: string) {
  const res = await page.request.get('/api/projectCart', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await res.json()).data as { id: number; Project_tans: { id: number; qty: number }[] };
}

/** Removes the lines a test added, so the next test's lines do not merge into them. */
async function removeLinesSince(
  page: Page,
  token: string,
  project: { id: number; Project_tans: { id: number }[] },
) {
  const kept = new Set(project.Project_tans.map((l) => l.id));
  for (const line of (await cartProject(page, token)).Project_tans) {
    if (kept.has(line.id)) continue;
    const res = await page.request.delete(
      `/api/cart/destroy/${line.id}?showroom=${SHOWROOM}&project_id=${project.id}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(res.ok(), await res.text()).toBe(true);
  }
}

test('the 3-D room renders, a new floor changes its pixels, the estimate lands in the cart', async ({
  page,
}) => {
  await openStudio(page);
  const scene = page.getByRole('application', { name: /in 3-D/ });
  await expect(scene).toBeVisible();

  await page.getByRole('radio', { name: 'Plan view (from above)' }).check();
  await expect(page.getByRole('radio', { name: /^Floor:/ })).toBeChecked();
  const products = page.getByRole('group', { name: 'Products for Floor' });
  await expect(products.getByRole('radio').first()).toBeVisible();
  await page.waitForTimeout(900); // the camera's 600 ms move (reduced motion is off)
  const before = await canvasPixels(page);
  expect(before.differing).toBeGreaterThan(0.2);

  // Another floor whose colour differs from the current one.
  const radios = products.getByRole('radio');
  const count = await radios.count();
  let changed = false;
  for (let i = 0; i < count && !changed; i++) {
    const radio = radios.nth(i);
    if (await radio.isChecked()) continue;
    await radio.check();
    await page.waitForTimeout(300);
    const after = await canvasPixels(page);
    const distance = after.centre.reduce(
      (sum, v, k) => sum + Math.abs(v - (before.centre[k] ?? 0)),
      0,
    );
    changed = distance > 12;
  }
  expect(changed).toBe(true);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();

  const money = await readEstimate(page);
  expect(money.lines.length).toBeGreaterThan(0);
  expect(money.subtotal).toBe(money.lines.reduce((sum, l) => sum + l.cents, 0));
  expect(money.total).toBe(money.subtotal + money.fee + money.tax + money.shipping);

  const token = await tokenOf(page.request, 'customer@demo.test');
  const project = await cartProject(page, token);
  const quoteBefore = await quoteTotalCents(page, token, project.id);
  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByText(/added to cart/i).first()).toBeVisible();
  const quoteAfter = await quoteTotalCents(page, token, project.id);
  // The saved address is in California, the estimate's default tax state: checkout charges
  // exactly the estimate more.
  expect(quoteAfter - quoteBefore).toBe(money.total);

  // The same estimate onto the project's checklist in one action (issues 10 and 15).
  const checklistUnits = async () => {
    const res = await page.request.get(`/api/projectChecklist/${project.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const items = (await res.json()).data.project_checklist.items as { qty: number }[];
    return items.reduce((sum, item) => sum + item.qty, 0);
  };
  const unitsBefore = await checklistUnits();
  await page.getByRole('button', { name: 'Add all to checklist' }).click();
  await expect(page.getByText(/added to your checklist/i).first()).toBeVisible();
  expect((await checklistUnits()) - unitsBefore).toBe(
    money.lines.reduce((sum, line) => sum + line.qty, 0),
  );
  await expectNoAxeViolations(page);
  await removeLinesSince(page, token, project);
});

test('the same by keyboard with the forms', async ({ page }) => {
  await openStudio(page);
  const surfaces = page.getByRole('group', { name: 'Surfaces and fixtures' });
  const floor = surfaces.getByRole('radio', { name: /^Floor:/ });
  await tabTo(page, floor);
  await page.keyboard.press('Space');
  await expect(floor).toBeChecked();
  const products = page.getByRole('group', { name: 'Products for Floor' });
  const checked = products.getByRole('radio', { checked: true });
  const first = products.getByRole('radio').first();
  await expect(first).toBeVisible();
  const target = (await checked.count()) ? checked : first;
  await tabTo(page, target);
  const name = await target.getAttribute('value');
  await page.keyboard.press('ArrowDown');
  await expect(products.getByRole('radio', { checked: true })).not.toHaveAttribute(
    'value',
    String(name),
  );
  const before = await readEstimate(page);
  await tabTo(page, page.getByRole('button', { name: 'Undo' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Redo' }), { backwards: false });
  await page.keyboard.press('Enter');
  const money = await readEstimate(page);
  expect(money.total).toBe(before.total);
  expect(money.total).toBe(money.subtotal + money.fee + money.tax + money.shipping);
  // The scene takes the keyboard: arrows turn it, + zooms.
  const scene = page.getByRole('application', { name: /in 3-D/ });
  await scene.focus();
  const still = await canvasPixels(page);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('+');
  await page.waitForTimeout(200);
  expect((await canvasPixels(page)).centre).not.toEqual(still.centre);

  const token = await tokenOf(page.request, 'customer@demo.test');
  const project = await cartProject(page, token);
  const quoteBefore = await quoteTotalCents(page, token, project.id);
  await tabTo(page, page.getByRole('button', { name: 'Add all to cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/added to cart/i).first()).toBeVisible();
  expect((await quoteTotalCents(page, token, project.id)) - quoteBefore).toBe(money.total);
  await removeLinesSince(page, token, project);
});

test('without WebGL the 2-D plan view has the same controls', async ({ page }) => {
  await openStudio(page, '2-D');
  await expect(page.getByTestId('plan-2d')).toBeVisible();
  await expect(page.getByRole('application')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Surfaces and fixtures' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add all to cart' })).toBeVisible();
  const money = await readEstimate(page);
  expect(money.total).toBe(money.subtotal + money.fee + money.tax + money.shipping);
  // Issue 29 item 4: a line says how it was counted; the kitchen's knobs are one per door and
  // drawer drawn, at a knob's price (not $1,197), and nothing waits under "Check before buying".
  const knobs = page.getByTestId('estimate-line').filter({ hasText: 'one knob or pull each' });
  await expect(knobs.getByTestId('estimate-basis')).toHaveText(
    /^Counted: \d+ doors? \+ \d+ drawers?: one knob or pull each$/,
  );
  const unit = Number((await knobs.getByRole('cell').nth(2).textContent())?.replace(/[$,]/g, ''));
  expect(unit).toBeGreaterThan(0);
  expect(unit).toBeLessThanOrEqual(250);
  await expect(page.getByTestId('estimate-check')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/** Issue 15 item 2: picks another floor product in the form; answers its value. */
async function pickAnotherFloor(page: Page) {
  const floor = page.getByRole('group', { name: 'Surfaces and fixtures' }).getByRole('radio', {
    name: /^Floor:/,
  });
  await floor.check();
  const products = page.getByRole('group', { name: 'Products for Floor' });
  await expect(products.getByRole('radio').first()).toBeVisible();
  const radios = products.getByRole('radio');
  for (let i = 0; i < (await radios.count()); i++) {
    const radio = radios.nth(i);
    if (await radio.isChecked()) continue;
    await radio.check();
    return Number(await radio.getAttribute('value'));
  }
  throw new Error('no other floor product');
}

async function savedDesign(page: Page, token: string) {
  const res = await page.request.get(`/api/projectDesign?showroom=${SHOWROOM}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as {
    surfaces: { surface: string; product_id: number }[];
    finishes?: Record<string, string>;
  } | null;
}

const floorOf = (design: { surfaces: { surface: string; product_id: number }[] } | null) =>
  design?.surfaces.find((s) => s.surface === 'floor')?.product_id;

test("a customer's design autosaves to the project and is restored on reopening", async ({
  page,
}) => {
  await openStudio(page, '2-D');
  const status = page.getByTestId('save-status');
  await expect(status).toHaveText('Your design saves to your project as you go.');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const chosen = await pickAnotherFloor(page);
  await expect(status).toHaveText('Design saved to your project.');
  const token = await tokenOf(page.request, 'customer@demo.test');
  expect(floorOf(await savedDesign(page, token))).toBe(chosen);

  await page.reload();
  const products = page.getByRole('group', { name: 'Products for Floor' });
  await expect(products.getByRole('radio', { checked: true })).toHaveAttribute(
    'value',
    String(chosen),
  );
  await expect(page.getByTestId('plan-2d')).toHaveAttribute('alt', /floor: /);
  await expectNoAxeViolations(page);

  // A browser without the chosen plan (the showroom entered afresh): the saved plan, template
  // and products come back without choosing.
  // The customer's project lives in AB12CD34, so the site puts them back in it on the next
  // load (issue 25 item 5): waited for, never raced by typing the ID meanwhile.
  await page.evaluate(() => localStorage.removeItem('my_item'));
  await page.goto('/visualize');
  await showroomKept(page);
  await page.goto('/visualize?2d');
  await expect(
    page.getByRole('group', { name: 'Products for Floor' }).getByRole('radio', { checked: true }),
  ).toHaveAttribute('value', String(chosen));
});

test('a visitor’s design is kept on the browser and attached to the project at sign-in', async ({
  page,
}) => {
  await enterShowroom(page);
  await page.goto('/visualize?2d');
  await chooseDesign(page);
  const status = page.getByTestId('save-status');
  await expect(status).toHaveText('Your design is kept on this browser until you sign in.');
  const chosen = await pickAnotherFloor(page);
  await expect(status).toHaveText(
    'Design kept on this browser. Sign in to save it to your project.',
  );
  const kept = await page.evaluate(() => localStorage.getItem('pending_design'));
  expect(JSON.parse(kept ?? '[]')[0]).toMatchObject({ vsd_id: SHOWROOM });
  await expectNoAxeViolations(page);

  await signIn(page, 'newcustomer@demo.test');
  const token = await tokenOf(page.request, 'newcustomer@demo.test');
  await expect.poll(async () => floorOf(await savedDesign(page, token))).toBe(chosen);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pending_design'))).toBeNull();
  await page.goto('/visualize?2d');
  await expect(page.getByTestId('save-status')).toHaveText(
    'Your design saves to your project as you go.',
  );
  await expect(
    page.getByRole('group', { name: 'Products for Floor' }).getByRole('radio', { checked: true }),
  ).toHaveAttribute('value', String(chosen));
});

test('the estimate prints: print media shows the estimate only, the PDF has it', async ({
  page,
}) => {
  await openStudio(page, 'either');
  const money = await readEstimate(page);
  // The button opens the browser's print dialog (its "Save as PDF" is the PDF path).
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await page.getByRole('button', { name: 'Print estimate' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await expect(page.getByTestId('print-header')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  const estimate = page.getByTestId('estimate');
  await expect(estimate.getByTestId('estimate-total')).toBeVisible();
  await expect(estimate.getByTestId('estimate-total')).toHaveAttribute(
    'data-cents',
    String(money.total),
  );
  for (const id of ['estimate-subtotal', 'estimate-fee', 'estimate-tax']) {
    await expect(estimate.getByTestId(id)).toBeVisible();
  }
  const header = page.getByTestId('print-header');
  await expect(header).toBeVisible();
  await expect(header).toContainText(SHOWROOM);
  await expect(header).toContainText(/template/);
  // Dated as every date of the site: MM.DD.YYYY (spec 1 §9).
  await expect(header).toContainText(/(?<!\d)\d{2}\.\d{2}\.\d{4}$/);
  await expect(header.getByRole('img', { name: /Floor plan of/ })).toBeVisible();
  // The controls, the 3-D canvas, the chooser and the site's header are not printed.
  for (const hidden of [
    page.getByRole('button', { name: 'Add all to cart' }),
    page.getByRole('button', { name: 'Print estimate' }),
    page.getByLabel('Tax for the state'),
    page.getByRole('group', { name: 'Surfaces and fixtures' }),
    page.getByRole('region', { name: 'Floor plans' }),
    page.locator('canvas'),
    page.locator('header').first(),
  ]) {
    await expect(hidden).toBeHidden();
  }

  const pdf = await page.pdf({ format: 'Letter', printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(2);
  expect(pdf.length).toBeGreaterThan(10_000);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Print estimate' })).toBeVisible();
});

test("the estimate's tax state defaults to the customer's saved address state", async ({
  page,
  playwright,
  baseURL,
}) => {
  const token = await tokenOf(page.request, 'customer@demo.test');
  const headers = { Authorization: `Bearer ${token}` };
  const profile = (await (await page.request.get('/api/profile', { headers })).json()).data;
  const address = profile.shipping_address;
  expect(address?.state).toBe('CA');
  // A connection of its own per call: the page's may have idled past the server's keep-alive.
  const put = async (state: string) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      const res = await request.put('/api/profile', {
        headers,
        data: { shipping_address: { ...address, state } },
      });
      return res.ok();
    } finally {
      await request.dispose();
    }
  };
  expect(await put('NY')).toBe(true);
  try {
    await openStudio(page, '2-D');
    const picker = page.getByLabel('Tax for the state');
    await expect(picker).toHaveValue('NY');
    await expect(page.getByRole('rowheader', { name: 'Tax (New York)' })).toBeVisible();
    // Still changeable.
    await picker.selectOption('TX');
    await expect(page.getByRole('rowheader', { name: 'Tax (Texas)' })).toBeVisible();
  } finally {
    expect(await put('CA')).toBe(true);
  }
});

test("the floor keeps its product's colour whether it is the selected surface or not", async ({
  page,
}) => {
  await openStudio(page);
  await page.getByRole('radio', { name: 'Plan view (from above)' }).check();
  await expect(page.getByRole('radio', { name: /^Floor:/ })).toBeChecked();
  // A dark floor (a blue glow showed most on these: espresso rendered royal blue).
  const dark = page
    .getByRole('group', { name: 'Products for Floor' })
    .getByRole('radio', { name: /espresso|walnut|charcoal|graphite|black|slate/i })
    .first();
  await dark.check();
  await page.waitForTimeout(900); // the camera's 600 ms move
  const selected = (await canvasPixels(page)).centre;
  // Another surface selected: the floor is drawn unselected.
  const surfaces = page.getByRole('group', { name: 'Surfaces and fixtures' });
  await surfaces.getByRole('radio').nth(1).check();
  await expect(surfaces.getByRole('radio', { name: /^Floor:/ })).not.toBeChecked();
  await page.waitForTimeout(300);
  const plain = (await canvasPixels(page)).centre;
  // The hue is the same: a selection may lift the floor's brightness and colour, never turn
  // espresso blue (issue 29 item 2: a blue glow rendered it royal blue, walnut purple).
  const hue = ([r = 0, g = 0, b = 0]: number[]) => {
    const max = Math.max(r, g, b);
    const d = max - Math.min(r, g, b) || 1;
    const h = max === r ? (g - b) / d : max === g ? 2 + (b - r) / d : 4 + (r - g) / d;
    return (h * 60 + 360) % 360;
  };
  const turn = Math.abs(hue(selected) - hue(plain));
  expect(Math.min(turn, 360 - turn)).toBeLessThan(6);
  // The centre is the dark floor, not the page's background.
  expect(plain.reduce((s, v) => s + v, 0)).toBeLessThan(3 * 190);
});

/**
 * The far wall's colour facing the west wall: the median of each channel over a band of it
 * (x 35-62%, y 30-42% of the canvas), so a light fixture in front of it does not shift it.
 */
async function wallColour(page: Page) {
  const { width, height, region } = await sceneImageData(page);
  const [x, y] = [Math.round(width * 0.35), Math.round(height * 0.3)];
  const [w, h] = [Math.round(width * 0.27), Math.round(height * 0.12)];
  const data = region(x, y, w, h);
  const channel = (c: number) => {
    const values: number[] = [];
    for (let i = c; i < data.length; i += 4) values.push(data[i] ?? 0);
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? 0;
  };
  return [channel(0), channel(1), channel(2)];
}

test('a wall paint and a cabinet colour show in the room, the estimate and the saved design', async ({
  page,
}) => {
  await openStudio(page);
  await page.getByRole('radio', { name: 'Facing the west wall' }).check();
  const hue = ([r = 0, g = 0, b = 0]: number[]) => {
    const max = Math.max(r, g, b);
    const d = max - Math.min(r, g, b) || 1;
    const h = max === r ? (g - b) / d : max === g ? 2 + (b - r) / d : 4 + (r - g) / d;
    return (h * 60 + 360) % 360;
  };
  const near = (a: number, b: number, within: number) =>
    Math.min(Math.abs(a - b), 360 - Math.abs(a - b)) < within;
  const paint = page.getByRole('group', { name: 'Wall paint (not sold here)' });
  // Sage Green (#9cac8c, hue 90), then Harbour Blue (#4f6f8f, hue 210): the wall reads each.
  await paint.getByRole('radio', { name: 'Sage Green' }).check();
  await page.waitForTimeout(900); // the camera's 600 ms move
  const sage = await wallColour(page);
  expect(near(hue(sage), 90, 20), `sage wall ${sage}`).toBe(true);
  await paint.getByRole('radio', { name: 'Harbour Blue' }).check();
  await page.waitForTimeout(300);
  const blue = await wallColour(page);
  expect(near(hue(blue), 210, 20), `blue wall ${blue}`).toBe(true);

  await page
    .getByRole('group', { name: 'Cabinet colour (not sold here)' })
    .getByRole('radio', { name: 'Navy' })
    .check();
  const finishes = page.getByTestId('estimate-finish');
  await expect(finishes).toHaveCount(2);
  await expect(finishes.nth(0)).toContainText(
    /^Wall paint: Harbour Blue: \d+ gallons?\. Not sold in this showroom\./,
  );
  await expect(finishes.nth(1)).toContainText(
    /^Cabinets: Navy: \d+ doors? and \d+ drawers?\. Not sold in this showroom\./,
  );
  // Never priced: the estimate's lines are the products only.
  await expect(page.getByTestId('estimate-line').filter({ hasText: 'Harbour Blue' })).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page);

  const token = await tokenOf(page.request, 'customer@demo.test');
  await expect
    .poll(async () => (await savedDesign(page, token))?.finishes)
    .toEqual({ paint: 'harbour-blue', cabinetColour: 'navy' });
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: 'Cabinet colour (not sold here)' })
      .getByRole('radio', { name: 'Navy' }),
  ).toBeChecked();
  await expect(page.getByTestId('estimate-finish')).toHaveCount(2);
  // Back to the default look, for the tests after this one.
  await page
    .getByRole('group', { name: 'Wall paint (not sold here)' })
    .getByRole('radio', { name: 'Not chosen' })
    .check();
  await page
    .getByRole('group', { name: 'Cabinet colour (not sold here)' })
    .getByRole('radio', { name: 'Not chosen' })
    .check();
  await expect(page.getByTestId('estimate-finish')).toHaveCount(0);
  await expect.poll(async () => (await savedDesign(page, token))?.finishes).toBeUndefined();
});

test('the Refrigerator surface offers refrigerators only; the one chosen is one piece in the estimate', async ({
  page,
}) => {
  await openStudio(page);
  const surfaces = page.getByRole('group', { name: 'Surfaces and fixtures' });
  const fridge = surfaces.getByRole('radio', { name: /^Refrigerator:/ });
  await fridge.check();
  const products = page.getByRole('group', { name: 'Products for Refrigerator' });
  const options = products.locator('label');
  await expect(products).not.toHaveAttribute('aria-busy', 'true');
  // A page of the Refrigerator type, not of the Appliances category (no microwave, no hood);
  // polled: the previous surface's list stays until the new one has loaded.
  await expect
    .poll(async () => {
      const names = await options.allTextContents();
      return names.length > 1 && names.every((n) => / Refrigerator in /.test(n));
    })
    .toBe(true);
  await expectNoAxeViolations(page);
  const chosen = options.first();
  const name = `${(await chosen.textContent())?.split(' Refrigerator in ')[0]?.trim()} Refrigerator`;
  await chosen.getByRole('radio').check();
  await expect(fridge).toHaveAccessibleName(
    new RegExp(`^Refrigerator: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  const line = page.getByTestId('estimate-line').filter({ hasText: 'Refrigerator' });
  await expect(line).toHaveCount(1);
  await expect(line.locator('td[data-qty]')).toHaveAttribute('data-qty', '1');
  await expect(line.getByTestId('estimate-basis')).toHaveText('Counted: one for the room');
  // Back to the template's design (no refrigerator), for the tests after this one.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(line).toHaveCount(0);
});

type SceneFrame = Awaited<ReturnType<typeof sceneImageData>>;

/** Whether the pixel at RGBA offset i differs between two frames (by more than a rounding step). */
const pixelChanged = (a: SceneFrame, b: SceneFrame, i: number) =>
  Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0)) +
    Math.abs((a.data[i + 1] ?? 0) - (b.data[i + 1] ?? 0)) +
    Math.abs((a.data[i + 2] ?? 0) - (b.data[i + 2] ?? 0)) >
  6;

/**
 * The scene with a surface selected (its glow on what it covers), then with the faucet selected
 * instead: the pixels that differ are the surface's (and the faucet's few).
 */
async function glowFrames(page: Page, surface: Locator): Promise<[SceneFrame, SceneFrame]> {
  await surface.check();
  await page.waitForTimeout(300);
  const selected = await sceneImageData(page);
  await page
    .getByRole('group', { name: 'Surfaces and fixtures' })
    .getByRole('radio', { name: /^Faucet:/ })
    .check();
  await page.waitForTimeout(300);
  return [selected, await sceneImageData(page)];
}

/**
 * The widest run of pixels in any row that differ between two frames of the scene: a surface
 * selected (its glow) against another selected, so the run is the selected object's drawn width.
 */
function widestChange(a: SceneFrame, b: SceneFrame) {
  let widest = 0;
  for (let y = 0; y < a.height; y++) {
    let run = 0;
    for (let x = 0; x < a.width; x++) {
      run = pixelChanged(a, b, (y * a.width + x) * 4) ? run + 1 : 0;
      widest = Math.max(widest, run);
    }
  }
  return widest;
}

test('a 42 in refrigerator is drawn wider than a 30 in one, and the counter it takes is off the estimate (issue 29 item 1)', async ({
  page,
}) => {
  await openStudio(page);
  await page.getByRole('radio', { name: 'Facing the north wall' }).check();
  await page.waitForTimeout(900); // the camera's 600 ms move
  const surfaces = page.getByRole('group', { name: 'Surfaces and fixtures' });
  const fridge = surfaces.getByRole('radio', { name: /^Refrigerator:/ });
  const products = page.getByRole('group', { name: 'Products for Refrigerator' });
  const basis = page
    .getByTestId('estimate-line')
    .filter({ hasText: 'Countertop' })
    .getByTestId('estimate-basis');
  const counterFeet = async () =>
    Number((await basis.textContent())?.match(/([\d.]+) ft of counter/)?.[1]);
  /** Chooses the refrigerator, then its drawn width in pixels and the estimate's counter. */
  const drawn = async (name: RegExp) => {
    await fridge.check();
    await expect
      .poll(async () => {
        const names = await products.locator('label').allTextContents();
        return names.length > 1 && names.every((n) => / Refrigerator in /.test(n));
      })
      .toBe(true);
    const option = products.locator('label').filter({ hasText: name }).first();
    await option.getByRole('radio').check();
    await expect(fridge).toHaveAccessibleName(/^Refrigerator: \S/);
    await expect(fridge).not.toHaveAccessibleName(/Not chosen/);
    const [selected, other] = await glowFrames(page, fridge);
    return { width: widestChange(selected, other), counter: await counterFeet() };
  };
  const narrow = await drawn(/ 30 in\. .*Refrigerator in (White|Stainless Steel)/);
  const wide = await drawn(/ 42 in\. .*Refrigerator in /);
  // 42 in against 30 in: 1.4 times as wide; perspective and the side face allow some slack.
  expect(narrow.width).toBeGreaterThan(10);
  expect(wide.width / narrow.width, `${wide.width} px against ${narrow.width} px`).toBeGreaterThan(
    1.25,
  );
  // The cabinets beside it gave up the 12 in: the countertop bought is 1 ft shorter.
  expect(narrow.counter - wide.counter).toBeCloseTo(1, 2);
  // Back to the template's design (no refrigerator), for the tests after this one.
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.click();
  await undo.click();
  await expect(fridge).toHaveAccessibleName(/^Refrigerator: Not chosen/);
});

/** How many pixels differ between two frames of the scene. */
function changedPixels(a: SceneFrame, b: SceneFrame) {
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) if (pixelChanged(a, b, i)) changed++;
  return changed;
}

test("the chosen light is drawn at its product's size at every position: a 16 in. flush mount covers more than a 14 in. one, a 4 in. can far less (issue 29 item 1)", async ({
  page,
}) => {
  await openStudio(page);
  // From above, the ceiling fixtures' tops face the camera.
  await page.getByRole('radio', { name: 'Plan view (from above)' }).check();
  await page.waitForTimeout(900); // the camera's 600 ms move
  const surfaces = page.getByRole('group', { name: 'Surfaces and fixtures' });
  const lights = surfaces.getByRole('radio', { name: /^Lights:/ });
  const products = page.getByRole('group', { name: 'Products for Lights' });
  /** The pixels the lights cover: the selection's glow on them against another surface's. */
  const covered = async () => changedPixels(...(await glowFrames(page, lights)));
  const choose = async (name: RegExp) => {
    await lights.check();
    await products.locator('label').filter({ hasText: name }).first().getByRole('radio').check();
    await expect(lights).toHaveAccessibleName(name);
  };
  // Plan 01's template lights the kitchen with 16 in. flush mounts in polished chrome.
  await expect(lights).toHaveAccessibleName(/16 in\. LED Flush Mount Light in Polished Chrome/);
  const wide = await covered();
  await choose(/14 in\. LED Flush Mount Light in Polished Chrome/);
  const narrow = await covered();
  await choose(/4 in\. LED Recessed Light/);
  const can = await covered();
  const seen = `16 in. ${wide}, 14 in. ${narrow}, 4 in. can ${can} px`;
  // Sixteen drums of the same finish: (16/14)^2 = 1.31 times the area.
  expect(narrow, seen).toBeGreaterThan(500);
  expect(wide / narrow, seen).toBeGreaterThan(1.15);
  expect(wide / narrow, seen).toBeLessThan(1.5);
  // A can shows only its trim ring in the product's finish (its lens glows either way): about a
  // sixth of a 14 in. drum's area, anti-aliased edges and the faucet's glow added (measured 0.37).
  expect(can, seen).toBeLessThan(narrow * 0.6);
  // Back to the template's design, for the tests after this one.
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.click();
  await undo.click();
  await expect(lights).toHaveAccessibleName(/16 in\. LED Flush Mount Light/);
});

test("the fixtures' soft shadows: the floor in front of the cabinet run reads darker than the open floor", async ({
  page,
}) => {
  await openStudio(page);
  await page.getByRole('radio', { name: 'Plan view (from above)' }).check();
  await page.waitForTimeout(900); // the camera's 600 ms move
  const { width, height, region } = await sceneImageData(page);
  /** The median luminance of a band of rows (x 32-62% of the canvas), from y0 to y1. */
  const luminance = (y0: number, y1: number) =>
    medianLuminance(
      region(
        Math.round(width * 0.32),
        Math.round(height * y0),
        Math.round(width * 0.3),
        Math.max(1, Math.round(height * (y1 - y0))),
      ),
    );
  // Plan 01 from above: the cabinet run along the north wall, its dark counter and toe kick its
  // last rows (about a quarter down the canvas), then its island's dark counter across the
  // aisle. The window's light comes over the run (scene-shadows), so the aisle's floor just south
  // of the run lies in the run's soft shadow; the open floor has none.
  const open = luminance(0.55, 0.65);
  const rows = Array.from({ length: 40 }, (_, k) => luminance(0.1 + k * 0.01, 0.11 + k * 0.01));
  const seen = `open floor ${open}, rows ${rows.map(Math.round)}`;
  // The counters' and the toe kick's dark bands (a floor in full shade keeps 60% of its light).
  const dark = (l: number) => l < open * 0.4;
  // The run's dark band: from its first dark row to its last (its toe kick).
  const runFrom = rows.findIndex(dark);
  expect(runFrom, seen).toBeGreaterThan(0);
  const toeKick = runFrom + rows.slice(runFrom).findIndex((l) => !dark(l)) - 1;
  expect(toeKick, seen).toBeGreaterThanOrEqual(runFrom);
  // The aisle's floor in front of it, up to the island's band: the run's cabinet fronts and
  // toe kick (seen in perspective, a row or two) and the island's edge left out. Its median row,
  // so neither edge decides.
  const island = rows.findIndex((l, k) => k > toeKick + 1 && dark(l));
  const front = rows.slice(toeKick + 3, island < 0 ? toeKick + 10 : island - 1);
  expect(front.length, seen).toBeGreaterThan(3);
  const shaded = [...front].sort((a, b) => a - b)[Math.floor(front.length / 2)] ?? 0;
  expect(shaded, seen).toBeLessThan(open * 0.93);
  // Still the floor in a soft shadow, not a black blotch: the bake darkens by at most 0.4
  // (scene-shadows), so a floor in full shade keeps 60% of its light (a light floor, as this
  // test sees alone, reads about that: 115.4 against an open floor of about 192).
  expect(shaded).toBeGreaterThan(open * 0.5);
});

test('the environment light comes after the first frame: the stainless refrigerator reflects the room', async ({
  page,
}) => {
  await openStudio(page);
  // Drawn after the room's first frame (issue 29 item 5's budget), never before it.
  await page.waitForFunction(
    () => performance.getEntriesByName('visualizer:environment').length > 0,
    undefined,
    { timeout: 20_000 },
  );
  const [first, drawn] = await page.evaluate(() => [
    performance.getEntriesByName('visualizer:first-frame')[0]?.startTime ?? 0,
    performance.getEntriesByName('visualizer:environment-map')[0]?.startTime ?? 0,
  ]);
  expect(drawn).toBeGreaterThan(first);
  // Plan 01 facing its cabinet run, stepped in: the refrigerator at the run's west end.
  await page.getByRole('radio', { name: 'Facing the north wall' }).check();
  await page.waitForTimeout(900); // the camera's 600 ms move
  await page.getByRole('application', { name: /in 3-D/ }).focus();
  for (let k = 0; k < 6; k++) await page.keyboard.press('+');
  await page.waitForTimeout(300);
  const { width, height, region } = await sceneImageData(page);
  // The refrigerator's lower door left of its handle (x 14-17%, y 33-45% of the canvas).
  const data = region(
    Math.round(width * 0.14),
    Math.round(height * 0.33),
    Math.round(width * 0.03),
    Math.round(height * 0.12),
  );
  const values = sortedLuminances(data);
  let [sr, sg, sb] = [0, 0, 0];
  for (let i = 0; i < data.length; i += 4) {
    sr += data[i] ?? 0;
    sg += data[i + 1] ?? 0;
    sb += data[i + 2] ?? 0;
  }
  const at = (q: number) => values[Math.floor((values.length - 1) * q)] ?? 0;
  const mean = [sr, sg, sb].map((v) => Math.round(v / values.length));
  // A flat door lit by the room's lights alone is one shade; steel reflecting the room's
  // environment is a gradient of its lights and walls.
  expect(at(0.9) - at(0.1), `door luminance ${values.map(Math.round)}`).toBeGreaterThan(6);
  // Still steel: a neutral grey, neither black nor white.
  expect(Math.max(...mean) - Math.min(...mean), `door ${mean}`).toBeLessThan(16);
  expect(at(0.5)).toBeGreaterThan(60);
  expect(at(0.5)).toBeLessThan(235);
});

test("the wall cabinets' soft shade on the backsplash: darker under them than over the counter", async ({
  page,
}) => {
  await openStudio(page);
  // Plan 01 facing its cabinet run, stepped in close (the backsplash a band across the canvas).
  await page.getByRole('radio', { name: 'Facing the north wall' }).check();
  await page.waitForTimeout(900); // the camera's 600 ms move
  await page.getByRole('application', { name: /in 3-D/ }).focus();
  for (let k = 0; k < 9; k++) await page.keyboard.press('+');
  await page.waitForTimeout(300);
  const { width, height, region } = await sceneImageData(page);
  /** The median luminance of a band of rows under the west wall cabinets (x 26-40%). */
  const row = (y: number) =>
    medianLuminance(
      region(Math.round(width * 0.26), Math.round(height * y), Math.round(width * 0.14), 2),
    );
  const rows = Array.from({ length: 60 }, (_, k) => row(0.06 + k * 0.005));
  const seen = `rows ${rows.map(Math.round)}`;
  // The dark countertop's edge, then the backsplash above it up to the pale wall cabinets.
  const counter = rows.findIndex((l) => l < 60);
  expect(counter, seen).toBeGreaterThan(0);
  const cabinet = rows.findLastIndex((l, k) => k < counter && l > 160);
  expect(cabinet, seen).toBeGreaterThanOrEqual(0);
  // The backsplash's rows, one anti-aliased row left out at each end.
  const splash = rows.slice(cabinet + 2, counter - 1);
  expect(splash.length, seen).toBeGreaterThan(6);
  const top = Math.min(...splash.slice(0, 3));
  const bottom = Math.max(...splash.slice(-3));
  // Shaded under the cabinets, lit over the counter; a shade, not a black band.
  expect(top, seen).toBeLessThan(bottom * 0.9);
  expect(top, seen).toBeGreaterThan(bottom * 0.5);
});
