import { ContractorRegistrationSchema, type RegistrationDetails } from '@brand/core/contract';
import { CONTRACTOR_APPROVAL_HOURS, callingCodeOf, countryCallingCodes } from '@brand/core/rules';
import { registrationOutcome, runSignInAction, STORAGE_KEYS } from '@brand/core/session';
import {
  RegistrationWizardBase,
  SelectField,
  TextField,
  useBrandStores,
  useSchemaForm,
  useToast,
} from '@brand/ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useBrowserState, useClient, useSignInDeps } from '../../lib/brand.tsx';
import { doneText, FormFooter } from '../../lib/form-footer.tsx';
import { LazyWizardDialogs } from '../../shell/lazy-controls.tsx';
import { Page } from '../../shell/page.tsx';
import { renderRouterLink } from '../../shell/router-link.tsx';
import { shopIdOf } from './shop-id.ts';

/**
 * /register (spec 1 §2 "Registration page", §4 "Registration"): ui's RegistrationWizard (its
 * dialogs loaded when the first opens) posts
 * to /api/register with shop_id; core's registrationOutcome decides the next step (sign in only a
 * type User, attach a temporary cart, the visual redirect, /visualize, redirect_to or /) and
 * core's runSignInAction performs it. Server field errors are routed to their step by the wizard.
 */
export function RegisterPage() {
  const client = useClient();
  const { session, cart, showroom } = useBrandStores();
  const { storage } = useBrowserState();
  const signInDeps = useSignInDeps();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Issue 25 item 6: where the new user was going, for the thank-you modal's first action.
  const [continueLink, setContinueLink] = useState<{ href: string; label: string } | null>(null);

  const onSubmit = async (details: RegistrationDetails) => {
    const item = showroom.getState().item;
    // A rejection (422 field errors) is routed to its step by the wizard.
    const answer = await client.auth.register({ body: { ...details, shop_id: shopIdOf(item) } });
    const action = registrationOutcome({
      user: answer.data.user,
      stored: {
        cartId: cart.getState().cartId,
        myItem: item,
        visualRedirect: storage.get(STORAGE_KEYS.visualRedirect),
        // The sign-in page's redirect (a visitor sent there by checkout) follows its register
        // link (issue 25 item 6); core keeps only a same-site path.
        redirectTo: storage.get(STORAGE_KEYS.redirectTo) ?? params.get('redirect'),
      },
    });
    const destination = 'to' in action ? action.to : 'next' in action ? action.next : null;
    if (action.signIn && destination) setContinueLink(continueLinkFor(destination));
    if (action.signIn && answer.data.token) {
      session.getState().signIn({ token: answer.data.token, user: answer.data.user });
    }
    // The wizard opens its thank-you modal when this resolves; a signed-in customer then leaves
    // for the outcome's page (ours: after the modal had a moment to be announced).
    await runSignInAction(action, {
      ...signInDeps,
      navigate: (to) => setTimeout(() => void navigate(to, { replace: true }), 1500),
      toast: (t) => toast({ variant: t.kind, message: t.message }),
    });
  };

  return (
    <Page title="Create your account" lead="Register as a homeowner in three short steps.">
      <RegistrationWizardBase
        onSubmit={onSubmit}
        continueLink={continueLink}
        renderLink={renderRouterLink}
        renderDialogs={(dialogs) => <LazyWizardDialogs {...dialogs} />}
      />
      <p>
        Already registered? <Link to="/login">Sign in</Link>. A contractor or designer?{' '}
        <Link to="/register/contractor">Sign Up as a Pro</Link>.
      </p>
    </Page>
  );
}

/** The thank-you modal's way on: named after the page the new user was on the way to. */
function continueLinkFor(href: string) {
  const path = href.split('?')[0] ?? href;
  const label =
    path === '/checkout' || path === '/checkout-payment'
      ? 'Continue to checkout'
      : path === '/cart'
        ? 'Back to your cart'
        : path === '/'
          ? 'Return to Home'
          : 'Continue';
  return { href, label };
}

const CONTRACTOR_EMPTY = {
  full_name: '',
  company_name: '',
  email: '',
  password: '',
  country_code: '+1',
  phone_number: '',
  zip_code: '',
  agree: '',
  type: 'Contractor' as 'Contractor' | 'Vendor',
};

/**
 * /register/contractor: Pro registration, and vendors apply here too (spec 1 §1, issue 30 item
 * 3: an Admin approves both; a vendor's account opens their catalogue, not a showroom) (DOMAIN.md "Accounts and mail"). The new Pro stays
 * signed out, pending approval within CONTRACTOR_APPROVAL_HOURS.
 */
export function RegisterContractorPage() {
  const client = useClient();
  const [country, setCountry] = useState('US');
  const form = useSchemaForm({
    schema: ContractorRegistrationSchema,
    initialValues: CONTRACTOR_EMPTY,
    clearOnEdit: false,
    prepare: (values) => ({ ...values, agree: values.agree === 'yes' }),
    submit: async (_input, values) => {
      const answer = await client.auth.registerContractor({
        body: { ...values, agree: values.agree === 'yes' },
      });
      const ready =
        values.type === 'Vendor' ? 'you can list your products' : 'your showroom is ready';
      const who = values.type === 'Vendor' ? 'vendors' : 'Pros';
      return `${answer.message ?? 'Thank you for applying.'} We approve new ${who} within ${CONTRACTOR_APPROVAL_HOURS} hours and email you when ${ready}.`;
    },
  });
  const done = doneText(form);

  return (
    <Page
      title="Sign Up as a Pro"
      lead="Contractors and designers apply here to open a virtual showroom; vendors apply here to sell their products in every showroom."
    >
      {done ? (
        <section aria-labelledby="pro-pending" className="site-form__done-panel">
          <h2 id="pro-pending">Application received</h2>
          <p role="status">{done}</p>
          <p>
            <Link to="/">Return to Home</Link>
          </p>
        </section>
      ) : (
        <form
          className="site-form"
          noValidate
          onSubmit={form.handleSubmit}
          aria-label="Pro registration"
        >
          <fieldset className="site-choice">
            <legend>I am applying as</legend>
            {(
              [
                ['Contractor', 'A contractor or designer (a showroom for my customers)'],
                ['Vendor', 'A vendor (I sell products in every showroom)'],
              ] as const
            ).map(([value, label]) => (
              <label key={value}>
                <input
                  type="radio"
                  name="type"
                  value={value}
                  checked={form.values.type === value}
                  onChange={() => form.setValues((v) => ({ ...v, type: value }))}
                />
                {label}
              </label>
            ))}
          </fieldset>
          <TextField label="Full name" autoComplete="name" {...form.field('full_name')} />
          <TextField
            label="Company name"
            autoComplete="organization"
            {...form.field('company_name')}
          />
          <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            {...form.field('password')}
          />
          {/* The customer's list (issue 30 item 7): every country, by name, with its code. */}
          <SelectField
            label="Country code"
            name="country_code"
            autoComplete="tel-country-code"
            value={country}
            error={form.errors.country_code}
            onChange={(event) => {
              setCountry(event.target.value);
              const code = callingCodeOf(event.target.value)?.callingCode ?? '';
              form.setValues((v) => ({ ...v, country_code: code }));
            }}
          >
            {countryCallingCodes().map((entry) => (
              <option key={entry.country} value={entry.country}>
                {`${entry.name ?? entry.country} (${entry.callingCode})`}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Phone number"
            autoComplete="tel-national"
            {...form.field('phone_number')}
          />
          <TextField label="Zip code" autoComplete="postal-code" {...form.field('zip_code')} />
          <p className="site-field site-field--check">
            <input
              id="pro-agree"
              name="agree"
              type="checkbox"
              checked={form.values.agree === 'yes'}
              aria-invalid={form.errors.agree ? true : undefined}
              aria-describedby={form.errors.agree ? 'pro-agree-error' : undefined}
              onChange={(event) =>
                form.setValues((v) => ({ ...v, agree: event.target.checked ? 'yes' : '' }))
              }
            />
            <label htmlFor="pro-agree">
              I agree to the <Link to="/terms_of_service">terms of service</Link> and the{' '}
              <Link to="/privacy_policy">privacy policy</Link>
            </label>
            {form.errors.agree ? (
              <span id="pro-agree-error" className="site-field__error">
                {form.errors.agree}
              </span>
            ) : null}
          </p>
          <FormFooter
            form={form}
            label={form.values.type === 'Vendor' ? 'Apply as a vendor' : 'Apply as a Pro'}
          />
        </form>
      )}
    </Page>
  );
}
