'use client';
import { formatUsd, type PriceLineInput, type SizeInput } from '@brand/core/rules';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { PriceLine } from '../price-line/price-line';
import { Size } from '../size/size';

export interface ProductCardData extends PriceLineInput {
  name: string;
  brand?: string | null;
  imageUrl?: string | null;
  /** `srcset` of the image when it comes in several widths (generated catalogue drawings). */
  imageSrcSet?: string;
  /** `sizes` for `imageSrcSet`: the card's rendered width. */
  imageSizes?: string;
  /** The product page (site route /product/{hash}/{vsd_id}). */
  href?: string;
  size?: SizeInput | null;
  /**
   * The vendor's wholesale price per selling unit, in cents, for viewers who may see it (Pros,
   * Admins, the product's vendor: core `productMoneyFields`). Shown beside the customer price.
   */
  wholesalePriceCents?: number | null;
}

type ProductCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  product: ProductCardData;
  /** With it, an "Add to cart" button. */
  onAddToCart?: () => void;
  /** Busy state of the add button. */
  adding?: boolean;
  /** Replaces the default action area. */
  action?: ReactNode;
};

/** A product tile: image, brand, name (a link when `href`), size and the price line. */
function ProductCard({
  product,
  onAddToCart,
  adding = false,
  action,
  className,
  ...props
}: ProductCardProps) {
  const {
    name,
    brand,
    imageUrl,
    imageSrcSet,
    imageSizes,
    href,
    size,
    wholesalePriceCents,
    ...price
  } = product;
  return (
    <article data-slot="product-card" className={cn('bui-product-card', className)} {...props}>
      <div className="bui-product-card__media">
        {imageUrl ? (
          <img
            src={imageUrl}
            srcSet={imageSrcSet}
            sizes={imageSrcSet ? imageSizes : undefined}
            alt=""
            loading="lazy"
            className="bui-product-card__image"
          />
        ) : (
          <span className="bui-product-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="bui-product-card__body">
        {brand ? <p className="bui-product-card__brand">{brand}</p> : null}
        <h3 className="bui-product-card__name">
          {href ? (
            <a href={href} className="bui-product-card__link">
              {name}
            </a>
          ) : (
            name
          )}
        </h3>
        <Size size={size} />
        <PriceLine {...price} size="sm" />
        {wholesalePriceCents != null ? (
          <p className="bui-product-card__wholesale">
            Wholesale price {formatUsd(wholesalePriceCents)}; customers pay{' '}
            {formatUsd(price.unitPriceCents)}
          </p>
        ) : null}
      </div>
      {action ??
        (onAddToCart ? (
          <Button
            variant="secondary"
            size="sm"
            loading={adding}
            onClick={onAddToCart}
            aria-label={`Add to cart: ${name}`}
          >
            Add to cart
          </Button>
        ) : null)}
    </article>
  );
}

/** The loading placeholder of a ProductCard (lists show skeletons, never blanks). */
function ProductCardSkeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="product-card-skeleton"
      className={cn('bui-product-card', className)}
      aria-hidden="true"
      {...props}
    >
      <span className="bui-skeleton bui-product-card__media" />
      <span className="bui-skeleton" style={{ height: 14, width: '40%' }} />
      <span className="bui-skeleton" style={{ height: 18, width: '85%' }} />
      <span className="bui-skeleton" style={{ height: 22, width: '60%' }} />
    </div>
  );
}

export { ProductCard, type ProductCardProps, ProductCardSkeleton };
