'use client';
/**
 * The registration wizard's three steps (spec 1 §2): details, shipping address, payment. Each
 * renders its fields from the wizard's form (`useSchemaForm`): values, messages and setters.
 */
import {
  CVV_HELP,
  callingCodeOf,
  countryCallingCodes,
  formatUsPhone,
  US_STATES,
} from '@brand/core/rules';
import type * as React from 'react';
import type { UseSchemaFormResult } from '../../lib/use-schema-form';
import { Button } from '../../primitives/button/button';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import { SelectField, TextField } from '../../primitives/field/field';
import { type RegistrationFormValues, STEP_TITLES } from './registration-wizard-values';

export type WizardForm = UseSchemaFormResult<RegistrationFormValues, unknown>;
type TextName = Exclude<keyof RegistrationFormValues, 'agree' | 'i_accept'>;

/** A text field's props from the wizard's form. */
function textOf(form: WizardForm) {
  return (name: TextName) => ({
    ...form.field(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setValue(name, event.target.value),
  });
}

/** Step 1: name, email, password, phone with its calling code, zip code and the agreement. */
export function DetailsStep({
  form,
  country,
  onCountryChange,
  onOpenModal,
  showPassword,
  onShowPasswordChange,
  ids,
}: {
  form: WizardForm;
  /** The country chosen for the calling code (several share +1). */
  country: string;
  onCountryChange: (country: string) => void;
  onOpenModal: (modal: 'terms' | 'privacy') => void;
  /** The password shows as text (kept by the wizard across steps). */
  showPassword: boolean;
  onShowPasswordChange: (shown: boolean) => void;
  ids: { agreeError: string; acceptError: string; password: string };
}) {
  const { values, errors } = form;
  const set = form.setValue;
  const text = textOf(form);
  const isUs = values.country_code === '+1';
  const acceptDescribedBy = errors.i_accept && !errors.agree ? ids.acceptError : undefined;
  return (
    <fieldset className="bui-wizard__fieldset" data-slot="registration-step">
      <legend className="bui-wizard__legend">{STEP_TITLES[1]}</legend>
      <TextField
        label="Full name"
        hint="Your first and last name"
        autoComplete="name"
        required
        {...text('full_name')}
      />
      <TextField label="Email" type="email" autoComplete="email" required {...text('email')} />
      <TextField
        label="Password"
        id={ids.password}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        hint="At least 8 characters"
        required
        {...text('password')}
        trailing={
          <Button
            variant="ghost"
            size="sm"
            aria-controls={ids.password}
            onClick={() => onShowPasswordChange(!showPassword)}
          >
            {showPassword ? 'Hide password' : 'Show password'}
          </Button>
        }
      />
      <div className="bui-wizard__row">
        <SelectField
          label="Country code"
          name="country_code"
          value={country}
          error={errors.country_code}
          onChange={(event) => {
            const entry = callingCodeOf(event.target.value);
            onCountryChange(event.target.value);
            set('country_code', entry?.callingCode ?? '');
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
          type="tel"
          autoComplete="tel-national"
          required
          {...text('phone_number')}
          placeholder={isUs ? '(555) 123-4567' : undefined}
          onChange={(event) =>
            set('phone_number', isUs ? formatUsPhone(event.target.value) : event.target.value)
          }
        />
      </div>
      <TextField
        label="Zip code"
        inputMode="numeric"
        autoComplete="postal-code"
        required
        {...text('zip_code')}
      />
      <div className="bui-wizard__agreement">
        <Checkbox
          label="I agree to the Terms of Service and Privacy Policy"
          name="agree"
          checked={values.agree}
          aria-invalid={errors.agree ? true : undefined}
          aria-describedby={
            [errors.agree ? ids.agreeError : '', acceptDescribedBy ?? '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          // One box (issue 25 item 6): it records both of spec 1's fields, the agreement and
          // the acceptance of the licence agreement the Terms of Service contain.
          onChange={(event) => {
            set('agree', event.target.checked);
            set('i_accept', event.target.checked);
          }}
        />
        <div className="bui-wizard__agreement-links">
          <button
            type="button"
            className="bui-text-link"
            aria-describedby={acceptDescribedBy}
            onClick={() => onOpenModal('terms')}
          >
            Read the Terms of Service
          </button>
          <button type="button" className="bui-text-link" onClick={() => onOpenModal('privacy')}>
            Read the Privacy Policy
          </button>
        </div>
        {errors.agree ? (
          <p id={ids.agreeError} className="bui-field-error">
            {errors.agree}
          </p>
        ) : null}
        {errors.i_accept && !errors.agree ? (
          <p id={ids.acceptError} className="bui-field-error">
            {errors.i_accept}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** Step 2: the shipping address. */
export function ShippingStep({ form }: { form: WizardForm }) {
  const { values, errors } = form;
  const set = form.setValue;
  const text = textOf(form);
  return (
    <fieldset className="bui-wizard__fieldset" data-slot="registration-step">
      <legend className="bui-wizard__legend">{STEP_TITLES[2]}</legend>
      <TextField
        label="Street address"
        autoComplete="shipping address-line1"
        required
        {...text('shipping_street')}
      />
      <TextField
        label="Apartment, suite (optional)"
        autoComplete="shipping address-line2"
        {...text('shipping_apartment')}
      />
      <TextField
        label="City"
        autoComplete="shipping address-level2"
        required
        {...text('shipping_city')}
      />
      <div className="bui-wizard__row">
        <SelectField
          label="State"
          name="shipping_state"
          autoComplete="shipping address-level1"
          required
          value={values.shipping_state}
          error={errors.shipping_state}
          onChange={(event) => set('shipping_state', event.target.value)}
        >
          <option value="">Choose a state</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Zip code"
          inputMode="numeric"
          autoComplete="shipping postal-code"
          required
          {...text('shipping_zip_code')}
        />
      </div>
    </fieldset>
  );
}

/** Step 3: the card (optional now) and its billing address; formats as typed (spec 1 §5). */
export function PaymentStep({
  form,
  onCardNumber,
  onExpiry,
  billingSameAsShipping,
  onBillingSameAsShippingChange,
}: {
  form: WizardForm;
  onCardNumber: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onExpiry: (event: React.ChangeEvent<HTMLInputElement>) => void;
  /** Issue 25 item 6: the billing address is step 2's shipping address (its fields hidden). */
  billingSameAsShipping: boolean;
  onBillingSameAsShippingChange: (same: boolean) => void;
}) {
  const { values, errors } = form;
  const set = form.setValue;
  const text = textOf(form);
  return (
    <fieldset className="bui-wizard__fieldset" data-slot="registration-step">
      <legend className="bui-wizard__legend">{STEP_TITLES[3]}</legend>
      <p className="bui-wizard__note">
        Card details are optional now; you can add them at checkout.
      </p>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        {...text('card_number')}
        onChange={onCardNumber}
      />
      <TextField label="Name on card" autoComplete="cc-name" {...text('name_on_Card')} />
      <div className="bui-wizard__row">
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          {...text('exp_date')}
          onChange={onExpiry}
        />
        <TextField
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          hint={CVV_HELP}
          {...text('cvv')}
          onChange={(event) => set('cvv', event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </div>
      <Checkbox
        label="Billing address same as shipping"
        name="billing_same_as_shipping"
        checked={billingSameAsShipping}
        onChange={(event) => onBillingSameAsShippingChange(event.target.checked)}
      />
      {billingSameAsShipping ? null : (
        <>
          <TextField
            label="Billing street"
            autoComplete="billing address-line1"
            {...text('pay_street')}
          />
          <div className="bui-wizard__row">
            <SelectField
              label="Billing state"
              name="pay_state"
              autoComplete="billing address-level1"
              value={values.pay_state}
              error={errors.pay_state}
              onChange={(event) => set('pay_state', event.target.value)}
            >
              <option value="">Choose a state</option>
              {US_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Billing city"
              autoComplete="billing address-level2"
              {...text('pay_city')}
            />
          </div>
          <TextField
            label="Billing zip code"
            inputMode="numeric"
            autoComplete="billing postal-code"
            {...text('pay_zip_code')}
          />
        </>
      )}
    </fieldset>
  );
}
