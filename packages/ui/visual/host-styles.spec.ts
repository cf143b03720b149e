import { expect, type FrameLocator, test } from '@playwright/test';

/**
 * @brand/ui on a host page that also loads Tailwind's preflight and Bootstrap (the story
 * Foundation/Host styles, which loads them the way docs/decisions/ui-css.md recommends):
 * our components keep their look, and the host's elements keep theirs.
 */
const story = (id: string) => `/iframe.html?id=foundation-host-styles--${id}&viewMode=story`;
const hostFrame = (page: import('@playwright/test').Page): FrameLocator =>
  page.frameLocator('iframe[title="Host page"]');
/** Storybook's preview and the story's chunk load first: on a busy machine, well past 5 s. */
const LOADED = { timeout: 30_000 };

for (const id of ['without-host-css', 'with-tailwind-and-bootstrap']) {
  test(`our components look the same: ${id}`, async ({ page }) => {
    await page.goto(story(id));
    const ours = hostFrame(page).locator('[data-testid="ours"]');
    await expect(ours.getByRole('button', { name: 'Add to cart' })).toBeVisible(LOADED);
    await page.evaluate(() => document.fonts.ready);
    // One baseline for both stories: with the host's CSS, the same pixels as without it.
    await expect(ours).toHaveScreenshot('host-styles-ours.png', { animations: 'disabled' });
  });
}

test("our stylesheet changes none of the host's own elements", async ({ page }) => {
  await page.goto(story('with-tailwind-and-bootstrap'));
  const frame = hostFrame(page);
  await expect(frame.getByRole('button', { name: 'Host button' })).toBeVisible(LOADED);
  const read = () =>
    frame.locator('body').evaluate((body) => {
      const pick = (selector: string) => {
        const element = selector === 'body' ? body : body.querySelector(selector);
        if (!element) throw new Error(`missing ${selector}`);
        const s = getComputedStyle(element);
        return [
          s.fontFamily,
          s.fontSize,
          s.lineHeight,
          s.color,
          s.backgroundColor,
          s.borderRadius,
          s.padding,
          s.margin,
          s.boxSizing,
          s.textDecorationLine,
        ].join(' | ');
      };
      return {
        body: pick('body'),
        heading: pick('[data-testid="host"] h1'),
        text: pick('[data-testid="host"] p'),
        link: pick('[data-testid="host"] a'),
        bootstrapButton: pick('[data-testid="host"] .btn-primary'),
        plainButton: pick('[data-testid="host"] button:not(.btn)'),
      };
    });
  const withOurs = await read();
  // Bootstrap really is on the page (its button is blue and rounded).
  expect(withOurs.bootstrapButton).toContain('rgb(13, 110, 253)');
  await frame.locator('#bui-css').evaluate((style) => {
    (style as HTMLStyleElement).disabled = true;
  });
  expect(await read()).toEqual(withOurs);
});
