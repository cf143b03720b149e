import { describe, expect, expectTypeOf, it } from 'vitest';
import { eventName, type ShowroomCartDetail, type ShowroomEventDetailMap } from './protocol.ts';

// The listeners below are typed by the DOM's own event maps, which protocol.ts extends: a host
// writes no cast (issue 28 item 6). `pnpm typecheck` checks the types, the run the events.
const cart: ShowroomCartDetail = {
  showroom: 'AB12CD34',
  lines: [{ productId: 101, name: 'Tile', qty: 2, unitPrice: 4.25, lineTotal: 8.5 }],
  count: 2,
  subtotal: 8.5,
  cartId: null,
};

describe('given a host listens by the full event name', () => {
  it('reads event.detail on the element, the document and the window without a cast', () => {
    const element = document.createElement('brand-showroom');
    document.body.append(element);
    const seen: string[] = [];
    element.addEventListener('brand-showroom:v1:cart-change', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<ShowroomCartDetail>();
      seen.push(`element ${event.detail.count}`);
    });
    document.addEventListener('brand-showroom:v1:cart-change', (event) => {
      seen.push(`document ${event.detail.subtotal}`);
    });
    window.addEventListener('brand-showroom:v1:cart-change', (event) => {
      seen.push(`window ${event.detail.lines[0]?.name}`);
    });
    element.dispatchEvent(
      new CustomEvent(eventName('cart-change'), { detail: cart, bubbles: true }),
    );
    expect(seen).toEqual(['element 2', 'document 8.5', 'window Tile']);
    element.remove();
  });

  it('types every event of the protocol, and eventName() gives the same key', () => {
    const element = document.createElement('brand-showroom');
    element.addEventListener('brand-showroom:v1:ready', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<ShowroomEventDetailMap['ready']>();
    });
    element.addEventListener('brand-showroom:v1:checkout', (event) => {
      expectTypeOf(event.detail.url).toBeString();
    });
    element.addEventListener(eventName('error'), (event) => {
      expectTypeOf(event.detail.status).toEqualTypeOf<number | null>();
    });
    const div = document.createElement('div');
    div.addEventListener('brand-showroom:v1:cart-change', (event) => {
      expectTypeOf(event).toEqualTypeOf<CustomEvent<ShowroomCartDetail>>();
    });
    // The same keys at run time (the listeners above are typed by them).
    expect(eventName('ready')).toBe('brand-showroom:v1:ready');
    expect(eventName('checkout')).toBe('brand-showroom:v1:checkout');
    expect(eventName('cart-change')).toBe('brand-showroom:v1:cart-change');
  });
});
