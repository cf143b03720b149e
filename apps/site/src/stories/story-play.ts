import { expect, within } from 'storybook/test';

/** The page's heading (level 1), visible once the screen and its data rendered. */
export const heading = async (canvasElement: HTMLElement, name: string | RegExp) => {
  await expect(
    await within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 10_000 }),
  ).toBeVisible();
};

/** A text of the page, once it shows. */
export const findText = (canvasElement: HTMLElement, text: string | RegExp) =>
  within(canvasElement).findByText(text, {}, { timeout: 10_000 });
