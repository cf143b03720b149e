import type { ProfileData, ProfileUpdateBody } from '@brand/core/contract';
import { Button, TextField, useAction, useBrandStores, useToast } from '@brand/ui';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { errorMessage, useLoad } from '../../lib/use-load.ts';

/** The form's values, by field name, as text. */
function valuesOf(event: FormEvent<HTMLFormElement>): Record<string, string> {
  const form = new FormData(event.currentTarget);
  return Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v).trim()]));
}

function ProfileForm({
  title,
  children,
  submit,
  busy,
  onSubmit,
}: {
  title: string;
  children: ReactNode;
  submit: string;
  /** This form's save is pending. */
  busy: boolean;
  onSubmit: (values: Record<string, string>) => void;
}) {
  return (
    <form
      className="shop-form"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(valuesOf(event));
      }}
    >
      <h3>{title}</h3>
      {children}
      <div>
        <Button type="submit" loading={busy}>
          {submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * The profile section of /account (issue 10 item 5): name, phone with its calling code and the
 * shipping address; the saved card (tokenised by the payment processor on the server; only its
 * last 4 come back); and the password change link. PUT /api/profile saves each form.
 */
export function ProfileSection() {
  const client = useClient();
  const { session } = useBrandStores();
  const { toast } = useToast();
  const profile = useLoad<ProfileData>(
    'account-profile',
    async () => (await client.checkout.profile({})).data,
  );
  // One save for both forms (the server validates; its 422 messages show under each field).
  const save = useAction({
    perform: ({ body }: { form: 'contact' | 'card'; body: Record<string, unknown> }) =>
      client.checkout.updateProfile({ body: body as ProfileUpdateBody, quiet: true }),
    onSuccess: (answer) => {
      profile.setData(answer.data);
      session.getState().setUser(answer.data.user);
      toast({ variant: 'success', message: answer.message || 'Profile updated.' });
    },
    onError: (error, _sent, found) => {
      if (Object.keys(found).length === 0)
        toast({ variant: 'error', message: errorMessage(error) });
    },
  });
  const busy = (form: 'contact' | 'card') =>
    save.status === 'pending' && save.variables.form === form;

  if (profile.status === 'error' && !profile.data) {
    return (
      <section aria-labelledby="profile-title" className="site-section">
        <h2 id="profile-title">Profile</h2>
        <div role="alert">
          <p>{profile.error}</p>
          <Button variant="secondary" onClick={profile.reload}>
            Try again
          </Button>
        </div>
      </section>
    );
  }
  const data = profile.data;
  if (!data) {
    return (
      <section aria-labelledby="profile-title" className="site-section">
        <h2 id="profile-title">Profile</h2>
        <p role="status">Loading your profile…</p>
      </section>
    );
  }
  const { user, shipping_address: address, payment_details: card } = data;
  const e = (field: string) => save.fieldErrors[field];

  return (
    <section aria-labelledby="profile-title" className="site-section">
      <h2 id="profile-title">Profile</h2>
      <ProfileForm
        key={`contact:${user.first_name}:${user.phone_number}:${address?.street ?? ''}`}
        title="Contact and shipping address"
        submit="Save profile"
        busy={busy('contact')}
        onSubmit={(v) =>
          void save.run({
            form: 'contact',
            body: {
              full_name: v.full_name ?? '',
              country_code: v.country_code ?? '',
              phone_number: v.phone_number ?? '',
              shipping_address: {
                street: v.street ?? '',
                apartment: v.apartment || null,
                city: v.city ?? '',
                state: (v.state ?? '').toUpperCase(),
                zip_code: v.zip_code ?? '',
              },
            },
          })
        }
      >
        <TextField
          label="Full name"
          name="full_name"
          autoComplete="name"
          defaultValue={[user.first_name, user.last_name].filter(Boolean).join(' ')}
          error={e('full_name')}
        />
        <TextField
          label="Country code"
          name="country_code"
          autoComplete="tel-country-code"
          defaultValue={user.country_code ?? '+1'}
          error={e('country_code')}
        />
        <TextField
          label="Phone number"
          name="phone_number"
          type="tel"
          autoComplete="tel-national"
          defaultValue={user.phone_number ?? ''}
          error={e('phone_number')}
        />
        <TextField
          label="Street"
          name="street"
          autoComplete="address-line1"
          defaultValue={address?.street ?? ''}
          error={e('shipping_address.street')}
        />
        <TextField
          label="Apartment (optional)"
          name="apartment"
          autoComplete="address-line2"
          defaultValue={address?.apartment ?? ''}
          error={e('shipping_address.apartment')}
        />
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          defaultValue={address?.city ?? ''}
          error={e('shipping_address.city')}
        />
        <TextField
          label="State"
          name="state"
          autoComplete="address-level1"
          hint="Two letters, like CA."
          defaultValue={address?.state ?? ''}
          error={e('shipping_address.state')}
        />
        <TextField
          label="Zip code"
          name="zip_code"
          autoComplete="postal-code"
          defaultValue={address?.zip_code ?? ''}
          error={e('shipping_address.zip_code')}
        />
      </ProfileForm>
      <ProfileForm
        key={`card:${card?.card_number ?? ''}`}
        title="Saved card"
        submit="Save card"
        busy={busy('card')}
        onSubmit={(v) =>
          void save.run({
            form: 'card',
            body: {
              payment_details: {
                card_number: v.card_number ?? '',
                name_on_Card: v.name_on_Card ?? '',
                exp_date: v.exp_date ?? '',
                cvv: v.cvv ?? '',
                pay_street: v.pay_street ?? '',
                pay_city: v.pay_city ?? '',
                pay_state: (v.pay_state ?? '').toUpperCase(),
                pay_zip_code: v.pay_zip_code ?? '',
              },
            },
          })
        }
      >
        <p>
          {card
            ? `Your ${card.brand ?? 'card'} ending in ${card.card_number.slice(-4)}, expires ${card.exp_date}. A new card replaces it.`
            : 'No card saved yet.'}
        </p>
        <TextField
          label="Card number"
          name="card_number"
          inputMode="numeric"
          autoComplete="cc-number"
          error={e('payment_details.card_number')}
        />
        <TextField
          label="Name on card"
          name="name_on_Card"
          autoComplete="cc-name"
          defaultValue={card?.name_on_Card ?? ''}
          error={e('payment_details.name_on_Card')}
        />
        <TextField
          label="Expiry (MM/YY)"
          name="exp_date"
          autoComplete="cc-exp"
          error={e('payment_details.exp_date')}
        />
        <TextField
          label="CVV"
          name="cvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          hint="The 3-digit number on the back."
          error={e('payment_details.cvv')}
        />
        <TextField
          label="Billing street"
          name="pay_street"
          defaultValue={card?.pay_street ?? ''}
          error={e('payment_details.pay_street')}
        />
        <TextField
          label="Billing city"
          name="pay_city"
          defaultValue={card?.pay_city ?? ''}
          error={e('payment_details.pay_city')}
        />
        <TextField
          label="Billing state"
          name="pay_state"
          defaultValue={card?.pay_state ?? ''}
          error={e('payment_details.pay_state')}
        />
        <TextField
          label="Billing zip code"
          name="pay_zip_code"
          defaultValue={card?.pay_zip_code ?? ''}
          error={e('payment_details.pay_zip_code')}
        />
      </ProfileForm>
      <p>
        <Link to="/change_password">Change your password</Link>
      </p>
    </section>
  );
}
