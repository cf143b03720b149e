import { formatUsd, type PriceLineInput, priceLine } from '@brand/core/rules';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type PriceLineProps = Omit<ComponentProps<'p'>, 'children'> &
  PriceLineInput & {
    size?: 'sm' | 'md' | 'lg';
  };

/**
 * The product price line (spec 2 §2.1): the per-square-foot price first and prominent, then the
 * price per Box, uom or Piece, in tabular figures. Core's `priceLine` decides the parts.
 */
function PriceLine({
  unitPriceCents,
  categoryUnit,
  boxSqft,
  uom,
  size = 'md',
  className,
  ...props
}: PriceLineProps) {
  const parts = priceLine({ unitPriceCents, categoryUnit, boxSqft, uom });
  return (
    <p
      data-slot="price-line"
      data-size={size}
      className={cn('bui-price-line', className)}
      {...props}
    >
      {parts.map((part, index) => (
        <span
          key={part.unit}
          className={index === 0 ? 'bui-price-line__primary' : 'bui-price-line__secondary'}
          data-unit={part.unit}
        >
          <span className="bui-price-line__amount">{formatUsd(part.amountCents)}</span>
          <span className="bui-price-line__unit"> / {part.unit}</span>
        </span>
      ))}
    </p>
  );
}

export { PriceLine, type PriceLineProps };
