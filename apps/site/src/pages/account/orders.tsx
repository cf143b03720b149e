import {
  type Order,
  type OrderItem,
  type UserType,
  VALIDATION_MESSAGES,
} from '@brand/core/contract';
import { canProposePriceChange, formatDate, formatUsd, toCents } from '@brand/core/rules';
import { Button, Pagination, useToast } from '@brand/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useClient } from '../../brand.tsx';
import { LazyOrderItemsPopup } from '../../shell/lazy-controls.tsx';
import { FieldError, invalidProps, serverErrors } from '../access/form.tsx';
import { InlineFormOpener, useInlineForm } from './inline-form.tsx';
import { customerItemActions } from './item-actions.ts';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; orders: Order[]; page: number; lastPage: number; total: number };

const TITLES: Record<UserType, string> = {
  User: 'My orders',
  Contractor: 'Orders in my showroom',
  Vendor: 'Order items to fulfil',
  Admin: 'All orders',
};

/**
 * The caller's orders by role (GET /api/orders; the server picks them and enforces every
 * write). Items open in ui's OrderItemsPopup with the StatusSelect for the roles that move
 * statuses (loaded on intent); a refused change shows the server's message (the client's toast) and reloads.
 */
export function OrdersSection({ role }: { role: UserType }) {
  const client = useClient();
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const refresh = useCallback(async () => {
    try {
      const answer = await client.orders.orders({ query: { page } });
      const { data, current_page, last_page, total } = answer.data;
      setLoad({ state: 'ready', orders: data, page: current_page, lastPage: last_page, total });
    } catch (error) {
      setLoad({ state: 'error', message: (error as Error).message });
    }
  }, [client, page]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const headingId = `orders-${role}`;
  return (
    <section aria-labelledby={headingId} className="site-account__section">
      <h2 id={headingId}>{TITLES[role]}</h2>
      {load.state === 'loading' ? <p role="status">Loading orders…</p> : null}
      {load.state === 'error' ? (
        <p role="alert">
          {load.message}{' '}
          <Button type="button" variant="link" onClick={() => void refresh()}>
            Try again
          </Button>
        </p>
      ) : null}
      {load.state === 'ready' && load.orders.length === 0 ? <p>No orders yet.</p> : null}
      {load.state === 'ready' && load.orders.length > 0 ? (
        <>
          <ul className="site-orders">
            {load.orders.map((order) => (
              <OrderRow key={order.id} order={order} role={role} onChanged={refresh} />
            ))}
          </ul>
          {load.lastPage > 1 ? (
            <Pagination
              page={load.page}
              lastPage={load.lastPage}
              total={load.total}
              onPageChange={setPage}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function OrderRow({
  order,
  role,
  onChanged,
}: {
  order: Order;
  role: UserType;
  onChanged: () => Promise<void>;
}) {
  const client = useClient();
  const setStatus = async (item: { id: number | string }, to: OrderItem['status']) => {
    try {
      await client.orders.setOrderItemStatus({
        params: { id: Number(item.id) },
        body: { status: to },
      });
    } catch {
      // The client showed the server's message (e.g. a 403); the list shows the stored status.
    }
    await onChanged();
  };
  return (
    <li className="site-order">
      <h3>Order {order.number}</h3>
      <p>
        Placed {formatDate(order.created_at)} · {order.status} · Total{' '}
        <span className="bui-tabular">{formatUsd(toCents(order.totals.total))}</span>
      </p>
      <LazyOrderItemsPopup
        items={order.items}
        viewerRole={role}
        orderNumber={order.number}
        onStatusChange={
          role === 'User' ? undefined : (item, change) => void setStatus(item, change.to)
        }
      />
      {role === 'User' ? <CustomerItems order={order} onChanged={onChanged} /> : null}
      {role === 'Vendor' ? <VendorItems order={order} onChanged={onChanged} /> : null}
    </li>
  );
}

/** Cancel (60 minutes), return (12 days) and price-change answers, per item (spec 2 §9). */
function CustomerItems({ order, onChanged }: { order: Order; onChanged: () => Promise<void> }) {
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const now = new Date();
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
    } catch {
      // The client's toast shows the server's message.
    } finally {
      setBusy(false);
    }
    await onChanged();
  };
  const rows = order.items
    .map((item) => ({ item, can: customerItemActions(order, item, now) }))
    .filter(({ can }) => can.cancel || can.return || can.answerPriceChange);
  if (rows.length === 0) return null;
  return (
    <ul className="site-order__actions" aria-label={`Actions for order ${order.number}`}>
      {rows.map(({ item, can }) => {
        const params = { id: item.id };
        return (
          <li key={item.id}>
            <span>{item.product_name}</span>
            {can.cancel ? (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`Cancel item ${item.product_name}`}
                onClick={() => void run(() => client.orders.cancelOrderItem({ params }))}
              >
                Cancel item
              </Button>
            ) : null}
            {can.return ? (
              <ReturnItem
                item={item}
                busy={busy}
                onSubmit={(reason) => client.orders.requestReturn({ params, body: { reason } })}
                onDone={onChanged}
              />
            ) : null}
            {can.answerPriceChange && item.pending_price_change ? (
              <>
                <span>
                  New price {formatUsd(toCents(item.pending_price_change.proposed_final_price))}
                </span>
                <Button
                  type="button"
                  size="sm"
                  disabled={busy}
                  aria-label={`Accept the new price of ${item.product_name}`}
                  onClick={() =>
                    void run(() =>
                      client.orders.answerPriceChange({ params, body: { accept: true } }),
                    )
                  }
                >
                  Accept
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Reject the new price of ${item.product_name}`}
                  onClick={() =>
                    void run(() =>
                      client.orders.answerPriceChange({ params, body: { accept: false } }),
                    )
                  }
                >
                  Reject
                </Button>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The contract's limit on a return reason (ReturnRequestBodySchema). */
const REASON_MAX = 1000;

/**
 * "Return item" opens a short form in place: the reason (required, the contract's message when
 * blank) and Request return / Keep item. A refused request keeps the typed reason and shows the
 * server's field error beside it; the client's toast carries the catalogue's message.
 */
function ReturnItem({
  item,
  busy,
  onSubmit,
  onDone,
}: {
  item: OrderItem;
  busy: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onDone: () => Promise<void>;
}) {
  const id = useId();
  const inline = useInlineForm();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  if (!inline.open) {
    return (
      <InlineFormOpener form={inline} disabled={busy} label={`Return item ${item.product_name}`}>
        Return item
      </InlineFormOpener>
    );
  }
  const close = () => {
    setError(null);
    inline.close();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(VALIDATION_MESSAGES.returnReasonRequired);
      field.current?.focus();
      return;
    }
    setError(null);
    const sent = await inline.send(
      () => onSubmit(reason.trim()),
      (caught) => setError(serverErrors(caught).reason ?? null),
    );
    if (sent) await onDone();
  };
  return (
    <form
      className="site-form site-return"
      noValidate
      aria-label={`Return ${item.product_name}`}
      onSubmit={(event) => void submit(event)}
    >
      <p className="site-field">
        <label htmlFor={`${id}-reason`}>Why are you returning this item?</label>
        <textarea
          ref={field}
          id={`${id}-reason`}
          className="bui-input"
          rows={2}
          maxLength={REASON_MAX}
          value={reason}
          // biome-ignore lint/a11y/noAutofocus: the form opens on the visitor's own request
          autoFocus
          {...invalidProps(`${id}-error`, error)}
          onChange={(event) => setReason(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
        <FieldError id={`${id}-error`} message={error} />
      </p>
      <Button type="submit" size="sm" disabled={busy || inline.sending}>
        Request return
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={close}>
        Keep item
      </Button>
    </form>
  );
}

/**
 * The vendor's price changes (DOMAIN.md "the vendor proposes a new unit price for an item; the
 * customer accepts or rejects"): per item still before fulfilment (core's
 * canProposePriceChange), "Propose a new price" opens a form with the new unit price and an
 * optional note. A proposal waiting for the customer is shown instead of the button.
 */
function VendorItems({ order, onChanged }: { order: Order; onChanged: () => Promise<void> }) {
  const rows = order.items.filter(
    (item) => item.pending_price_change !== null || canProposePriceChange(item.status),
  );
  if (rows.length === 0) return null;
  return (
    <ul className="site-order__actions" aria-label={`Price changes for order ${order.number}`}>
      {rows.map((item) => (
        <li key={item.id}>
          <span>{item.product_name}</span>
          {item.pending_price_change ? (
            <span>
              New price{' '}
              <span className="bui-tabular">
                {formatUsd(toCents(item.pending_price_change.proposed_final_price))}
              </span>{' '}
              proposed; waiting for the customer.
            </span>
          ) : (
            <PriceChangeForm item={item} onDone={onChanged} />
          )}
        </li>
      ))}
    </ul>
  );
}

function PriceChangeForm({ item, onDone }: { item: OrderItem; onDone: () => Promise<void> }) {
  const client = useClient();
  const { toast } = useToast();
  const id = useId();
  const inline = useInlineForm();
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const priceField = useRef<HTMLInputElement>(null);

  if (!inline.open) {
    return (
      <InlineFormOpener form={inline} label={`Propose a new price for ${item.product_name}`}>
        Propose a new price
      </InlineFormOpener>
    );
  }
  const close = () => {
    setErrors({});
    inline.close();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(price);
    if (price.trim() === '' || !Number.isFinite(value)) {
      setErrors({ final_price: VALIDATION_MESSAGES.money });
      priceField.current?.focus();
      return;
    }
    setErrors({});
    const sent = await inline.send(
      async () => {
        const answer = await client.orders.proposePriceChange({
          params: { id: item.id },
          body: { final_price: value, ...(note.trim() ? { note: note.trim() } : {}) },
        });
        toast({ variant: 'success', message: answer.message ?? 'Price change proposed.' });
      },
      (caught) => setErrors(serverErrors(caught)),
    );
    if (sent) await onDone();
  };
  return (
    <form
      className="site-form site-price-change"
      noValidate
      aria-label={`New price for ${item.product_name}`}
      onSubmit={(event) => void submit(event)}
    >
      <p className="site-field">
        <label htmlFor={`${id}-price`}>
          New unit price ($), now {formatUsd(toCents(item.final_price))}
        </label>
        <input
          ref={priceField}
          id={`${id}-price`}
          className="bui-input"
          inputMode="decimal"
          // biome-ignore lint/a11y/noAutofocus: the form opens on the vendor's own request
          autoFocus
          value={price}
          {...invalidProps(`${id}-final_price-error`, errors.final_price)}
          onChange={(event) => setPrice(event.target.value.replace(/[^\d.]/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
        <FieldError id={`${id}-final_price-error`} message={errors.final_price} />
      </p>
      <p className="site-field">
        <label htmlFor={`${id}-note`}>Note to the customer (optional)</label>
        <input
          id={`${id}-note`}
          className="bui-input"
          maxLength={1000}
          value={note}
          {...invalidProps(`${id}-note-error`, errors.note)}
          onChange={(event) => setNote(event.target.value)}
        />
        <FieldError id={`${id}-note-error`} message={errors.note} />
      </p>
      <Button type="submit" size="sm" disabled={inline.sending}>
        Propose price
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={close}>
        Cancel
      </Button>
    </form>
  );
}
