'use client';
import { ApiError } from '@brand/core/client';
import { type SizeInput, sizeLabel } from '@brand/core/rules';
import { type ComponentProps, useId } from 'react';
import { PriceLine, type PriceLineProps } from '../../commerce/price-line/price-line';
import { QuantityBox } from '../../commerce/quantity-box/quantity-box';
import { cn } from '../../lib/cn';
import { useAction } from '../../lib/use-action';
import { Button } from '../../primitives/button/button';
import { useOptionalToast } from '../../primitives/toast/toast';

/** One checklist item (DOMAIN.md: product, qty, note, checked). */
export interface ChecklistItemRow {
  id: number | string;
  name: string;
  qty: number;
  note: string | null;
  checked: boolean;
  size?: SizeInput | null;
  minUnit?: number;
  /** The product's price line (spec 2 §2.1), when known. */
  price?: Pick<PriceLineProps, 'unitPriceCents' | 'categoryUnit' | 'boxSqft' | 'uom'>;
}

type ProjectChecklistProps = Omit<ComponentProps<'section'>, 'children' | 'onToggle'> & {
  items: readonly ChecklistItemRow[];
  status?: 'loading' | 'ready' | 'error';
  /** The error catalogue's message when `status` is 'error'. */
  errorMessage?: string;
  onRetry?: () => void;
  onToggle?: (item: ChecklistItemRow, checked: boolean) => void;
  onQtyChange?: (item: ChecklistItemRow, qty: number) => void;
  onNoteChange?: (item: ChecklistItemRow, note: string) => void;
  /** With it, a Remove button per item. */
  onRemove?: (item: ChecklistItemRow) => void;
  /** "Add all to cart" (sync_to_bulk_cart). */
  onAddAllToCart?: () => Promise<unknown>;
  /** "Share to contractor": resolves with the server's `{ message }` for the success toast. */
  onShare?: () => Promise<{ message?: string } | unknown>;
};

function messageOf(value: unknown): string | undefined {
  const message = (value as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * The project checklist (spec 2 §2.6, DOMAIN.md): items with qty, note and checked; "Add all to
 * cart"; "Share with your Pro" with a success toast (the server's message) or an error toast.
 */
function ProjectChecklist({
  items,
  status = 'ready',
  errorMessage,
  onRetry,
  onToggle,
  onQtyChange,
  onNoteChange,
  onRemove,
  onAddAllToCart,
  onShare,
  className,
  ...props
}: ProjectChecklistProps) {
  const toast = useOptionalToast();
  const titleId = useId();
  // One write at a time: "Add all to cart" or "Share with your Pro", with its success message.
  const bulk = useAction<
    { kind: 'add' | 'share'; action: () => Promise<unknown>; fallback: string },
    unknown
  >({
    perform: ({ action }) => action(),
    onSuccess: (result, { fallback }) => {
      toast?.success(messageOf(result) ?? fallback);
    },
    onError: (error) => {
      // Core's transport already toasted request failures; anything else is ours to show.
      if (!(error instanceof ApiError))
        toast?.error(messageOf(error) ?? 'Something went wrong. Please try again.');
    },
  });
  const busy = bulk.status === 'pending' ? bulk.variables.kind : null;
  const run = (kind: 'add' | 'share', action: () => Promise<unknown>, fallback: string) =>
    bulk.run({ kind, action, fallback });

  return (
    <section
      aria-labelledby={titleId}
      data-slot="project-checklist"
      data-state={status}
      className={cn('bui-checklist', className)}
      {...props}
    >
      <header className="bui-checklist__header">
        <h2 id={titleId} className="bui-checklist__title">
          Project checklist
        </h2>
        <div className="bui-checklist__actions">
          {onShare ? (
            <Button
              variant="secondary"
              size="sm"
              loading={busy === 'share'}
              disabled={status !== 'ready' || items.length === 0}
              onClick={() => void run('share', onShare, 'Checklist shared with your Pro.')}
            >
              Share with your Pro
            </Button>
          ) : null}
          {onAddAllToCart ? (
            <Button
              size="sm"
              loading={busy === 'add'}
              disabled={status !== 'ready' || items.length === 0}
              onClick={() =>
                void run('add', onAddAllToCart, 'All checklist items were added to your cart.')
              }
            >
              Add all to cart
            </Button>
          ) : null}
        </div>
      </header>
      {status === 'loading' ? (
        <div role="status" aria-label="Loading checklist" className="bui-checklist__list">
          {[0, 1, 2].map((row) => (
            <span key={row} className="bui-skeleton" style={{ height: 56 }} />
          ))}
        </div>
      ) : status === 'error' ? (
        <div role="alert" className="bui-alert" data-tone="error">
          <p>{errorMessage ?? 'The checklist could not be loaded.'}</p>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      ) : items.length === 0 ? (
        <div className="bui-empty">
          <p>Your checklist is empty. Add products from the showroom to plan your project.</p>
        </div>
      ) : (
        <ul className="bui-checklist__list">
          {items.map((item) => {
            const size = sizeLabel(item.size);
            return (
              <li
                key={item.id}
                className="bui-checklist__item"
                data-state={item.checked ? 'checked' : 'unchecked'}
              >
                <label className="bui-checklist__check">
                  <input
                    type="checkbox"
                    checked={item.checked}
                    disabled={!onToggle}
                    onChange={(event) => onToggle?.(item, event.target.checked)}
                  />
                  <span className="bui-checklist__name">{item.name}</span>
                  {size ? <span className="bui-checklist__size">{size}</span> : null}
                </label>
                {item.price ? <PriceLine {...item.price} size="sm" /> : null}
                <QuantityBox
                  value={item.qty}
                  minUnit={item.minUnit}
                  label={`Quantity of ${item.name}`}
                  disabled={!onQtyChange}
                  onValueChange={(qty) => onQtyChange?.(item, qty)}
                />
                <input
                  className="bui-input bui-checklist__note"
                  aria-label={`Note for ${item.name}`}
                  placeholder="Add a note"
                  defaultValue={item.note ?? ''}
                  readOnly={!onNoteChange}
                  onBlur={(event) => {
                    if (event.target.value !== (item.note ?? ''))
                      onNoteChange?.(item, event.target.value);
                  }}
                />
                {onRemove ? (
                  <Button
                    variant="link"
                    size="sm"
                    onClick={() => onRemove(item)}
                    aria-label={`Remove ${item.name}`}
                  >
                    Remove
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export { ProjectChecklist, type ProjectChecklistProps };
