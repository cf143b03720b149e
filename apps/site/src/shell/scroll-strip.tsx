import type { ReactNode } from 'react';

/**
 * A horizontally scrolling list (carousel-like strip) that keyboard users can focus and scroll
 * with the arrow keys (axe: scrollable-region-focusable). Used until @brand/ui's Carousel lands.
 */
export function ScrollStrip({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
    <section className="site-scroller" aria-label={label} tabIndex={0}>
      <ul className={className ? `site-strip ${className}` : 'site-strip'}>{children}</ul>
    </section>
  );
}
