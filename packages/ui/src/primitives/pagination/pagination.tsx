'use client';
import { DEFAULT_PAGE_SIZE, sanitizePageJump } from '@brand/core/rules';
import { type ComponentProps, useId, useState } from 'react';
import { cn } from '../../lib/cn';

type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  /** Controlled page (1-based). */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** last_page of the record set; or give `total` (and `pageSize`). */
  lastPage?: number;
  total?: number;
  /** spec: default page size 10. The current size when `pageSizeOptions` are given. */
  pageSize?: number;
  /**
   * The page sizes a shopper may pick (a "Per page" select beside the pages, e.g. core's
   * LISTING_PAGE_SIZES); shown with `onPageSizeChange`, also on a single page.
   */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Numbered buttons on each side of the current page. */
  siblings?: number;
};

function pageItems(page: number, last: number, siblings: number): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  const from = Math.max(2, page - siblings);
  const to = Math.min(last - 1, page + siblings);
  items.push(1);
  if (from > 2) items.push('gap');
  for (let n = from; n <= to; n += 1) items.push(n);
  if (to < last - 1) items.push('gap');
  if (last > 1) items.push(last);
  return items;
}

/**
 * Pagination of a record set (spec 1 §3, §5, §9): default 10 per page, previous / next, page
 * numbers, and a page-jump box that keeps digits only and caps at the last page (core's
 * `sanitizePageJump`), and with `pageSizeOptions` a "Per page" select.
 */
function Pagination({
  page,
  defaultPage = 1,
  onPageChange,
  lastPage,
  total,
  pageSize = DEFAULT_PAGE_SIZE,
  siblings = 1,
  pageSizeOptions,
  onPageSizeChange,
  className,
  ...props
}: PaginationProps) {
  const last = Math.max(1, lastPage ?? Math.ceil((total ?? 0) / pageSize));
  const [inner, setInner] = useState(defaultPage);
  const current = Math.min(Math.max(page ?? inner, 1), last);
  const [jump, setJump] = useState('');
  const id = useId();
  const sizeId = useId();

  const go = (next: number) => {
    const target = Math.min(Math.max(next, 1), last);
    if (target === current) return;
    if (page === undefined) setInner(target);
    onPageChange?.(target);
  };

  return (
    <nav
      aria-label="Pagination"
      data-slot="pagination"
      className={cn('bui-pagination', className)}
      {...props}
    >
      <ul className="bui-pagination__list">
        <li>
          <button
            type="button"
            className="bui-pagination__button"
            onClick={() => go(current - 1)}
            disabled={current <= 1}
            aria-label="Previous page"
          >
            ‹
          </button>
        </li>
        {pageItems(current, last, siblings).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${index}`} className="bui-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="bui-pagination__button bui-tabular"
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="bui-pagination__button"
            onClick={() => go(current + 1)}
            disabled={current >= last}
            aria-label="Next page"
          >
            ›
          </button>
        </li>
      </ul>
      {last > 1 ? (
        <form
          className="bui-pagination__jump"
          onSubmit={(event) => {
            event.preventDefault();
            if (jump === '') return;
            const target = sanitizePageJump(jump, last);
            setJump(String(target));
            go(target);
          }}
        >
          <label htmlFor={id} className="bui-label">
            Go to page
          </label>
          <input
            id={id}
            className="bui-input bui-pagination__input bui-tabular"
            inputMode="numeric"
            autoComplete="off"
            value={jump}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '');
              setJump(digits === '' ? '' : String(sanitizePageJump(digits, last)));
            }}
          />
          <button type="submit" className="bui-pagination__button bui-pagination__go">
            Go
          </button>
          <span className="bui-pagination__of">of {last}</span>
        </form>
      ) : null}
      {pageSizeOptions && onPageSizeChange ? (
        <div className="bui-pagination__size">
          <label htmlFor={sizeId} className="bui-label">
            Per page
          </label>
          <select
            id={sizeId}
            className="bui-input bui-pagination__select bui-tabular"
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </nav>
  );
}

export { Pagination, type PaginationProps };
