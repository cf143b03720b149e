'use client';
/**
 * `@brand/showroom-embed/react`: the React wrapper, on its own subpath so the main entry
 * imports no React (react stays an optional peer). React is imported as a namespace, so even a
 * server component's module graph can load this file (nothing runs until it renders).
 */
import * as React from 'react';
import {
  ELEMENT_NAME,
  eventName,
  type ShowroomEvent,
  type ShowroomEventDetailMap,
  type ShowroomEventName,
} from './protocol.ts';
import { registerShowroomElement } from './register.ts';

type Handler<N extends ShowroomEventName> = (
  detail: ShowroomEventDetailMap[N],
  event: ShowroomEvent<N>,
) => void;

export interface ShowroomEmbedProps {
  /** The Pro's 8-character showroom ID (vsd_id). Changing it reloads the showroom. */
  showroom: string;
  /** A category name or id to show; changing it selects that category. */
  category?: string | null;
  /** The marketplace origin, e.g. `https://showroom.example`. Default: this page's origin. */
  apiBase?: string;
  /** Groups elements for `BrandShowroom.ns.<name>(...)` commands and listeners. */
  namespace?: string;
  className?: string;
  ref?: React.Ref<HTMLElement>;
  onReady?: Handler<'ready'>;
  onCartChange?: Handler<'cart-change'>;
  /** Call `event.preventDefault()` to handle checkout yourself (no new tab opens). */
  onCheckout?: Handler<'checkout'>;
  onError?: Handler<'error'>;
}

const HANDLERS = {
  ready: 'onReady',
  'cart-change': 'onCartChange',
  checkout: 'onCheckout',
  error: 'onError',
} as const satisfies Record<ShowroomEventName, keyof ShowroomEmbedProps>;

/**
 * `<ShowroomEmbed showroom="AB12CD34" onCartChange={...} />` for React hosts. It renders the
 * `<brand-showroom>` custom element and wires its events; the widget inside renders with the
 * host's own React (this package's runtime is bundled by the host, react is a peer), in its
 * own root inside the element's shadow root. No second React, no script tag.
 */
export function ShowroomEmbed({
  showroom,
  category,
  apiBase,
  namespace,
  className,
  ref,
  ...handlers
}: ShowroomEmbedProps) {
  const element = React.useRef<HTMLElement | null>(null);
  const latest = React.useRef(handlers);
  latest.current = handlers;

  React.useEffect(() => {
    registerShowroomElement();
    const node = element.current;
    if (!node) return;
    const off = (Object.keys(HANDLERS) as ShowroomEventName[]).map((name) => {
      const listener = (event: Event) => {
        const handler = latest.current[HANDLERS[name]] as Handler<typeof name> | undefined;
        handler?.(
          (event as ShowroomEvent<typeof name>).detail,
          event as ShowroomEvent<typeof name>,
        );
      };
      node.addEventListener(eventName(name), listener);
      return () => node.removeEventListener(eventName(name), listener);
    });
    return () => {
      for (const remove of off) remove();
    };
  }, []);

  return React.createElement(ELEMENT_NAME, {
    ref: (node: HTMLElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: HTMLElement | null }).current = node;
    },
    showroom,
    category: category ?? undefined,
    'api-base': apiBase,
    namespace,
    class: className,
  });
}
