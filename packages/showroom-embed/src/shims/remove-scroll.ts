import type { ReactNode } from 'react';

/**
 * Radix's scroll lock (react-remove-scroll), replaced in the embed's bundle. Radix Select always
 * wraps its list in it, and it injects a `<style>` into the host page's <head>: a strict CSP
 * refuses it (a violation report per open) and, without a CSP, our CSS would style the host's
 * <body>. An embed has no business locking a page it does not own, so the lock renders its
 * children only. Aliased in build.ts and vitest.config.ts.
 */
export function RemoveScroll({ children }: { children?: ReactNode }) {
  return children;
}
RemoveScroll.classNames = {
  fullWidth: 'width-before-scroll-bar',
  zeroRight: 'right-scroll-bar-position',
};
export default RemoveScroll;
