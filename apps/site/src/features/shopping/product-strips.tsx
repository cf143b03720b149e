import type { ProductSummary } from '@brand/core/contract';
import { ProductCard } from '@brand/ui';
import { useId } from 'react';
import { productCardData } from './product-cards.ts';

/** The product page's suggestions: each strip only when it has products. */
export interface ProductSuggestions {
  top: ProductSummary[];
  also: ProductSummary[];
  recent: ProductSummary[];
}

function ProductStrip({
  title,
  products,
  vsdId,
}: {
  title: string;
  products: ProductSummary[] | null;
  vsdId: string | null;
}) {
  const id = useId();
  if (!products || products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="shop-grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={productCardData(product, vsdId)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Under a product: its top products, customers also viewed and recently viewed (spec 1 §2,
 * the product page), a chunk of its own loaded beside the product page's.
 */
export default function ProductStrips({
  suggestions,
  vsdId,
}: {
  suggestions: ProductSuggestions | null;
  vsdId: string | null;
}) {
  return (
    <>
      <ProductStrip title="Top products" products={suggestions?.top ?? null} vsdId={vsdId} />
      <ProductStrip
        title="Customers also viewed"
        products={suggestions?.also ?? null}
        vsdId={vsdId}
      />
      <ProductStrip title="Recently viewed" products={suggestions?.recent ?? null} vsdId={vsdId} />
    </>
  );
}
