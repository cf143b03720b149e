import type { BoxCoverageCalculatorProps, PaginationProps } from '@brand/ui';
import { lazy, Suspense } from 'react';

/**
 * Parts of the shopping pages that are not in their first screen, each its own chunk loaded when
 * it is first drawn (issue 26: initial script per route).
 *
 * - The pagination under a product grid: drawn when the products have arrived, below them
 *   (the last thing before the footer: nothing else moves when it comes).
 * - The box coverage calculator: only products sold by the box have it; appliances and fixtures
 *   never load it. Its place keeps about its height meanwhile (styles/shop.css), so the buttons
 *   below it do not move.
 */
const Pagination = lazy(() => import('./pagination.ts'));
const BoxCoverageCalculator = lazy(() => import('./box-coverage.ts'));

export function LazyPagination(props: PaginationProps) {
  return (
    <Suspense fallback={null}>
      <Pagination {...props} />
    </Suspense>
  );
}

export function LazyBoxCoverageCalculator(props: BoxCoverageCalculatorProps) {
  return (
    <div className="shop-coverage-slot">
      <Suspense fallback={null}>
        <BoxCoverageCalculator {...props} />
      </Suspense>
    </div>
  );
}
