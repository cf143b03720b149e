'use client';
import type { ComponentProps } from 'react';
import { useStore } from 'zustand';
import { cn } from '../../lib/cn';
import { useBrandStores } from '../../provider/brand-provider';

type CartBadgeProps = Omit<ComponentProps<'a'>, 'children'> & {
  /** The count to show; without it, the BrandProvider cart's badge (sum of quantities). */
  count?: number;
  /** Accessible label prefix. */
  label?: string;
};

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="19" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19" r="1.5" fill="currentColor" />
    </svg>
  );
}

function useCartCount(): number {
  const { cart } = useBrandStores();
  return useStore(cart, (state) => state.badge);
}

/** The header cart icon: a link to /cart whose badge is the sum of line quantities (spec 2 §2.5). */
function CartBadge({ count, label = 'Cart', href = '/cart', className, ...props }: CartBadgeProps) {
  return count === undefined ? (
    <BoundCartBadge label={label} href={href} className={className} {...props} />
  ) : (
    <CartBadgeView count={count} label={label} href={href} className={className} {...props} />
  );
}

function BoundCartBadge(props: Omit<CartBadgeProps, 'count'> & { label: string }) {
  return <CartBadgeView count={useCartCount()} {...props} />;
}

function CartBadgeView({
  count,
  label,
  href,
  className,
  ...props
}: Omit<CartBadgeProps, 'count' | 'label'> & { count: number; label: string }) {
  const shown = count > 99 ? '99+' : String(count);
  const noun = count === 1 ? 'item' : 'items';
  return (
    <a
      data-slot="cart-badge"
      href={href}
      aria-label={`${label}, ${shown} ${noun}`}
      className={cn('bui-cart-badge', className)}
      {...props}
    >
      <CartIcon />
      {count > 0 ? <span className="bui-cart-badge__count bui-tabular">{shown}</span> : null}
    </a>
  );
}

export { CartBadge, type CartBadgeProps };
