import { type Order, type OrderItem, VALIDATION_MESSAGES } from '@brand/core/contract';
import { formatUsd, toCents } from '@brand/core/rules';
import { Button, Field, FieldError, FieldLabel, FieldTextarea } from '@brand/ui';
import { useRef, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { serverErrors } from '../../lib/form-fields.tsx';
import { InlineFormOpener, useInlineForm } from '../../lib/inline-form.tsx';
import { customerItemActions } from './item-actions.ts';

/** Cancel (60 minutes), return (12 days) and price-change answers, per item (spec 2 §9). */
export function CustomerItems({
  order,
  onChanged,
}: {
  order: Order;
  onChanged: () => Promise<void>;
}) {
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
      <Field className="site-field" invalid={Boolean(error)}>
        <FieldLabel>Why are you returning this item?</FieldLabel>
        <FieldTextarea
          ref={field}
          rows={2}
          maxLength={REASON_MAX}
          value={reason}
          autoFocus
          onChange={(event) => setReason(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
        <FieldError role="alert">{error}</FieldError>
      </Field>
      <Button type="submit" size="sm" disabled={busy || inline.sending}>
        Request return
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={close}>
        Keep item
      </Button>
    </form>
  );
}
