/**
 * Focus management that works inside a shadow root. Radix's FocusScope and Select compare
 * elements with `document.activeElement`, which is the shadow host while focus is inside the
 * embed (radix-ui/primitives #3353, #2606): Tab leaves dialogs and arrow keys jump to the last
 * option. Everything here reads the element's own root (`ShadowRoot.activeElement`) instead.
 */
import { activeElementOf } from '@brand/ui';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Tabbable elements of `container` in DOM order, skipping hidden ones. */
export function tabbables(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden],[inert]') &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

/**
 * Keeps keyboard focus inside `container` (a dialog in a shadow root) until the returned
 * function is called, which also gives focus back to what had it before. Tab and Shift+Tab
 * wrap around; focus that escapes (a click on the host page, a script) is brought back.
 */
export function trapFocus(
  container: HTMLElement,
  options: { initialFocus?: HTMLElement | null } = {},
): () => void {
  const previous = activeElementOf(container) as HTMLElement | null;
  const first = options.initialFocus ?? tabbables(container)[0] ?? container;
  if (first === container && !container.hasAttribute('tabindex')) container.tabIndex = -1;
  first.focus({ preventScroll: true });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = tabbables(container);
    const active = activeElementOf(container);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const index = items.indexOf(active as HTMLElement);
    const lastIndex = items.length - 1;
    if (event.shiftKey && index <= 0) {
      event.preventDefault();
      items[lastIndex]?.focus();
    } else if (!event.shiftKey && (index === lastIndex || index === -1)) {
      event.preventDefault();
      items[0]?.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    // At document level the target is retargeted to the host; the composed path is not.
    if (!event.composedPath().includes(container)) {
      (tabbables(container)[0] ?? container).focus({ preventScroll: true });
    }
  };
  container.addEventListener('keydown', onKeyDown, true);
  const doc = container.ownerDocument;
  doc.addEventListener('focusin', onFocusIn, true);
  return () => {
    container.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('focusin', onFocusIn, true);
    if (previous?.isConnected) previous.focus({ preventScroll: true });
  };
}
