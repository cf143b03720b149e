import { type Order, type OrderItem, VALIDATION_MESSAGES } from '@brand/core/contract';
import { canProposePriceChange, formatUsd, toCents } from '@brand/core/rules';
import { Button, Field, FieldError, FieldInput, FieldLabel, useToast } from '@brand/ui';
import { useRef, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { serverErrors } from '../../lib/form-fields.tsx';
import { InlineFormOpener, useInlineForm } from '../../lib/inline-form.tsx';

/**
 * The vendor's price changes (DOMAIN.md "the vendor proposes a new unit price for an item; the
 * customer accepts or rejects"): per item still before fulfilment (core's
 * canProposePriceChange), "Propose a new price" opens a form with the new unit price and an
 * optional note. A proposal waiting for the customer is shown instead of the button.
 */
export function VendorItems({
  order,
  onChanged,
}: {
  order: Order;
  onChanged: () => Promise<void>;
}) {
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
      <Field className="site-field" invalid={Boolean(errors.final_price)}>
        <FieldLabel>New unit price ($), now {formatUsd(toCents(item.final_price))}</FieldLabel>
        <FieldInput
          ref={priceField}
          inputMode="decimal"
          autoFocus
          value={price}
          onChange={(event) => setPrice(event.target.value.replace(/[^\d.]/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
        <FieldError role="alert">{errors.final_price}</FieldError>
      </Field>
      <Field className="site-field" invalid={Boolean(errors.note)}>
        <FieldLabel>Note to the customer (optional)</FieldLabel>
        <FieldInput
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <FieldError role="alert">{errors.note}</FieldError>
      </Field>
      <Button type="submit" size="sm" disabled={inline.sending}>
        Propose price
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={close}>
        Cancel
      </Button>
    </form>
  );
}
