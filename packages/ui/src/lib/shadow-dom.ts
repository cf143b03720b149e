/**
 * Focus as seen from inside a shadow root. Radix's FocusScope and Select compare elements with
 * `document.activeElement`, which is the shadow host while focus is inside the embed
 * (radix-ui/primitives #3353, #2606); these helpers read the element's own root instead.
 */

/** The focused element as seen from `node`'s root: inside a shadow root, its active element. */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  let active = root.activeElement ?? null;
  // Descend through nested open shadow roots (a focused element inside a custom element).
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** True when `node` sits inside a shadow root (where document-level focus checks go wrong). */
export function isInShadowRoot(node: Node): boolean {
  return typeof ShadowRoot !== 'undefined' && node.getRootNode() instanceof ShadowRoot;
}
