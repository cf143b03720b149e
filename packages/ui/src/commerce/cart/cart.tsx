'use client';
import { formatUsd, type SizeInput } from '@brand/core/rules';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { PriceLine } from '../price-line/price-line';
import { QuantityBox } from '../quantity-box/quantity-box';
import { Size } from '../size/size';

/** The cart: a section named "Cart". Compose Cart.Line, Cart.Summary and Cart.Empty inside. */
function CartRoot({
  className,
  title = 'Your cart',
  children,
  ...props
}: ComponentProps<'section'> & { title?: string }) {
  return (
    <section data-slot="cart" aria-label="Cart" className={cn('bui-cart', className)} {...props}>
      <h2 className="bui-cart__title">{title}</h2>
      {children}
    </section>
  );
}

/** The list of lines. */
function CartLines({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-slot="cart-lines" className={cn('bui-cart__lines', className)} {...props} />;
}

type CartLineProps = Omit<ComponentProps<'li'>, 'children'> & {
  name: string;
  imageUrl?: string | null;
  href?: string;
  size?: SizeInput | null;
  /** Customer unit price, cents. */
  unitPriceCents: number;
  categoryUnit?: string | null;
  boxSqft?: number | string | null;
  uom?: string | null;
  qty: number;
  minUnit?: number;
  onQuantityChange?: (qty: number) => void;
  onRemove?: () => void;
  /** A change or removal of this line is on its way. */
  pending?: boolean;
};

/** One Project_tans line: product, price line, quantity box, line total and Remove. */
function CartLine({
  name,
  imageUrl,
  href,
  size,
  unitPriceCents,
  categoryUnit,
  boxSqft,
  uom,
  qty,
  minUnit,
  onQuantityChange,
  onRemove,
  pending = false,
  className,
  ...props
}: CartLineProps) {
  return (
    <li
      data-slot="cart-line"
      data-state={pending ? 'pending' : 'idle'}
      aria-busy={pending || undefined}
      className={cn('bui-cart__line', className)}
      {...props}
    >
      <div className="bui-cart__media">
        {imageUrl ? <img src={imageUrl} alt="" className="bui-cart__image" /> : null}
      </div>
      <div className="bui-cart__info">
        <h3 className="bui-cart__name">{href ? <a href={href}>{name}</a> : name}</h3>
        <Size size={size} label="Size" />
        <PriceLine
          unitPriceCents={unitPriceCents}
          categoryUnit={categoryUnit}
          boxSqft={boxSqft}
          uom={uom}
          size="sm"
        />
      </div>
      <div className="bui-cart__actions">
        <QuantityBox
          value={qty}
          minUnit={minUnit}
          label={`Quantity of ${name}`}
          disabled={pending || !onQuantityChange}
          onValueChange={onQuantityChange}
        />
        <p className="bui-cart__total bui-tabular">{formatUsd(unitPriceCents * qty)}</p>
        {onRemove ? (
          <Button
            variant="link"
            size="sm"
            disabled={pending}
            onClick={onRemove}
            aria-label={`Remove ${name}`}
          >
            Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
}

type CartSummaryProps = ComponentProps<'div'> & {
  /** Sum of the lines, cents. */
  subtotalCents: number;
  /** Sum of the quantities (the badge). */
  itemCount: number;
  /** The checkout action, e.g. a "Checkout" button or link. */
  action?: ReactNode;
};

/** The totals: items, subtotal, a note on taxes and shipping, and the checkout action. */
function CartSummary({
  subtotalCents,
  itemCount,
  action,
  className,
  children,
  ...props
}: CartSummaryProps) {
  return (
    <div data-slot="cart-summary" className={cn('bui-cart__summary', className)} {...props}>
      <dl className="bui-cart__figures">
        <div>
          <dt>Items</dt>
          <dd className="bui-tabular">{itemCount}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd className="bui-tabular bui-cart__subtotal">{formatUsd(subtotalCents)}</dd>
        </div>
      </dl>
      <p className="bui-cart__note">Taxes, fees and shipping are calculated at checkout.</p>
      {children}
      {action}
    </div>
  );
}

/** The empty state: a sentence and an action (never a blank page). */
function CartEmpty({
  className,
  children = 'Your cart is empty.',
  action,
  ...props
}: ComponentProps<'div'> & { action?: ReactNode }) {
  return (
    <div data-slot="cart-empty" className={cn('bui-empty', className)} {...props}>
      <p>{children}</p>
      {action}
    </div>
  );
}

/** Loading skeleton of the cart lines. */
function CartSkeleton({ lines = 2 }: { lines?: number }) {
  return (
    <div className="bui-cart__lines" role="status" aria-label="Loading cart">
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <span key={index} className="bui-skeleton" style={{ height: 96 }} />
      ))}
    </div>
  );
}

/** Compound cart: Cart.Root, Cart.Lines, Cart.Line, Cart.Summary, Cart.Empty, Cart.Skeleton. */
const Cart = {
  Root: CartRoot,
  Lines: CartLines,
  Line: CartLine,
  Summary: CartSummary,
  Empty: CartEmpty,
  Skeleton: CartSkeleton,
};

export {
  Cart,
  CartEmpty,
  CartLine,
  type CartLineProps,
  CartLines,
  CartRoot,
  CartSkeleton,
  CartSummary,
  type CartSummaryProps,
};
