import type { Order } from '@brand/core/contract';
import { canChangeShippingAddress, US_STATES } from '@brand/core/rules';
import { Field, FieldError, FieldInput, FieldLabel, FieldSelect, useSchemaForm } from '@brand/ui';
import { useClient } from '../../lib/brand.tsx';
import { InlineForm, InlineFormOpener, useInlineForm } from '../../lib/inline-form.tsx';

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
  const a = order.shipping_address;
  const form = useSchemaForm({
    initialValues: {
      street: a.street,
      apartment: a.apartment ?? '',
      city: a.city,
      state: a.state,
      zip_code: a.zip_code,
    },
    clearOnEdit: false,
    submit: (_input, values) =>
      client.orders.changeOrderAddress({
        params: { id: order.id },
        body: {
          shipping_address: {
            street: values.street.trim(),
            apartment: values.apartment.trim() || null,
            city: values.city.trim(),
            state: values.state.trim(),
            zip_code: values.zip_code.trim(),
          },
        },
      }),
    onSuccess: (): void => inline.close(),
    reload: [onChanged],
  });
  const open = canChangeShippingAddress(order.created_at, new Date()) && order.status === 'Placed';
  if (!open) return null;
  if (!inline.open) {
    return (
      <InlineFormOpener form={inline} label={`Change shipping address of order ${order.number}`}>
        Change shipping address
      </InlineFormOpener>
    );
  }
  // ui's Field parts: the label, the error and their aria wiring come from the field primitive.
  const field = (
    name: 'street' | 'apartment' | 'city' | 'zip_code',
    label: string,
    autoComplete: string,
  ) => {
    const error = form.errors[`shipping_address.${name}`];
    return (
      <Field invalid={Boolean(error)}>
        <FieldLabel>{label}</FieldLabel>
        <FieldInput {...form.control(name)} autoComplete={autoComplete} />
        <FieldError role="alert">{error}</FieldError>
      </Field>
    );
  };
  // A refusal without field messages shows its own (a declined card hold, an expired window).
  const formError =
    form.status === 'error' && Object.keys(form.fieldErrors).length === 0
      ? (form.error as Error).message
      : form.errors.shipping_address;
  return (
    <InlineForm
      inline={inline}
      form={form}
      label={`Shipping address of order ${order.number}`}
      submitLabel="Save the new address"
      formError={formError}
    >
      {field('street', 'Street', 'address-line1')}
      {field('apartment', 'Apartment (optional)', 'address-line2')}
      {field('city', 'City', 'address-level2')}
      <Field>
        <FieldLabel>State</FieldLabel>
        <FieldSelect {...form.control('state')} autoComplete="address-level1">
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </FieldSelect>
      </Field>
      {field('zip_code', 'Zip code', 'postal-code')}
    </InlineForm>
  );
}
