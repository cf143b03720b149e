import { type Order, type OrderItem, VALIDATION_MESSAGES } from '@brand/core/contract';
import { formatUsd, toCents } from '@brand/core/rules';
import {
  Button,
  Field,
  FieldError,
  FieldLabel,
  FieldTextarea,
  useAction,
  useSchemaForm,
} from '@brand/ui';
import { useClient } from '../../lib/brand.tsx';
import { InlineForm, InlineFormOpener, useInlineForm } from '../../lib/inline-form.tsx';
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
  // Cancel, accept or reject: one at a time; the order reloads after each, refused or not (a
  // refusal's message is the client's toast).
  const write = useAction({
    perform: (call: () => Promise<unknown>) => call(),
    onSettled: () => onChanged(),
  });
  const busy = write.isPending;
  const run = (call: () => Promise<unknown>) => write.run(call);
  const now = new Date();
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
  const form = useSchemaForm({
    initialValues: { reason: '' },
    clearOnEdit: false,
    validate: ({ reason }): Record<string, string> =>
      reason.trim() ? {} : { reason: VALIDATION_MESSAGES.returnReasonRequired },
    submit: (_input, { reason }) => onSubmit(reason.trim()),
    reload: [onDone],
  });

  if (!inline.open) {
    return (
      <InlineFormOpener form={inline} disabled={busy} label={`Return item ${item.product_name}`}>
        Return item
      </InlineFormOpener>
    );
  }
  return (
    <InlineForm
      inline={inline}
      form={form}
      compact
      className="site-return"
      label={`Return ${item.product_name}`}
      submitLabel="Request return"
      cancelLabel="Keep item"
      disabled={busy}
    >
      <Field invalid={Boolean(form.errors.reason)}>
        <FieldLabel>Why are you returning this item?</FieldLabel>
        <FieldTextarea rows={2} maxLength={REASON_MAX} {...form.control('reason')} autoFocus />
        <FieldError role="alert">{form.errors.reason}</FieldError>
      </Field>
    </InlineForm>
  );
}
