import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, PASSWORD, png, tabTo, tokenOf } from './real-api.ts';

/**
 * Projects on /account against the real API and its seeded demo accounts (password
 * demo-pass-123): the customer's project "Kitchen refresh" in showroom AB12CD34, its chat with
 * the showroom's Pro (pro@demo.test) live in a second browser context, files with the chat rule,
 * and hiring a designer (basicpro@demo.test) by keyboard alone, who then reads the chat.
 * Run with playwright.projects.config.ts (fresh data dir, one worker, in order).
 */
test.skip(!process.env.SITE_REAL_API, 'needs the real API: use -c playwright.projects.config.ts');
test.describe.configure({ mode: 'serial' });

const PROJECT = 'Kitchen refresh';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** The project's chat region on /account. */
const chatOf = (page: Page) => page.getByRole('region', { name: 'Project chat' });
const messagesOf = (page: Page) => chatOf(page).getByRole('log', { name: 'Messages' });

test('the customer opens the project chat; the Pro sees new messages arrive live', async ({
  page,
  browser,
}) => {
  await signIn(page, 'customer@demo.test');
  await page.goto('/account?section=projects');
  const projects = page.getByRole('region', { name: 'My projects' });
  await expect(projects.getByRole('heading', { name: PROJECT })).toBeVisible();
  await expect(projects).toContainText('Showroom AB12CD34');
  await expectNoAxeViolations(page);

  // The live stream opens with the chat (the bearer header on a fetch stream).
  const stream = page.waitForResponse((r) => /\/projectChat\/\d+\/stream$/.test(r.url()));
  await projects.getByRole('link', { name: `Open chat for ${PROJECT}` }).click();
  await expect(page).toHaveURL(/\/account\?project=\d+$/);
  expect((await stream).status()).toBe(200);
  expect(new URL((await stream).url()).pathname).toMatch(/^\/api\/projectChat\/\d+\/stream$/);
  await expect(page.getByRole('heading', { name: PROJECT, level: 2 })).toBeFocused();
  await expect(messagesOf(page)).toContainText('No messages yet');

  const first = 'Hello Pat, can we see <b>matte</b> tiles?';
  await chatOf(page).getByRole('textbox', { name: 'Message' }).fill(first);
  await chatOf(page).getByRole('button', { name: 'Send' }).click();
  // Plain text, never HTML: the tags show as typed.
  await expect(messagesOf(page).getByText(first)).toBeVisible();
  await expect(messagesOf(page)).toContainText('You');
  await expect(chatOf(page).getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // The showroom's Pro opens the chat from the notification the message created.
  const pro = await signedInPage(browser, 'pro@demo.test');
  await pro.goto('/notification');
  const proStream = pro.waitForResponse((r) => /\/projectChat\/\d+\/stream$/.test(r.url()));
  await pro.getByRole('link', { name: 'New chat message' }).first().click();
  expect((await proStream).status()).toBe(200);
  await expect(pro).toHaveURL(/\/account\?project=\d+$/);
  await expect(pro.getByRole('heading', { name: PROJECT, level: 2 })).toBeVisible();
  await expect(messagesOf(pro).getByText(first)).toBeVisible();
  await expect(messagesOf(pro)).toContainText('Casey');
  // Pros chat; only customers hire.
  await expect(chatOf(pro).getByRole('button', { name: 'Hire a designer' })).toHaveCount(0);

  // Live both ways, without reloading either page.
  const second = 'Also: is the island 36 inches deep?';
  await chatOf(page).getByRole('textbox', { name: 'Message' }).fill(second);
  await chatOf(page).getByRole('button', { name: 'Send' }).click();
  await expect(messagesOf(pro).getByText(second)).toBeVisible();
  const reply = 'Yes, 36 inches. Matte samples are on the way.';
  await chatOf(pro).getByRole('textbox', { name: 'Message' }).fill(reply);
  await chatOf(pro).getByRole('button', { name: 'Send' }).click();
  await expect(messagesOf(page).getByText(reply)).toBeVisible();
  await expect(messagesOf(page)).toContainText('(Pro)');
  // Each message once, though it arrives both as the answer and from the stream.
  await expect(messagesOf(page).getByText(second)).toHaveCount(1);
  await expect(messagesOf(pro).getByText(reply)).toHaveCount(1);
  await pro.context().close();
});

test('files: a refused type and a too-small image show their messages; a photo is shared', async ({
  page,
}) => {
  await signIn(page, 'customer@demo.test');
  await page.goto('/account?section=projects');
  await page.getByRole('link', { name: `Open chat for ${PROJECT}` }).click();
  const chat = chatOf(page);
  const attach = chat.getByLabel('Attach files');
  const send = chat.getByRole('button', { name: 'Send' });

  // Core's chat rule, before anything is sent.
  await attach.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(chat.getByRole('alert')).toHaveText(
    'Please upload a file of type jpg, svg, jpeg, png, bmp, gif, pdf.',
  );
  await expect(attach).toHaveAttribute('aria-invalid', 'true');
  await expect(send).toBeDisabled();

  // The server reads the image size itself: its 422 shows as the catalogue's warning toast
  // (spec: 'The given data was invalid.' becomes the message below) and the field error
  // beside the file input.
  await attach.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: png(20, 20) });
  await expect(chat.getByRole('alert')).toHaveCount(0);
  await send.click();
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Invalid input OR some mandatory fields are blank.', { exact: true }),
  ).toBeVisible();
  await expect(chat.getByRole('alert')).toHaveText('The image must be at least 200 x 200 pixels.');
  await expect(attach).toHaveAccessibleDescription('The image must be at least 200 x 200 pixels.');
  await expect(send).toBeDisabled();
  await expect(messagesOf(page).getByRole('link', { name: 'tiny.png' })).toHaveCount(0);

  await attach.setInputFiles({
    name: 'kitchen-photo.png',
    mimeType: 'image/png',
    buffer: png(400, 300),
  });
  await chat.getByRole('textbox', { name: 'Message' }).fill('Our kitchen today');
  await send.click();
  const attachment = messagesOf(page).getByRole('link', { name: 'kitchen-photo.png' });
  await expect(attachment).toBeVisible();
  await expect(messagesOf(page).getByText('Our kitchen today')).toBeVisible();
  await expect(
    chat.getByRole('region', { name: 'Files' }).getByRole('link', { name: 'kitchen-photo.png' }),
  ).toBeVisible();
  const href = await attachment.getAttribute('href');
  const served = await page.request.get(href ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');

  // The chat, its files and the composer with an error have no axe violations at any width.
  await attach.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
});

test('the customer hires a designer by keyboard alone; the designer then reads the chat', async ({
  page,
  browser,
}) => {
  await signIn(page, 'customer@demo.test');
  await page.goto('/account?section=projects');
  await page.getByRole('link', { name: `Open chat for ${PROJECT}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: PROJECT, level: 2 })).toBeFocused();
  await expect(page.getByText('Hired designers: none yet')).toBeVisible();

  const hireButton = chatOf(page).getByRole('button', { name: 'Hire a designer' });
  await tabTo(page, hireButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Hire a designer' });
  await expect(dialog).toBeVisible();
  const designer = dialog.getByRole('button', { name: 'Hire Bo Basicpro' });
  await expect(designer).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
  }

  await tabTo(page, designer);
  await page.keyboard.press('Enter');
  const note = dialog.getByRole('textbox', { name: 'Note to the designer (optional)' });
  await expect(note).toBeFocused();
  await expect(dialog.getByRole('group', { name: /Hire Bo Basicpro/ })).toContainText(PROJECT);
  await page.keyboard.type('Please start with the kitchen layout.');
  // Back returns to the list, on the same designer; then confirm.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(designer).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(note).toHaveValue('Please start with the kitchen layout.');
  await tabTo(page, dialog.getByRole('button', { name: 'Hire Bo Basicpro' }));
  await page.keyboard.press('Enter');

  // exact: Radix's live announcer briefly repeats the toast as "Notifications Success...".
  await expect(page.getByText('Designer hired.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(hireButton).toBeFocused();
  await expect(page.getByText(/Hired designers: Bo Basicpro \(Basic Remodel Co\)/)).toBeVisible();

  // Hired now: the dialog lists them as such.
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Hired', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The designer is notified, opens the chat from it and reads the conversation.
  const designerPage = await signedInPage(browser, 'basicpro@demo.test');
  await designerPage.goto('/notification');
  await designerPage.getByRole('link', { name: 'You were hired' }).click();
  await expect(designerPage.getByRole('heading', { name: PROJECT, level: 2 })).toBeVisible();
  await expect(messagesOf(designerPage).getByText('Our kitchen today')).toBeVisible();
  const hello = 'Hi Casey, Bo here. Starting on the layout.';
  await chatOf(designerPage).getByRole('textbox', { name: 'Message' }).fill(hello);
  await chatOf(designerPage).getByRole('button', { name: 'Send' }).click();
  await expect(messagesOf(page).getByText(hello)).toBeVisible();
  await designerPage.context().close();
});

test("the customer writes the project's notes (extra_info) by keyboard; the Pro reads them as text", async ({
  page,
  browser,
}) => {
  await signIn(page, 'customer@demo.test');
  await page.goto('/account?section=projects');
  await page
    .getByRole('region', { name: 'My projects' })
    .getByRole('link', { name: `Open chat for ${PROJECT}` })
    .click();
  const notes = page.getByRole('region', { name: 'Project notes' });
  // The seeded project's notes, then rewritten.
  await expect(notes).toContainText('Open kitchen with an island');
  await tabTo(page, notes.getByRole('button', { name: 'Edit project notes' }));
  await page.keyboard.press('Enter');
  const box = notes.getByRole('textbox', { name: 'Notes for this project' });
  await expect(box).toHaveValue('Open kitchen with an island');
  await tabTo(page, box);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Galley kitchen, 12 x 9 ft.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Start in <b>March</b>.');
  await tabTo(page, notes.getByRole('button', { name: 'Save notes' }));
  await page.keyboard.press('Enter');
  // Saved, shown as plain text with its line break, and the button now edits them.
  const shown = notes.locator('.site-project__notes-text');
  await expect(shown).toHaveText('Galley kitchen, 12 x 9 ft.\nStart in <b>March</b>.');
  await expect(notes.getByRole('button', { name: 'Edit project notes' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(shown).toHaveText('Galley kitchen, 12 x 9 ft.\nStart in <b>March</b>.');

  // The showroom's Pro reads them, and cannot edit them.
  const pro = await signedInPage(browser, 'pro@demo.test');
  try {
    await pro.goto('/account?section=projects');
    await pro
      .getByRole('region', { name: 'Client projects' })
      .getByRole('listitem')
      .filter({ hasText: PROJECT })
      .getByRole('link', { name: `Open chat for ${PROJECT}` })
      .click();
    const read = pro.getByRole('region', { name: 'Project notes' });
    await expect(read).toContainText('Start in <b>March</b>.');
    await expect(read.getByRole('button')).toHaveCount(0);
  } finally {
    await pro.context().close();
  }
});

test("a Pro lists the showroom's client projects, opens one and reads its checklist; another customer is refused", async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, 'pro@demo.test');
  await page.goto('/account?section=projects');
  const projects = page.getByRole('region', { name: 'Client projects' });
  const card = projects.getByRole('listitem').filter({ hasText: PROJECT });
  await expect(card).toContainText('Casey');
  await expect(card).toContainText('Your showroom');
  await expect(card).toContainText('Showroom AB12CD34');
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: `Open chat for ${PROJECT}` }).click();
  await expect(page).toHaveURL(/\/account\?project=\d+$/);
  await expect(page.getByRole('heading', { name: PROJECT, level: 2 })).toBeFocused();
  await expect(chatOf(page).getByRole('button', { name: 'Hire a designer' })).toHaveCount(0);

  // The customer's checklist (set up through the API), read by the Pro from the card's link.
  const projectId = Number(new URL(page.url()).searchParams.get('project'));
  const customerToken = await tokenOf(request, 'customer@demo.test');
  const saved = await request.post('/api/projectChecklist', {
    headers: { Authorization: `Bearer ${customerToken}` },
    data: { project_id: projectId, items: [{ product_id: 1, qty: 3, note: 'Island' }] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await card.getByRole('link', { name: `Checklist of ${PROJECT}` }).click();
  await expect(page).toHaveURL(`/visualize/checklist?project=${projectId}`);
  const checklist = page.getByRole('region', { name: 'Project checklist' });
  const first = checklist.getByRole('checkbox').first();
  await expect(first).toBeDisabled();
  await expect(checklist.getByRole('textbox', { name: /^Note for / }).first()).toHaveValue(
    'Island',
  );
  await expect(checklist.getByRole('button', { name: 'Share with your Pro' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const other = await signedInPage(browser, 'newcustomer@demo.test');
  await other.goto('/account?section=projects');
  await expect(other.getByText('You have no projects yet.', { exact: false })).toBeVisible();
  await other.goto('/account?project=1');
  await expect(chatOf(other).getByRole('alert')).toContainText('You are not part of this project.');
  await expect(chatOf(other).getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(other);
  await other.context().close();
});
