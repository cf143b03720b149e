import { type Order, type OrderItem, VALIDATION_MESSAGES } from '@brand/core/contract';
import { canProposePriceChange, formatUsd, toCents } from '@brand/core/rules';
import { Field, FieldError, FieldInput, FieldLabel, useSchemaForm, useToast } from '@brand/ui';
import { useClient } from '../../lib/brand.tsx';
import { InlineForm, InlineFormOpener, useInlineForm } from '../../lib/inline-form.tsx';

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
  const form = useSchemaForm({
    initialValues: { final_price: '', note: '' },
    clearOnEdit: false,
    validate: ({ final_price }): Record<string, string> =>
      final_price.trim() === '' || !Number.isFinite(Number(final_price))
        ? { final_price: VALIDATION_MESSAGES.money }
        : {},
    submit: async (_input, { final_price, note }) => {
      const answer = await client.orders.proposePriceChange({
        params: { id: item.id },
        body: { final_price: Number(final_price), ...(note.trim() ? { note: note.trim() } : {}) },
      });
      toast({ variant: 'success', message: answer.message ?? 'Price change proposed.' });
    },
    reload: [onDone],
  });

  if (!inline.open) {
    return (
      <InlineFormOpener form={inline} label={`Propose a new price for ${item.product_name}`}>
        Propose a new price
      </InlineFormOpener>
    );
  }
  return (
    <InlineForm
      inline={inline}
      form={form}
      compact
      className="site-price-change"
      label={`New price for ${item.product_name}`}
      submitLabel="Propose price"
    >
      <Field invalid={Boolean(form.errors.final_price)}>
        <FieldLabel>New unit price ($), now {formatUsd(toCents(item.final_price))}</FieldLabel>
        <FieldInput
          inputMode="decimal"
          autoFocus
          {...form.control('final_price')}
          onChange={(event) =>
            form.setValue('final_price', event.target.value.replace(/[^\d.]/g, ''))
          }
        />
        <FieldError role="alert">{form.errors.final_price}</FieldError>
      </Field>
      <Field invalid={Boolean(form.errors.note)}>
        <FieldLabel>Note to the customer (optional)</FieldLabel>
        <FieldInput maxLength={1000} {...form.control('note')} />
        <FieldError role="alert">{form.errors.note}</FieldError>
      </Field>
    </InlineForm>
  );
}
