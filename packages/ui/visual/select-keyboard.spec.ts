import { expect, type Page, test } from '@playwright/test';

/**
 * The Select primitive from a real keyboard, in a page (Radix's own keyboard handling, which
 * needs its Viewport) and in a shadow root (our handlers, reading the root's activeElement).
 */
const open = async (page: Page, id: string) => {
  await page.goto(`/iframe.html?id=foundation-select--${id}&viewMode=story`);
  // After the story's own play function, if it has one.
  await page.waitForFunction(() => {
    const phase = (
      window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
    ).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'finished' || phase === 'completed';
  });
};
/** The text of the focused option, in the page or inside the shadow host. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('role') === 'option' ? (active.textContent ?? '').trim() : null;
  });

test('in a page: arrows, End and typeahead move through the options, Enter chooses', async ({
  page,
}) => {
  await open(page, 'with-value');
  const trigger = page.getByRole('combobox', { name: 'Size' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedText(page)).toBe('24 X 48');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedText(page)).toBe('6 X 36');
  await page.keyboard.press('End');
  await expect.poll(() => focusedText(page)).toBe('Herringbone');
  await page.keyboard.press('Home');
  await expect.poll(() => focusedText(page)).toBe('12 X 24');
  await page.keyboard.type('Her');
  await expect.poll(() => focusedText(page)).toBe('Herringbone');
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveText('Herringbone');
});

test('in a shadow root: the same keys work', async ({ page }) => {
  await open(page, 'in-shadow-root');
  const trigger = page.getByRole('combobox', { name: 'Size' });
  await expect(trigger).toHaveText('6 X 36'); // the story's play function chose it
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedText(page)).toBe('6 X 36');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedText(page)).toBe('Herringbone');
  await page.keyboard.press('Home');
  await expect.poll(() => focusedText(page)).toBe('12 X 24');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedText(page)).toBe('24 X 48');
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveText('24 X 48');
});
