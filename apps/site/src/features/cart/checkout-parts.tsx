import type { ProfileData, ShippingAddress } from '@brand/core/contract';
import { US_STATES } from '@brand/core/rules';
import { Button, buttonVariants, SelectField, type SelectFieldProps, useCart } from '@brand/ui';
import { Link } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';

/** What the quote depends on in a saved address (a change re-prices tax and shipping). */
export function addressKey(address: ShippingAddress | null | undefined): string | null {
  return address ? [address.street, address.city, address.state, address.zip_code].join('|') : null;
}

/** The checkout's profile (address, card, shipping charge) and the project cart it pays. */
export function useCheckoutData() {
  const client = useClient();
  const projectId = useCart((s) => s.projectId);
  const profile = useLoad<ProfileData>(
    'profile',
    async () => (await client.checkout.profile({ query: { checkout: 1 } })).data,
  );
  const cart = useLoad(
    projectId === null ? null : `cart:${projectId}`,
    async () => (await client.cart.projectCart({ query: { project: projectId ?? 0 } })).data,
  );
  return { projectId, profile, cart: projectId === null ? null : cart };
}

/** A US state, as ui's SelectField (the one field family) with "Choose a state" first. */
export function StateSelect(props: Omit<SelectFieldProps, 'children'>) {
  return (
    <SelectField {...props}>
      <option value="">Choose a state</option>
      {US_STATES.map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </SelectField>
  );
}

export function NoCart() {
  return (
    <div className="shop-state">
      <p>Your cart is empty.</p>
      <Link to="/cart" className={buttonVariants({ variant: 'primary' })}>
        Go to your cart
      </Link>
    </div>
  );
}

export function LoadError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert" className="shop-state">
      <p>{message}</p>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
