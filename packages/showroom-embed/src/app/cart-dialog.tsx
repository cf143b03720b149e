import type { ProjectTan } from '@brand/core/contract';
import { useAction } from '@brand/ui';
import { useState } from 'react';
import { cartDetail } from './cart.ts';
import { useEmbed } from './context.ts';
import { EmbedDialog } from './dialog.tsx';
import { clampQuantity, formatUsd, sizeText, toCents } from './format.ts';

/** The marketplace's /cart with this temporary cart (see docs/embed.md "Checkout"). */
export function checkoutUrl(apiBase: string, showroom: string, cartId: string): string {
  const url = new URL('/cart', apiBase);
  url.searchParams.set('cart_id', cartId);
  url.searchParams.set('showroom', showroom);
  return url.href;
}

/** Said on the Pro's page once the cart went to the marketplace's checkout (ours). */
export const HANDED_OFF = 'Your cart opened at checkout in a new tab.';

export default function CartDialog({ onClose }: { onClose: () => void }) {
  const { api, showroom, controller, cart, updateCart, notify, reportError } = useEmbed();
  const lines = cart?.Project_tans ?? [];
  const cartId = cart?.temp_project_id ?? null;
  const url = cartId ? checkoutUrl(controller.getState().apiBase, showroom, cartId) : null;
  // A line's quantity or removal, through ui's action engine; the answer is the cart.
  const change = useAction({
    perform: async ({ lineId, qty }: { lineId: number; qty: number | null }) => {
      if (!cartId) throw new Error('No cart to change.');
      if (qty !== null) return api.updateLine({ showroom, tempProjectId: cartId, lineId, qty });
      await api.removeLine({ showroom, tempProjectId: cartId, lineId });
      return api.cart({ showroom, tempProjectId: cartId });
    },
    onSuccess: (next) => updateCart(next),
    onError: (error) => reportError(error),
  });

  return (
    <EmbedDialog title="Your cart" onClose={onClose} size="md">
      {lines.length === 0 || !cartId ? (
        <p className="bse-empty">Your cart is empty. Open a product and add it to the cart.</p>
      ) : (
        <>
          <ul className="bse-lines" aria-label="Cart lines">
            {lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                onChange={(qty) => change.run({ lineId: line.id, qty })}
                onRemove={() => change.run({ lineId: line.id, qty: null })}
              />
            ))}
          </ul>
          <p className="bse-total bui-tabular">
            Subtotal {formatUsd(toCents(cart?.subtotal ?? 0))}
          </p>
          {url ? (
            <a
              className="bse-button bse-button--primary bse-checkout"
              href={url}
              target="_blank"
              rel="noopener"
              onClick={(event) => {
                const proceed = controller.emit('checkout', { ...cartDetail(showroom, cart), url });
                if (!proceed) {
                  event.preventDefault();
                  return;
                }
                api.track({ showroom, event: 'handoff' });
                // The cart now lives in the marketplace's tab: this page forgets it (and its
                // stored copy) once the link has been followed.
                setTimeout(() => {
                  updateCart(null);
                  notify(HANDED_OFF);
                  onClose();
                }, 0);
              }}
            >
              Checkout
            </a>
          ) : null}
        </>
      )}
    </EmbedDialog>
  );
}

function CartLine({
  line,
  onChange,
  onRemove,
}: {
  line: ProjectTan;
  onChange: (qty: number) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}) {
  const [text, setText] = useState(String(line.qty));
  const min = line.product.min_unit;
  return (
    <li className="bse-line">
      <span className="bse-line__name">
        {line.product.name}
        {line.size && sizeText(line.size) ? (
          <span className="bse-muted"> · {sizeText(line.size)}</span>
        ) : null}
      </span>
      <label className="bse-line__qty">
        <span className="bui-sr-only">Quantity of {line.product.name}</span>
        <input
          className="bse-input bse-input--qty"
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
          onBlur={() => {
            const qty = clampQuantity(text, min);
            setText(String(qty));
            if (qty !== line.qty) void onChange(qty);
          }}
        />
      </label>
      <span className="bse-line__total bui-tabular">{formatUsd(toCents(line.line_total))}</span>
      <button
        type="button"
        className="bse-button bse-button--ghost"
        aria-label={`Remove ${line.product.name}`}
        onClick={() => void onRemove()}
      >
        Remove
      </button>
    </li>
  );
}
