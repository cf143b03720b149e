import type { BoxCoverageCalculatorProps, PaginationProps } from '@brand/ui';
import { lazy, Suspense } from 'react';

/**
 * Parts of the shopping pages that are not in their first screen, each its own chunk loaded when
 * it is first drawn (issue 26: initial script per route). Its place keeps the part's height
 * (styles/shop.css, measured at 375 and 1280 px) before and after it arrives, so nothing
 * around it moves.
 *
 * - The pagination under a product grid: drawn when the products have arrived, below them.
 * - The box coverage calculator: only products sold by the box have it; appliances and fixtures
 *   never load it.
 */
const Pagination = lazy(() => import('./pagination.ts'));
const BoxCoverageCalculator = lazy(() => import('./box-coverage.ts'));

export function LazyPagination(props: PaginationProps) {
  return (
    <div className="shop-pagination-slot">
      <Suspense fallback={null}>
        <Pagination {...props} />
      </Suspense>
    </div>
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
