/**
 * The embed's public protocol: element name, attributes, versioned event names and their
 * payloads, and the commands of the `window.BrandShowroom(...)` queue. Shared by the loader,
 * the widget runtime and the React wrapper; a breaking change gets a new version (`v2`).
 */

export const ELEMENT_NAME = 'brand-showroom';
export const PROTOCOL_VERSION = 'v1';
export const EVENT_PREFIX = `${ELEMENT_NAME}:${PROTOCOL_VERSION}:` as const;

/** Attributes the element reacts to while connected (all live). */
export const OBSERVED_ATTRIBUTES = [
  'showroom',
  'category',
  'api-base',
  'namespace',
  'data-layout',
  'preview-theme-color',
] as const;
export type ShowroomAttribute = (typeof OBSERVED_ATTRIBUTES)[number];

/**
 * `data-layout` (issue 28 item 3, as Cal.com's embeds): `inline` (the default) draws the
 * showroom where the element is; `popup` draws a button there that opens the showroom in a
 * dialog; `floating` pins that button to the window's bottom-right corner.
 */
export const LAYOUTS = ['inline', 'popup', 'floating'] as const;
export type ShowroomLayout = (typeof LAYOUTS)[number];

/** One cart line as the host sees it (money in dollars, as the API carries it). */
export interface ShowroomCartLine {
  productId: number;
  name: string;
  qty: number;
  /** The customer's unit price in dollars. */
  unitPrice: number;
  /** unitPrice x qty, in dollars. */
  lineTotal: number;
}

export interface ShowroomCartDetail {
  showroom: string;
  lines: ShowroomCartLine[];
  /** Sum of the line quantities (the spec's cart badge). */
  count: number;
  /** Sum of the line totals in dollars. */
  subtotal: number;
  /** The temporary cart id on the marketplace, once the server holds the cart. */
  cartId: string | null;
}

/** Detail of every event, by short name. */
export interface ShowroomEventDetailMap {
  ready: { showroom: string; companyName: string; themed: boolean };
  'cart-change': ShowroomCartDetail;
  checkout: ShowroomCartDetail & { url: string };
  error: { showroom: string; message: string; status: number | null };
}

export type ShowroomEventName = keyof ShowroomEventDetailMap;
export const EVENT_NAMES: readonly ShowroomEventName[] = [
  'ready',
  'cart-change',
  'checkout',
  'error',
];

/** `brand-showroom:v1:cart-change`, ... */
export type VersionedEventName<N extends ShowroomEventName = ShowroomEventName> =
  `${typeof EVENT_PREFIX}${N}`;

export type ShowroomEvent<N extends ShowroomEventName = ShowroomEventName> = CustomEvent<
  ShowroomEventDetailMap[N]
>;

export function eventName<N extends ShowroomEventName>(name: N): VersionedEventName<N> {
  return `${EVENT_PREFIX}${name}`;
}

/**
 * Every event by its full name, as `addEventListener` sees it: declared in the DOM's
 * `HTMLElementEventMap`, `DocumentEventMap` and `WindowEventMap` (below), so
 * `element.addEventListener('brand-showroom:v1:cart-change', (e) => e.detail.count)` is typed
 * without a cast on the element, the document (the events bubble) and the window.
 */
export type ShowroomEventMap = {
  [N in ShowroomEventName as VersionedEventName<N>]: ShowroomEvent<N>;
};

/** Listener given to `BrandShowroom('on', name, fn)`: the event, whose target is the element. */
export type ShowroomListener<N extends ShowroomEventName = ShowroomEventName> = (
  event: ShowroomEvent<N>,
) => void;

/** The commands `BrandShowroom(...)` accepts (typed overloads of the queue function). */
export interface BrandShowroomApi {
  <N extends ShowroomEventName>(command: 'on', event: N, listener: ShowroomListener<N>): void;
  <N extends ShowroomEventName>(command: 'off', event: N, listener: ShowroomListener<N>): void;
  (command: 'open-product', productId: number): void;
  (command: 'set-category', category: string | null): void;
  (command: 'init', namespace: string): void;
  /** Commands waiting for the widget code (the stub-and-queue pattern). */
  q?: ArrayLike<unknown>[] | { push(args: ArrayLike<unknown>): void };
  /** Namespaced queues: `BrandShowroom.ns.sales('on', ...)` only sees `namespace="sales"`. */
  ns?: Record<string, BrandShowroomApi>;
}

/** What the loader's element calls in the widget chunk. */
export interface WidgetRuntime {
  install(api: BrandShowroomApi): void;
  connect(element: HTMLElement): void;
  disconnect(element: HTMLElement): void;
  update(element: HTMLElement, attribute: string): void;
  command(element: HTMLElement, command: string, ...args: unknown[]): void;
}

declare global {
  // Interfaces merge with the DOM's own: each gains the embed's events by their full names.
  interface HTMLElementEventMap extends ShowroomEventMap {}
  interface DocumentEventMap extends ShowroomEventMap {}
  interface WindowEventMap extends ShowroomEventMap {}
  interface HTMLElementTagNameMap {
    'brand-showroom': HTMLElement & {
      openProduct(productId: number): void;
      setCategory(category: string | null): void;
    };
  }
  interface Window {
    BrandShowroom?: BrandShowroomApi;
  }
}
