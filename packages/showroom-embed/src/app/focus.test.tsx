import * as SelectPrimitive from '@radix-ui/react-select';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createFixtureApi, fixtureFetch } from '../../test/fixture-api.ts';
import { defineShowroomElement } from '../element.ts';
import { eventName } from '../protocol.ts';
import { queue } from '../queue.ts';
import { runtime } from '../runtime/index.ts';

beforeAll(() => {
  globalThis.fetch = fixtureFetch(createFixtureApi());
  window.BrandShowroom = queue();
  defineShowroomElement(async () => {
    runtime.install(window.BrandShowroom as never);
    return runtime;
  });
});

afterEach(() => {
  document.body.replaceChildren();
});

async function openShowroom() {
  const before = document.createElement('button');
  before.textContent = 'Host button before';
  const after = document.createElement('button');
  after.textContent = 'Host button after';
  const element = document.createElement('brand-showroom');
  element.setAttribute('showroom', 'AB12CD34');
  element.setAttribute('api-base', 'http://fixture.test');
  const ready = new Promise((resolve) =>
    element.addEventListener(eventName('ready'), resolve, { once: true }),
  );
  document.body.append(before, element, after);
  await ready;
  return { element, shadow: element.shadowRoot as ShadowRoot, scope: page.elementLocator(element) };
}

/** Where keyboard focus really is: the shadow root's active element. */
const focused = (shadow: ShadowRoot) => shadow.activeElement as HTMLElement | null;
const inDialog = (shadow: ShadowRoot) => Boolean(focused(shadow)?.closest('[role="dialog"]'));

describe('given a product dialog open inside the shadow root', () => {
  it('keeps focus inside it for any number of Tab and Shift+Tab presses', async () => {
    const { element, shadow, scope } = await openShowroom();
    await scope.getByRole('button', { name: 'View details of Carrara Marble Tile' }).click();
    const dialog = scope.getByRole('dialog', { name: 'Carrara Marble Tile' });
    await expect.element(dialog).toBeVisible();
    await expect.element(scope.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    expect(inDialog(shadow)).toBe(true);

    const visited = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      await userEvent.keyboard('{Tab}');
      expect(document.activeElement).toBe(element);
      expect(inDialog(shadow)).toBe(true);
      visited.add(
        focused(shadow)?.getAttribute('aria-label') ?? focused(shadow)?.textContent ?? '',
      );
    }
    // It really moved: the size select, the inputs, Add to cart and Close were all reached.
    expect(visited).toContain('Add to cart');
    expect(visited).toContain('Close');
    for (let i = 0; i < 12; i += 1) {
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      expect(document.activeElement).toBe(element);
      expect(inDialog(shadow)).toBe(true);
    }
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { shadow, scope } = await openShowroom();
    const trigger = scope.getByRole('button', { name: 'View details of Slate Grey Porcelain' });
    await trigger.click();
    await expect.element(scope.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(scope.getByRole('dialog')).not.toBeInTheDocument();
    expect(focused(shadow)).toBe(trigger.element());
  });
});

describe('given the size select in the product dialog', () => {
  it('opens on the selected option, moves one option per arrow key and selects with Enter', async () => {
    const { shadow, scope } = await openShowroom();
    await scope.getByRole('button', { name: 'View details of Carrara Marble Tile' }).click();
    const trigger = scope.getByRole('combobox', { name: 'Size' });
    await expect.element(trigger).toHaveTextContent('12 X 24');
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(scope.getByRole('listbox')).toBeVisible();
    await expect.poll(() => focused(shadow)?.textContent).toBe('12 X 24');

    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => focused(shadow)?.textContent).toBe('24 X 48');
    await userEvent.keyboard('{ArrowUp}');
    await expect.poll(() => focused(shadow)?.textContent).toBe('12 X 24');
    await userEvent.keyboard('{End}');
    await expect.poll(() => focused(shadow)?.textContent).toBe('Herringbone');
    await userEvent.keyboard('{Home}');
    await expect.poll(() => focused(shadow)?.textContent).toBe('12 X 24');
    await userEvent.keyboard('2');
    await expect.poll(() => focused(shadow)?.textContent).toBe('24 X 48');

    await userEvent.keyboard('{Enter}');
    await expect.element(scope.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveTextContent('24 X 48');
    expect(focused(shadow)).toBe(trigger.element());
    // The price line follows the size: $81.00 a box of 16 sq ft = $5.06 / sq ft.
    await expect.element(scope.getByRole('dialog').getByText('$5.06 / sq ft')).toBeVisible();
    // Focus is still trapped in the dialog after the select closed.
    await userEvent.keyboard('{Tab}');
    expect(inDialog(shadow)).toBe(true);
  });
});

describe('given Radix Select alone in a shadow root (why the ui Select patches it)', () => {
  it('jumps past the next option on ArrowDown, which the ui Select fixes', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    createRoot(mount).render(
      <SelectPrimitive.Root defaultValue="a">
        <SelectPrimitive.Trigger aria-label="Letter">
          <SelectPrimitive.Value />
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal container={shadow as unknown as HTMLElement}>
          <SelectPrimitive.Content position="popper">
            <SelectPrimitive.Viewport>
              {['a', 'b', 'c', 'd'].map((v) => (
                <SelectPrimitive.Item key={v} value={v}>
                  <SelectPrimitive.ItemText>{v.toUpperCase()}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>,
    );
    const trigger = page.elementLocator(host).getByRole('combobox', { name: 'Letter' });
    await expect.element(trigger).toBeVisible();
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.elementLocator(host).getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Unpatched Radix lands on the last option ('D') instead of 'B'.
    expect(shadow.activeElement?.textContent).not.toBe('B');
  });
});
