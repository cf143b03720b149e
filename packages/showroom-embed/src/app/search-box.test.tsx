import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createFixtureApi, fixtureFetch } from '../../test/fixture-api.ts';
import { defineShowroomElement } from '../element.ts';
import { eventName } from '../protocol.ts';
import { queue } from '../queue.ts';
import { runtime } from '../runtime/index.ts';

beforeAll(() => {
  window.BrandShowroom = queue();
  defineShowroomElement(async () => {
    runtime.install(window.BrandShowroom as never);
    return runtime;
  });
});

afterEach(() => {
  document.body.replaceChildren();
});

/** A suggest request the test answers itself: its text, its signal, and how to answer it. */
type Intercept = (q: string, signal: AbortSignal | null) => Promise<Response> | Response | null;

/**
 * The fixture API behind `fetch`, except the suggest requests `intercept` takes over; every
 * suggest request's text is recorded in `asked`.
 */
function serve(intercept: Intercept = () => null) {
  const fixture = fixtureFetch(createFixtureApi());
  const asked: string[] = [];
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/api/search/suggest') {
      const q = url.searchParams.get('q') ?? '';
      asked.push(q);
      const answer = intercept(q, init?.signal ?? null);
      if (answer) return answer;
    }
    return fixture(input, init);
  };
  return { asked };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function openShowroom() {
  const element = document.createElement('brand-showroom');
  element.setAttribute('showroom', 'AB12CD34');
  element.setAttribute('api-base', 'http://fixture.test');
  const ready = new Promise((resolve) =>
    element.addEventListener(eventName('ready'), resolve, { once: true }),
  );
  document.body.append(element);
  await ready;
  const scope = page.elementLocator(element);
  const field = scope.getByRole('combobox', { name: 'Search products' });
  await expect.element(field).toBeVisible();
  await field.click();
  return { element, shadow: element.shadowRoot as ShadowRoot, scope, field };
}

const input = (field: { element(): Element }) => field.element() as HTMLInputElement;
const status = (shadow: ShadowRoot) =>
  shadow.querySelector('.bse-search [role="status"]')?.textContent ?? '';

describe('given the visitor types a product name', () => {
  it('lists the suggestions after a pause, announces their count, and opens one by keyboard', async () => {
    const { asked } = serve();
    const { shadow, scope, field } = await openShowroom();
    await userEvent.keyboard('c');
    // One character asks nothing.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(asked).toEqual([]);
    await expect.element(field).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('arr');
    const list = scope.getByRole('listbox', { name: 'Suggestions' });
    await expect.element(list).toBeVisible();
    await expect.element(field).toHaveAttribute('aria-expanded', 'true');
    // Asked for the text typed, never for one character.
    expect(asked.at(-1)).toBe('carr');
    expect(asked).not.toContain('c');
    await expect.poll(() => status(shadow)).toBe('1 suggestion');
    const option = list.getByRole('option', { name: 'Carrara Marble Tile product' });
    await expect.element(option).toHaveAttribute('aria-selected', 'false');
    expect(input(field).getAttribute('aria-controls')).toBe(list.element().id);
    expect(input(field).hasAttribute('aria-activedescendant')).toBe(false);

    await userEvent.keyboard('{ArrowDown}');
    await expect.element(option).toHaveAttribute('aria-selected', 'true');
    expect(input(field).getAttribute('aria-activedescendant')).toBe(option.element().id);
    // Focus never left the field.
    expect(shadow.activeElement).toBe(field.element());

    await userEvent.keyboard('{Enter}');
    const dialog = scope.getByRole('dialog', { name: 'Carrara Marble Tile' });
    await expect.element(dialog).toBeVisible();
    await expect.element(field).toHaveValue('Carrara Marble Tile');
    await expect.element(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(shadow.activeElement).toBe(field.element());
  });
});

describe('given the list is open', () => {
  it('moves the active option with the arrows, wrapping at both ends', async () => {
    serve();
    const { scope, field } = await openShowroom();
    await userEvent.keyboard('toil');
    const list = scope.getByRole('listbox');
    await expect.element(list.getByRole('option')).toHaveLength(2);
    const category = list.getByRole('option', { name: 'Toilets category' });
    const product = list.getByRole('option', { name: 'Comfort Height Toilet product' });
    const active = () => input(field).getAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe(category.element().id);
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe(product.element().id);
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe(category.element().id);
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe(product.element().id);
    // Typing again starts a new list with no option active.
    await userEvent.keyboard('e');
    await expect.poll(active).toBe(null);
  });

  it('shows a chosen category in the grid', async () => {
    serve();
    const { scope } = await openShowroom();
    await expect.element(scope.getByRole('heading', { name: 'Tile Flooring' })).toBeVisible();
    await userEvent.keyboard('toil');
    await expect.element(scope.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(scope.getByRole('heading', { name: 'Toilets', level: 3 })).toBeVisible();
    await expect
      .element(scope.getByRole('button', { name: 'Toilets', pressed: true }))
      .toBeVisible();
    await expect
      .element(scope.getByRole('list', { name: 'Toilets products' }).getByRole('listitem'))
      .toHaveLength(1);
  });

  it('closes on Escape, and a second Escape clears the field', async () => {
    serve();
    const { scope, field } = await openShowroom();
    await userEvent.keyboard('slate');
    await expect.element(scope.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect.element(scope.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(field).toHaveAttribute('aria-expanded', 'false');
    expect(input(field).hasAttribute('aria-activedescendant')).toBe(false);
    await expect.element(field).toHaveValue('slate');
    await userEvent.keyboard('{Escape}');
    await expect.element(field).toHaveValue('');
  });
});

describe('given Enter with no active option', () => {
  it('shows the results for the text in the grid and announces their count', async () => {
    serve();
    const { scope, field } = await openShowroom();
    await userEvent.keyboard('marble{Enter}');
    await expect
      .element(scope.getByRole('heading', { name: 'Results for “marble”' }))
      .toBeVisible();
    await expect
      .element(scope.getByRole('status').filter({ hasText: 'result' }))
      .toHaveTextContent('1 result');
    await expect
      .element(scope.getByRole('list', { name: 'Results for marble' }).getByRole('listitem'))
      .toHaveLength(1);
    await expect.element(field).toHaveAttribute('aria-expanded', 'false');
    // No category is pressed while results show; choosing one goes back to it.
    await scope.getByRole('button', { name: 'Toilets' }).click();
    await expect.element(scope.getByRole('heading', { name: 'Toilets', level: 3 })).toBeVisible();
  });

  it('offers "did you mean" when nothing matched, and searches it on click', async () => {
    serve();
    const { scope, field } = await openShowroom();
    await userEvent.keyboard('marbel{Enter}');
    await expect.element(scope.getByText('No products match “marbel”.')).toBeVisible();
    await scope.getByRole('button', { name: 'marble' }).click();
    await expect
      .element(scope.getByRole('heading', { name: 'Results for “marble”' }))
      .toBeVisible();
    await expect.element(field).toHaveValue('marble');
    await expect.element(scope.getByRole('list', { name: 'Results for marble' })).toBeVisible();
  });
});

describe('given answers arrive out of order', () => {
  it('aborts the older request and never shows its answer', async () => {
    const signals: (AbortSignal | null)[] = [];
    serve((q, signal) => {
      signals.push(signal);
      if (q !== 'sl') return null;
      // The first text's answer is slow, and would list a product that is not there.
      return new Promise((resolve) =>
        setTimeout(
          () =>
            resolve(
              json({
                data: [{ type: 'product', id: 999, hash: null, text: 'Stale Answer', match: [] }],
              }),
            ),
          600,
        ),
      );
    });
    const { scope } = await openShowroom();
    await userEvent.keyboard('sl');
    await expect.poll(() => signals.length).toBe(1);
    await userEvent.keyboard('ate');
    const list = scope.getByRole('listbox');
    await expect.element(list.getByRole('option', { name: /^Slate Grey Porcelain/ })).toBeVisible();
    expect(signals[0]?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect.element(list.getByRole('option')).toHaveLength(1);
    await expect.element(scope.getByText('Stale Answer')).not.toBeInTheDocument();
  });
});

describe('given the suggest request fails or hangs', () => {
  it('shows no list and no error after a failure, and typing goes on', async () => {
    const { asked } = serve(() => json({ message: 'Server Error' }, 500));
    const { shadow, scope, field } = await openShowroom();
    await userEvent.keyboard('carr');
    await expect.poll(() => asked.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect.element(field).toHaveAttribute('aria-expanded', 'false');
    await expect.element(scope.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(scope.getByRole('alert')).not.toBeInTheDocument();
    expect(status(shadow)).toBe('');
    await userEvent.keyboard('ara');
    await expect.element(field).toHaveValue('carrara');
  });

  it('keeps the field typable while a request hangs, and Enter still searches', async () => {
    const { asked } = serve(() => new Promise<Response>(() => undefined));
    const { scope, field } = await openShowroom();
    await userEvent.keyboard('sla');
    await expect.poll(() => asked.length).toBe(1);
    await userEvent.keyboard('te');
    await expect.element(field).toHaveValue('slate');
    await expect.element(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect.element(scope.getByRole('heading', { name: 'Results for “slate”' })).toBeVisible();
    await expect
      .element(scope.getByRole('list', { name: 'Results for slate' }).getByRole('listitem'))
      .toHaveLength(1);
  });
});
