// This page's own code. The element itself comes from the script tag in index.html; from the
// npm package this file takes only the protocol (event names and payload types, no React, no
// element code) and core's money formatting, so the bundle stays a few kilobytes.
import { formatUsd, toCents } from '@brand/core/rules';
import { eventName, type ShowroomEvent, type ShowroomEventName } from '@brand/showroom-embed';
import '@brand/ui/tokens.css';
import './page.css';

const status = document.querySelector<HTMLElement>('#cart-status');

/** A listener for one of the element's events (they bubble out of its shadow root). */
function on<N extends ShowroomEventName>(name: N, listener: (event: ShowroomEvent<N>) => void) {
  document.addEventListener(eventName(name), (event) => listener(event as ShowroomEvent<N>));
}

on('ready', (event) => {
  document.title = `${event.detail.companyName}: showroom`;
});

on('cart-change', (event) => {
  const { count, subtotal } = event.detail;
  if (status) {
    status.textContent =
      count === 0
        ? "The showroom's cart is empty."
        : `The showroom's cart holds ${count} items, ${formatUsd(toCents(subtotal))}.`;
  }
});

on('error', (event) => {
  if (status) status.textContent = `The showroom could not load: ${event.detail.message}`;
});
