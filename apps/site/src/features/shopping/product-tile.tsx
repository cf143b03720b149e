import { ApiError } from '@brand/core/client';
import type { ProductSummary } from '@brand/core/contract';
import { Button, ProductCard, useAction, useToast } from '@brand/ui';
import { useCartActions } from '../../lib/cart-actions.ts';
import { useChecklistActions } from '../../lib/checklist-actions.ts';
import { productCardData } from './product-cards.ts';

/**
 * A listing's product card with its two actions (issue 10): Add to cart and Add to checklist,
 * into the project of this showroom. Request failures are toasted by core's client.
 */
export function ProductTile({ product, vsdId }: { product: ProductSummary; vsdId: string }) {
  const { add } = useCartActions();
  const checklist = useChecklistActions();
  const { toast } = useToast();
  const adder = useAction({
    perform: (kind: 'cart' | 'checklist'): Promise<unknown> => {
      const item = { productId: product.id, sizeId: null, qty: product.min_unit, vsdId };
      if (kind === 'cart') return add(item);
      const { unitPriceCents, categoryUnit, boxSqft, uom } = productCardData(product, vsdId);
      const price = { unitPriceCents, categoryUnit, boxSqft, uom };
      return checklist.add({ ...item, name: product.name, price });
    },
    onError: (error) => {
      // Request failures are the client's toasts; anything else is ours to show.
      if (!(error instanceof ApiError)) {
        toast({
          variant: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    },
  });
  const busy = adder.status === 'pending' ? adder.variables : null;
  const run = (kind: 'cart' | 'checklist') => adder.run(kind);

  return (
    <ProductCard
      product={productCardData(product, vsdId)}
      action={
        <div className="shop-card-actions">
          <Button
            size="sm"
            loading={busy === 'cart'}
            onClick={() => void run('cart')}
            aria-label={`Add to cart: ${product.name}`}
          >
            Add to cart
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'checklist'}
            onClick={() => void run('checklist')}
            aria-label={`Add to checklist: ${product.name}`}
          >
            Add to checklist
          </Button>
        </div>
      }
    />
  );
}
