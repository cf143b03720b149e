import type { ReactNode } from 'react';

/**
 * Marks a screen whose flow is not assembled yet (it needs @brand/ui and @brand/core pieces
 * that are still landing). Says so plainly instead of showing a blank page.
 */
export function Placeholder({ children }: { children?: ReactNode }) {
  return (
    <section className="site-placeholder" aria-label="Coming soon">
      <p>
        This screen is coming soon to the reference marketplace.
        {children ? ' ' : null}
        {children}
      </p>
    </section>
  );
}
