'use client';
// A client cart on core's client against the reference API: a visitor's temporary cart (no
// sign-in), kept in @brand/ui's cart store (so the header's CartBadge follows it) and shown with
// ui's Cart parts. Every call goes through core's client: typed, validated, errors as ApiError.
import { ApiError, type ProjectCart } from '@brand/core/client';
import { toCents } from '@brand/core/rules';
import { Button, Cart, CartBadge, useBrandStores, useCart } from '@brand/ui';
import { useCallback, useEffect, useState } from 'react';
import { useClient } from './providers';

/** A product of the demo catalogue (the reference API seeds ids from 1). */
const PRODUCT_ID = Number(process.env.NEXT_PUBLIC_BRAND_PRODUCT ?? '1');

type Line = ProjectCart['Project_tans'][number];

/** The API's message (core's client maps every error to the spec's catalogue), or ours. */
function failureMessage(reason: unknown): string {
  return reason instanceof ApiError ? reason.message : 'The marketplace did not answer.';
}

export function CartPanel({ showroom }: { showroom: string }) {
  const client = useClient();
  const { cart } = useBrandStores();
  const cartId = useCart((state) => state.cartId);
  const lines = useCart((state) => state.lines) as Line[];
  const [subtotal, setSubtotal] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const show = useCallback(
    (data: ProjectCart) => {
      if (data.temp_project_id) cart.getState().setCartId(data.temp_project_id);
      cart.getState().setLines(data.Project_tans);
      setSubtotal(data.subtotal);
    },
    [cart],
  );

  // The cart kept from an earlier visit (the store read its id from localStorage).
  useEffect(() => {
    if (!cartId) return;
    const controller = new AbortController();
    client.cart
      .projectCart({
        query: { temp_project_id: cartId, is_cart: 1, showroom },
        signal: controller.signal,
      })
      .then(({ data }) => show(data))
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setError(failureMessage(reason));
      });
    return () => controller.abort();
  }, [client, cartId, showroom, show]);

  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await client.cart.syncToCart({
        body: {
          product_id: PRODUCT_ID,
          qty: 1,
          showroom,
          ...(cartId ? { temp_project_id: cartId } : {}),
        },
      });
      show(data);
    } catch (reason) {
      setError(failureMessage(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Cart.Root id="cart" title="A client cart on core's client">
      <div className="example-row">
        <Button type="button" loading={busy} onClick={add}>
          Add product #{PRODUCT_ID}
        </Button>
        <CartBadge href="#cart" />
        {error ? <p role="alert">{error}</p> : null}
      </div>
      {lines.length === 0 ? (
        <Cart.Empty>Your cart is empty.</Cart.Empty>
      ) : (
        <>
          <Cart.Lines>
            {lines.map((line) => (
              <Cart.Line
                key={line.id}
                name={line.product.name}
                imageUrl={line.product.image}
                unitPriceCents={toCents(line.unit_price)}
                categoryUnit={line.product.unit}
                boxSqft={line.product.box_sqft}
                uom={line.product.uom}
                qty={line.qty}
                size={line.size}
              />
            ))}
          </Cart.Lines>
          <Cart.Summary
            subtotalCents={toCents(subtotal)}
            itemCount={lines.reduce((sum, line) => sum + line.qty, 0)}
          />
        </>
      )}
    </Cart.Root>
  );
}
