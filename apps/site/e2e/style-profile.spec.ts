import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, PASSWORD, tabTo } from './real-api.ts';

/**
 * The style profile (issue 15 item 4) against the real API (playwright.style-profile.config.ts):
 * taken by keyboard alone (radio groups, checkboxes), it names a style, reorders the templates on
 * /visualize with a "Matches your style" marker, and is kept in the account at sign-in.
 */
test.skip(
  !process.env.SITE_REAL_API,
  'needs the real API: use -c playwright.style-profile.config.ts',
);
test.describe.configure({ mode: 'serial' });

type Style = 'modern' | 'farmhouse' | 'coastal' | 'industrial' | 'traditional' | 'scandinavian';
// (Transitional and Mid-century are not among the seed's template style words.)

/** The seed's template style words and the style each leans (core STYLE_WORDS). */
const SEED_STYLE: Record<string, Style> = {
  Modern: 'modern',
  Classic: 'traditional',
  Rustic: 'farmhouse',
  Coastal: 'coastal',
  Urban: 'industrial',
  Heritage: 'traditional',
  Nordic: 'scandinavian',
  Desert: 'farmhouse',
  Loft: 'industrial',
  Garden: 'coastal',
};

const NAMES: Record<Style, string> = {
  modern: 'Modern',
  farmhouse: 'Farmhouse',
  coastal: 'Coastal',
  industrial: 'Industrial',
  traditional: 'Traditional',
  scandinavian: 'Scandinavian',
};

/** For each style, the option (index) of each question that leans it most. */
const ANSWERS: Record<Style, number[]> = {
  //            room look colours material finish metal mood budget
  modern: [0, 0, 1, 1, 0, 0, 2, 1],
  farmhouse: [0, 1, 2, 0, 2, 2, 1, 1],
  coastal: [0, 2, 3, 1, 2, 0, 0, 1],
  industrial: [0, 3, 1, 2, 2, 1, 2, 1],
  traditional: [0, 4, 2, 3, 0, 2, 1, 1],
  scandinavian: [0, 5, 0, 0, 1, 3, 0, 1],
};

/** The templates of the first plan, in the order shown: [name, style word]. */
async function templatesShown(page: Page) {
  const region = page.getByRole('region', { name: 'Templates' });
  await expect(region.getByRole('button').first()).toBeVisible();
  return region
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => Array.from(b.querySelectorAll('span'), (s) => s.textContent ?? '')),
    );
}

/** Answers every question by keyboard: Tab into the group, Space, arrows (radio) or Space. */
async function takeProfile(page: Page, style: Style) {
  await page.goto('/style-profile');
  const groups = page.getByRole('group');
  await expect(groups).toHaveCount(8);
  for (const [index, choice] of ANSWERS[style].entries()) {
    const group = groups.nth(index);
    const radios = group.getByRole('radio');
    if ((await radios.count()) > 0) {
      await tabTo(page, radios.first());
      await page.keyboard.press('Space');
      for (let i = 0; i < choice; i++) await page.keyboard.press('ArrowRight');
      await expect(radios.nth(choice)).toBeChecked();
    } else {
      const box = group.getByRole('checkbox').nth(choice);
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
  }
  await tabTo(page, page.getByRole('button', { name: 'See my style' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Your style: ${NAMES[style]}` })).toBeVisible();
}

test('the style profile by keyboard reorders the templates on /visualize', async ({ page }) => {
  await page.goto('/visualize');
  await expect(page.getByRole('link', { name: 'Take the style profile' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Floor plans' })
    .getByRole('button', { name: /^Plan 01/ })
    .click();
  const before = await templatesShown(page);
  expect(before.length).toBeGreaterThanOrEqual(2);
  // The style of the template shown last, unlike the first one's.
  const first = SEED_STYLE[before[0]?.[1] ?? ''];
  const last = [...before].reverse().find(([, word]) => SEED_STYLE[word ?? ''] !== first);
  const style = SEED_STYLE[last?.[1] ?? ''];
  if (!last || !style)
    throw new Error(`templates without a second style: ${JSON.stringify(before)}`);

  await takeProfile(page, style);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'See templates in your style' }).click();
  await expect(page).toHaveURL(/\/visualize$/);
  // The URL changes before the lazy /visualize replaces the profile page (which also says
  // "Your style: ..."): wait for /visualize's own sentence, not the shared words.
  const region = page.getByRole('region', { name: 'Templates' });
  await expect(region).toBeVisible();
  await expect(
    page.getByText(`Your style: ${NAMES[style]}. Templates that match it come first.`),
  ).toBeVisible();
  // The template of the chosen style comes first. Whether it is also marked "Matches your
  // style" depends on its products' looks as well as its style word (core matchesStyle): a
  // template whose products lean elsewhere ranks first without the mark. So the marks are
  // checked for what they promise: every marked template comes before every unmarked one.
  await expect
    .poll(async () => (await templatesShown(page))[0]?.slice(0, 2))
    .toEqual(last.slice(0, 2));
  const after = await templatesShown(page);
  const marked = await region
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => (b.textContent ?? '').includes('Matches your style')),
    );
  expect(marked.indexOf(false) === -1 || !marked.slice(marked.indexOf(false)).includes(true)).toBe(
    true,
  );
  expect(after.map((t) => t[0]).sort()).toEqual(before.map((t) => t[0]).sort());
  expect(after.map((t) => t[0])).not.toEqual(before.map((t) => t[0]));
  await expectNoAxeViolations(page);
});

test("a visitor's profile is kept at sign-in and read back from the account", async ({
  page,
  browser,
}) => {
  await takeProfile(page, 'coastal');
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('newcustomer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/style-profile') && r.request().method() === 'PUT',
  );
  await page.goto('/style-profile');
  expect((await saved).status()).toBe(200);

  // Another browser, same account: the profile comes from the account.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto('/login');
  await fresh.getByRole('textbox', { name: 'Email' }).fill('newcustomer@demo.test');
  await fresh.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await fresh.getByRole('button', { name: 'Sign In' }).click();
  await expect(fresh).not.toHaveURL(/\/login/);
  await fresh.goto('/style-profile');
  await expect(fresh.getByRole('heading', { name: 'Your style: Coastal' })).toBeVisible();
  await other.close();
});

test('an AI proposal with a credit opens in the visualizer, its estimate within the budget', async ({
  page,
}) => {
  await takeProfile(page, 'farmhouse');
  await page.goto('/design-ai/singup');
  await page.getByLabel('Name').fill('Ada Designer');
  await page.getByLabel('Email').fill(`ada-${Date.now()}@example.test`);
  await page.getByLabel('Password').fill('long-enough-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/design-ai\/welcome/);
  await page.getByRole('link', { name: 'Start designing' }).click();
  await expect(page.getByText('You have 10 design credits.')).toBeVisible();

  // The page's own showroom entry keeps the visitor here (issue 30 item 1): the form follows.
  const section = page.getByRole('region', { name: 'Propose a design' });
  await section.getByLabel('Showroom ID').fill('AB12CD34');
  await section.getByRole('button', { name: 'Next' }).click();
  const form = page.getByRole('form', { name: 'Propose a design' });
  await expect(form).toBeVisible();
  await expect(page).toHaveURL('/design-ai');
  await page.waitForFunction(
    () => JSON.parse(localStorage.getItem('my_item') ?? 'null')?.vsd_id === 'AB12CD34',
  );
  await expect(form).toBeVisible();
  await expect(page.getByText('Your style: Farmhouse')).toBeVisible();
  await expectNoAxeViolations(page);

  // Too small a budget: a clear message, no credit spent.
  const budget = form.getByLabel(/Budget in dollars/);
  await budget.fill('1');
  await form.getByRole('button', { name: 'Propose a design' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'No design fits this budget. Try a larger budget.',
  );
  await expect(page.getByText('You have 10 design credits.')).toBeVisible();

  await budget.fill('30000');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/AI/propose_design'));
  await form.getByRole('button', { name: 'Propose a design' }).click();
  const proposal = (await (await answer).json()).data;
  expect(proposal.total).toBeLessThanOrEqual(30000);
  await expect(page).toHaveURL(/\/visualize\?plan=\d+&proposal=/);
  await expect(page.getByText(/AI proposal: every surface chosen for your style/)).toBeVisible();

  // The studio shows the proposal's products, priced by core's estimate: the same total.
  const panel = page.getByTestId('estimate');
  await expect(panel.getByTestId('estimate-total')).toBeVisible();
  await expect
    .poll(async () => Number(await panel.getByTestId('estimate-total').getAttribute('data-cents')))
    .toBe(Math.round(proposal.total * 100));
  const total = Number(await panel.getByTestId('estimate-total').getAttribute('data-cents'));
  expect(total).toBeLessThanOrEqual(30000 * 100);
  await expectNoAxeViolations(page);

  await page.goto('/design-ai');
  await expect(page.getByText('You have 9 design credits.')).toBeVisible();
});
