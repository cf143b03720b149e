import {
  type ProfileData,
  type ShippingAddress,
  ShippingAddressSchema,
} from '@brand/core/contract';
import { Button, TextField, useSchemaForm, useToast } from '@brand/ui';
import { useClient } from '../../lib/brand.tsx';
import { errorMessage, type LoadResult } from '../../lib/use-load.ts';
import { StateSelect } from './checkout-parts.tsx';

/**
 * The checkout's shipping address form: core's ShippingAddressSchema first, then PUT
 * /api/profile (checkout=1), which answers the profile with the new shipping charge. The
 * server's 422 messages show beside their fields (`shipping_address.street` under Street).
 */
export function CheckoutAddressForm({
  address,
  profile,
  onSaved,
  onCancel,
}: {
  address: ShippingAddress | null;
  profile: LoadResult<ProfileData>;
  onSaved: () => void;
  /** Given when there is a saved address to go back to. */
  onCancel?: (() => void) | undefined;
}) {
  const client = useClient();
  const { toast } = useToast();
  const form = useSchemaForm({
    schema: ShippingAddressSchema,
    initialValues: {
      street: address?.street ?? '',
      apartment: address?.apartment ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zip_code: address?.zip_code ?? '',
    },
    clearOnEdit: false,
    serverPrefix: 'shipping_address',
    prepare: (values) => ({ ...values, apartment: values.apartment || null }),
    // Sent as typed (the schema only checks it).
    submit: (_input, values) =>
      client.checkout.updateProfile({
        query: { checkout: 1 },
        body: {
          checkout: 1,
          shipping_address: { ...values, apartment: values.apartment || null } as ShippingAddress,
        },
      }),
    onSuccess: (answer) => {
      profile.setData(answer.data);
      onSaved();
      toast({ variant: 'success', message: answer.message });
    },
  });
  return (
    <form className="shop-form" onSubmit={form.handleSubmit} noValidate>
      <TextField label="Street" autoComplete="address-line1" {...form.field('street')} />
      <TextField
        label="Apartment (optional)"
        autoComplete="address-line2"
        {...form.field('apartment')}
      />
      <TextField label="City" autoComplete="address-level2" {...form.field('city')} />
      <StateSelect label="State" autoComplete="address-level1" {...form.field('state')} />
      <TextField
        label="Zip code"
        inputMode="numeric"
        autoComplete="postal-code"
        {...form.field('zip_code')}
      />
      {form.status === 'error' || form.errors.form ? (
        <p role="alert" className="shop-error">
          {form.status === 'error' ? errorMessage(form.error) : form.errors.form}
        </p>
      ) : null}
      <div className="shop-actions">
        <Button type="submit" loading={form.isPending}>
          Save address
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
