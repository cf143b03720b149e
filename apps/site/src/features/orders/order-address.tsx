import type { Order } from '@brand/core/contract';
import { canChangeShippingAddress, US_STATES } from '@brand/core/rules';
import { Button, Field, FieldError, FieldInput, FieldLabel, FieldSelect } from '@brand/ui';
import { type FormEvent, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { serverErrors } from '../../lib/form-fields.tsx';
import { InlineFormOpener, useInlineForm } from '../../lib/inline-form.tsx';

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * spec 2 §9: within 60 minutes of the order (core `canChangeShippingAddress`), before a vendor
 * approves an item, the customer may change its shipping address. The API re-prices tax and
 * shipping and moves the card's hold; a decline answers a message and the order keeps its
 * address.
 */
export function OrderAddress({
  order,
  onChanged,
}: {
  order: Order;
  onChanged: () => Promise<void>;
}) {
  const client = useClient();
  const inline = useInlineForm();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const a = order.shipping_address;
  const open = canChangeShippingAddress(order.created_at, new Date()) && order.status === 'Placed';
  if (!open) return null;
  if (!inline.open) {
    return (
      <InlineFormOpener form={inline} label={`Change shipping address of order ${order.number}`}>
        Change shipping address
      </InlineFormOpener>
    );
  }
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const shipping_address = {
      street: text(form, 'street'),
      apartment: text(form, 'apartment') || null,
      city: text(form, 'city'),
      state: text(form, 'state'),
      zip_code: text(form, 'zip_code'),
    };
    setErrors({});
    const sent = await inline.send(
      () =>
        client.orders.changeOrderAddress({ params: { id: order.id }, body: { shipping_address } }),
      (error) => {
        const found = serverErrors(error);
        setErrors(Object.keys(found).length > 0 ? found : { _form: (error as Error).message });
      },
    );
    if (sent) {
      inline.close();
      await onChanged();
    }
  };
  // ui's Field parts: the label, the error and their aria wiring come from the field primitive.
  const field = (name: string, label: string, value: string, autoComplete: string) => {
    const error = errors[`shipping_address.${name}`];
    return (
      <Field className="site-field" invalid={Boolean(error)}>
        <FieldLabel>{label}</FieldLabel>
        <FieldInput name={name} defaultValue={value} autoComplete={autoComplete} />
        <FieldError role="alert">{error}</FieldError>
      </Field>
    );
  };
  const formError = errors._form ?? errors.shipping_address;
  return (
    <form
      className="shop-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={`Shipping address of order ${order.number}`}
    >
      {field('street', 'Street', a.street, 'address-line1')}
      {field('apartment', 'Apartment (optional)', a.apartment ?? '', 'address-line2')}
      {field('city', 'City', a.city, 'address-level2')}
      <Field className="site-field">
        <FieldLabel>State</FieldLabel>
        <FieldSelect name="state" defaultValue={a.state} autoComplete="address-level1">
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </FieldSelect>
      </Field>
      {field('zip_code', 'Zip code', a.zip_code, 'postal-code')}
      {formError ? (
        <p role="alert" className="shop-error">
          {formError}
        </p>
      ) : null}
      <div className="shop-actions">
        <Button type="submit" loading={inline.sending}>
          Save the new address
        </Button>
        <Button variant="ghost" onClick={inline.close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
