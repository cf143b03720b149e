import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createFixtureApi, fixtureFetch } from '../../test/fixture-api.ts';
import { resetCartStores } from '../app/cart-store.ts';
import { defineShowroomElement } from '../element.ts';
import { eventName, type ShowroomEventDetailMap } from '../protocol.ts';
import { queue } from '../queue.ts';
import { runtime } from './index.ts';

const API = 'http://fixture.test';
const calls: string[] = [];
const fixture = createFixtureApi();
let loads = 0;

beforeAll(() => {
  globalThis.fetch = fixtureFetch(fixture, calls);
  window.BrandShowroom = queue();
  defineShowroomElement(async () => {
    loads += 1;
    runtime.install(window.BrandShowroom as never);
    return runtime;
  });
});

afterEach(() => {
  document.body.replaceChildren();
  calls.length = 0;
  fixture.events.length = 0;
  // Each test is a new visit: no cart kept from the one before.
  localStorage.clear();
  resetCartStores();
});

function addShowroom(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('brand-showroom');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

function nextEvent<N extends keyof ShowroomEventDetailMap>(
  element: HTMLElement,
  name: N,
): Promise<CustomEvent<ShowroomEventDetailMap[N]>> {
  return new Promise((resolve) =>
    element.addEventListener(eventName(name), (event) => resolve(event as never), { once: true }),
  );
}

const primary = (element: HTMLElement) =>
  getComputedStyle(element).getPropertyValue('--bui-primary').trim().toLowerCase();

describe('given the runtime code is available', () => {
  it('loads the widget only once an element is on the page', async () => {
    expect(loads).toBe(0);
    const element = addShowroom({ showroom: 'AB12CD34', 'api-base': API });
    await nextEvent(element, 'ready');
    expect(loads).toBe(1);
  });
});

describe('given two showrooms on one page', () => {
  it('renders each with its own content and theme, in its own open shadow root', async () => {
    const themed = addShowroom({ showroom: 'AB12CD34', 'api-base': API });
    const basic = addShowroom({ showroom: 'ZX98YW76', 'api-base': API });
    const [first, second] = await Promise.all([
      nextEvent(themed, 'ready'),
      nextEvent(basic, 'ready'),
    ]);
    expect(first.detail).toEqual({
      showroom: 'AB12CD34',
      companyName: 'Teal Tile Studio',
      themed: true,
    });
    expect(second.detail).toEqual({
      showroom: 'ZX98YW76',
      companyName: 'Basic Bath Co',
      themed: false,
    });
    await expect
      .element(page.elementLocator(themed).getByRole('heading', { name: 'Teal Tile Studio' }))
      .toBeVisible();
    await expect
      .element(page.elementLocator(basic).getByRole('heading', { name: 'Basic Bath Co' }))
      .toBeVisible();
    expect(themed.shadowRoot?.mode).toBe('open');
    // The entitled Pro's colour; the other keeps the default although it set one (not entitled).
    expect(primary(themed)).toBe('#0f766e');
    expect(primary(basic)).not.toBe('#0f766e');
    expect(primary(basic)).not.toBe('#b91c1c');
    // Tokens, base classes, the embed's rules, the theme; the dialogs' classes come on intent.
    expect(themed.shadowRoot?.adoptedStyleSheets.length).toBe(4);
    expect(themed.shadowRoot?.querySelector('style')).toBeNull();
  });

  it('keeps their carts apart and tells the host about each change', async () => {
    const one = addShowroom({ showroom: 'AB12CD34', 'api-base': API });
    const two = addShowroom({ showroom: 'ZX98YW76', 'api-base': API });
    await Promise.all([nextEvent(one, 'ready'), nextEvent(two, 'ready')]);
    const changes: string[] = [];
    document.addEventListener(eventName('cart-change'), (event) => {
      const { showroom, count } = (event as CustomEvent<ShowroomEventDetailMap['cart-change']>)
        .detail;
      changes.push(`${showroom}:${count}`);
    });

    const changed = nextEvent(one, 'cart-change');
    await page
      .elementLocator(one)
      .getByRole('button', { name: 'View details of Carrara Marble Tile' })
      .click();
    await page.elementLocator(one).getByRole('button', { name: 'Add to cart' }).click();
    const { detail } = await changed;
    expect(detail.lines).toEqual([
      { productId: 101, name: 'Carrara Marble Tile', qty: 1, unitPrice: 54, lineTotal: 54 },
    ]);
    expect(detail.cartId).toMatch(/^tmp-cart-/);
    expect(changes).toEqual(['AB12CD34:1']);
    await expect
      .element(page.elementLocator(one).getByRole('button', { name: 'Cart 1 item' }))
      .toBeVisible();
    await expect
      .element(page.elementLocator(two).getByRole('button', { name: 'Cart 0 items' }))
      .toBeVisible();
  });
});

describe('given a visitor fills the cart of a showroom embedded twice', () => {
  it('both embeds show it, and a reload of the page keeps it (the host origin stores it)', async () => {
    const one = addShowroom({ showroom: 'AB12CD34', 'api-base': API });
    const two = addShowroom({ showroom: 'AB12CD34', 'api-base': API });
    await Promise.all([nextEvent(one, 'ready'), nextEvent(two, 'ready')]);
    const heardByTwo = nextEvent(two, 'cart-change');
    await page
      .elementLocator(one)
      .getByRole('button', { name: 'View details of Carrara Marble Tile' })
      .click();
    await page.elementLocator(one).getByRole('button', { name: 'Add to cart' }).click();
    expect((await heardByTwo).detail.count).toBe(1);
    await expect
      .element(page.elementLocator(two).getByRole('button', { name: 'Cart 1 item' }))
      .toBeVisible();
    const cartId = (await heardByTwo).detail.cartId;
    expect(localStorage.getItem('brand-showroom:v1:cart:AB12CD34')).toContain(String(cartId));

    // A reload: the page's elements and stores are gone, the host origin's storage stays.
    document.body.replaceChildren();
    resetCartStores();
    calls.length = 0;
    const again = addShowroom({ showroom: 'AB12CD34', 'api-base': API });
    const restored = nextEvent(again, 'cart-change');
    expect((await restored).detail).toMatchObject({ count: 1, cartId });
    await expect
      .element(page.elementLocator(again).getByRole('button', { name: 'Cart 1 item' }))
      .toBeVisible();
    // Its lines and prices are asked of the API once, not trusted from storage.
    await expect
      .poll(() => calls.filter((call) => call.startsWith('GET /api/projectCart?')))
      .toHaveLength(1);
    expect(calls.find((call) => call.startsWith('GET /api/projectCart?'))).toContain(
      `temp_project_id=${cartId}`,
    );
  });
});

describe("given a visitor uses the showroom, the Pro's analytics", () => {
  it('count a view, a product opened, an add to cart and a hand-off: the showroom and the event only', async () => {
    const element = addShowroom({ showroom: 'AB12CD34', 'api-base': API });
    await nextEvent(element, 'ready');
    const scope = page.elementLocator(element);
    await scope.getByRole('button', { name: 'View details of Carrara Marble Tile' }).click();
    await scope.getByRole('button', { name: 'Add to cart' }).click();
    await scope.getByRole('button', { name: 'Cart 1 item' }).click();
    // The host keeps the visitor here (the checkout event prevented): no hand-off happened.
    element.addEventListener(eventName('checkout'), (event) => event.preventDefault(), {
      once: true,
    });
    await scope.getByRole('link', { name: 'Checkout' }).click();
    await expect
      .poll(() => [...fixture.events])
      .toEqual(['AB12CD34 view', 'AB12CD34 product_open', 'AB12CD34 add_to_cart']);
    // Without the host's veto the link is followed (a new tab, not opened here): one hand-off.
    const link = scope.getByRole('link', { name: 'Checkout' }).element() as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    await expect.poll(() => fixture.events.at(-1)).toBe('AB12CD34 handoff');
    expect(fixture.events).toHaveLength(4);
  });
});

describe('given data-layout="popup" or "floating" (issue 28 item 3)', () => {
  it('a button opens the showroom in a modal dialog; Escape closes a product first, then the popup, and focus returns', async () => {
    const element = addShowroom({ showroom: 'AB12CD34', 'api-base': API, 'data-layout': 'popup' });
    // The showroom loads behind the button: the host hears `ready` before any click.
    await nextEvent(element, 'ready');
    const scope = page.elementLocator(element);
    const launcher = scope.getByRole('button', { name: 'Shop Teal Tile Studio' });
    await expect.element(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect
      .element(scope.getByRole('heading', { name: 'Teal Tile Studio' }))
      .not.toBeInTheDocument();

    await launcher.click();
    const popup = scope.getByRole('dialog', { name: 'Shop Teal Tile Studio' });
    await expect.element(popup).toBeVisible();
    await expect.element(launcher).toHaveAttribute('aria-expanded', 'true');
    await popup.getByRole('button', { name: 'View details of Carrara Marble Tile' }).click();
    const product = scope.getByRole('dialog', { name: 'Carrara Marble Tile' });
    await expect.element(product).toBeVisible();
    // The product dialog works inside the modal popup (the page outside it is inert).
    await product.getByRole('button', { name: 'Add to cart' }).click();
    await expect.element(popup.getByRole('button', { name: 'Cart 1 item' })).toBeVisible();

    await popup.getByRole('button', { name: 'View details of Carrara Marble Tile' }).click();
    await expect.element(product).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(product).not.toBeInTheDocument();
    await expect.element(popup).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // Closed: out of the accessibility tree (the dialog element stays, the showroom mounted).
    await expect.element(popup).not.toBeInTheDocument();
    expect(element.shadowRoot?.activeElement).toBe(launcher.element());
  });

  it('"floating" pins the button to the corner; the host opening a product opens the popup; the layout is live', async () => {
    const element = addShowroom({
      showroom: 'AB12CD34',
      'api-base': API,
      'data-layout': 'floating',
    });
    await nextEvent(element, 'ready');
    const scope = page.elementLocator(element);
    const launcher = scope.getByRole('button', { name: 'Shop Teal Tile Studio' });
    await expect.element(launcher).toBeVisible();
    expect(getComputedStyle(launcher.element()).position).toBe('fixed');

    (element as HTMLElement & { openProduct(id: number): void }).openProduct(101);
    await expect.element(scope.getByRole('dialog', { name: 'Carrara Marble Tile' })).toBeVisible();
    await expect
      .element(scope.getByRole('dialog', { name: 'Shop Teal Tile Studio' }))
      .toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');

    element.setAttribute('data-layout', 'inline');
    await expect.element(scope.getByRole('heading', { name: 'Teal Tile Studio' })).toBeVisible();
    await expect.element(launcher).not.toBeInTheDocument();
  });
});

describe('given preview-theme-color (the dashboard preview, issue 28 item 4)', () => {
  it("on the marketplace's own origin, an entitled showroom takes the colour being tried, live", async () => {
    const element = addShowroom({
      showroom: 'AB12CD34',
      'api-base': location.origin,
      'preview-theme-color': '#1D4ED8',
    });
    await nextEvent(element, 'ready');
    await expect.poll(() => primary(element)).toBe('#1d4ed8');
    // The Pro's own preview is not a visit to their site: the analytics count nothing (on a
    // Pro's site the view is sent as the showroom shows: the next test).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((call) => call.includes('/api/embed/events'))).toEqual([]);
    element.setAttribute('preview-theme-color', '#7C3AED');
    await expect.poll(() => primary(element)).toBe('#7c3aed');
    // Without it (or with no colour), the saved theme again.
    element.removeAttribute('preview-theme-color');
    await expect.poll(() => primary(element)).toBe('#0f766e');
    // Not entitled: the default theme whatever is tried.
    const basic = addShowroom({
      showroom: 'ZX98YW76',
      'api-base': location.origin,
      'preview-theme-color': '#1D4ED8',
    });
    await nextEvent(basic, 'ready');
    expect(primary(basic)).not.toBe('#1d4ed8');
  });

  it("on a Pro's site (another origin than the marketplace) the attribute is ignored", async () => {
    const element = addShowroom({
      showroom: 'AB12CD34',
      'api-base': API,
      'preview-theme-color': '#1D4ED8',
    });
    await nextEvent(element, 'ready');
    await expect.poll(() => primary(element)).toBe('#0f766e');
    await expect.poll(() => fixture.events).toEqual(['AB12CD34 view']);
    element.setAttribute('preview-theme-color', '#7C3AED');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(primary(element)).toBe('#0f766e');
  });
});

describe('given a notice (issue 28)', () => {
  it('shows where the visitor is: at the bottom of the view, not below the catalogue', async () => {
    await page.viewport(414, 360);
    try {
      const element = addShowroom({ showroom: 'AB12CD34', 'api-base': API });
      await nextEvent(element, 'ready');
      const scope = page.elementLocator(element);
      await scope.getByRole('button', { name: 'View details of Carrara Marble Tile' }).click();
      await scope.getByRole('button', { name: 'Add to cart' }).click();
      const notice = element.shadowRoot?.querySelector('.bse-notice') as HTMLElement;
      await expect.poll(() => notice.textContent).toMatch(/^Added 1 x Carrara Marble Tile/);
      // The showroom runs on below the view; its notice is in it all the same.
      expect(element.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight);
      const box = notice.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    } finally {
      await page.viewport(414, 896);
    }
  });
});

describe('given live attributes', () => {
  it('reloads the showroom when `showroom` changes and selects a category by `category`', async () => {
    const element = addShowroom({ showroom: 'AB12CD34', 'api-base': API });
    await nextEvent(element, 'ready');
    const scope = page.elementLocator(element);
    await expect
      .element(scope.getByRole('button', { name: 'Tile Flooring' }))
      .toHaveAttribute('aria-pressed', 'true');

    element.setAttribute('category', 'toilets');
    await expect
      .element(scope.getByRole('button', { name: 'Toilets' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(scope.getByRole('heading', { name: 'Comfort Height Toilet' }))
      .toBeVisible();

    const reloaded = nextEvent(element, 'ready');
    element.setAttribute('showroom', 'ZX98YW76');
    expect((await reloaded).detail.companyName).toBe('Basic Bath Co');
    expect(element.hasAttribute('data-themed')).toBe(false);
  });

  it('reports an unknown showroom with the spec message as an `error` event', async () => {
    const element = document.createElement('brand-showroom');
    element.setAttribute('api-base', API);
    element.setAttribute('showroom', 'NOPE0000');
    const error = nextEvent(element, 'error');
    document.body.append(element);
    expect((await error).detail).toEqual({
      showroom: 'NOPE0000',
      message: 'No Showroom Found, Please Enter Correct Showroom Id.',
      status: 404,
    });
    await expect
      .element(page.elementLocator(element).getByRole('alert'))
      .toHaveTextContent('No Showroom Found, Please Enter Correct Showroom Id.');
  });
});

describe('given the host API', () => {
  it('delivers events to queue listeners and runs set-category and open-product', async () => {
    const api = window.BrandShowroom as NonNullable<Window['BrandShowroom']>;
    const ready = vi.fn();
    api('on', 'ready', ready);
    const element = addShowroom({ showroom: 'AB12CD34', 'api-base': API });
    await nextEvent(element, 'ready');
    expect(ready).toHaveBeenCalledTimes(1);
    expect(ready.mock.calls[0]?.[0].target).toBe(element);
    api('off', 'ready', ready);

    api('set-category', 'Toilets');
    const scope = page.elementLocator(element);
    await expect
      .element(scope.getByRole('button', { name: 'Toilets' }))
      .toHaveAttribute('aria-pressed', 'true');

    api('open-product', 102);
    await expect.element(scope.getByRole('dialog', { name: 'Slate Grey Porcelain' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(scope.getByRole('dialog')).not.toBeInTheDocument();

    (element as HTMLElementTagNameMap['brand-showroom']).openProduct(101);
    await expect.element(scope.getByRole('dialog', { name: 'Carrara Marble Tile' })).toBeVisible();
  });

  it('lets the host take over checkout by cancelling the `checkout` event', async () => {
    const element = addShowroom({ showroom: 'AB12CD34', 'api-base': API });
    await nextEvent(element, 'ready');
    const scope = page.elementLocator(element);
    await scope.getByRole('button', { name: 'View details of Carrara Marble Tile' }).click();
    await scope.getByRole('textbox', { name: 'Quantity' }).fill('3');
    await scope.getByRole('button', { name: 'Add to cart' }).click();
    await scope.getByRole('button', { name: 'Cart 3 items' }).click();
    const link = scope.getByRole('link', { name: 'Checkout' });
    await expect.element(link).toBeVisible();
    const href = link.element().getAttribute('href') ?? '';
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(`${API}/cart`);
    expect(url.searchParams.get('showroom')).toBe('AB12CD34');
    expect(url.searchParams.get('cart_id')).toMatch(/^tmp-cart-/);

    const seen: ShowroomEventDetailMap['checkout'][] = [];
    element.addEventListener(eventName('checkout'), (event) => {
      seen.push((event as CustomEvent<ShowroomEventDetailMap['checkout']>).detail);
      event.preventDefault(); // the host handles it: no new tab
    });
    await link.click();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(href);
    expect(seen[0]?.lines.map((line) => [line.productId, line.qty])).toEqual([[101, 3]]);
    expect(seen[0]?.subtotal).toBe(162);
  });
});

describe('given hostile host CSS', () => {
  it('does not reach into the shadow root, and ours does not leak out', async () => {
    const style = document.createElement('style');
    style.textContent =
      '* { color: rgb(255, 0, 0) !important; font: 30px serif !important } button { display: none !important }';
    document.head.append(style);
    const outside = document.createElement('button');
    outside.className = 'bse-button bui-button';
    outside.textContent = 'host';
    document.body.append(outside);
    try {
      const element = addShowroom({ showroom: 'AB12CD34', 'api-base': API });
      await nextEvent(element, 'ready');
      const chip = page.elementLocator(element).getByRole('button', { name: 'Toilets' });
      await expect.element(chip).toBeVisible();
      const button = chip.element();
      expect(getComputedStyle(button).display).not.toBe('none');
      expect(getComputedStyle(button).color).not.toBe('rgb(255, 0, 0)');
      expect(getComputedStyle(button).fontSize).toBe('14px');
      // Our classes mean nothing outside the shadow root.
      expect(getComputedStyle(outside).borderRadius).toBe('0px');
    } finally {
      style.remove();
    }
  });
});
