'use client';
import { type RegistrationDetails, RegistrationDetailsSchema } from '@brand/core/contract';
import {
  CVV_HELP,
  callingCodeOf,
  countryCallingCodes,
  DEFAULT_COUNTRY_CODE,
  formatUsPhone,
  isValidCardNumber,
  isValidExpiry,
  REGISTRATION_STEP_FIELDS,
  type RegistrationStep,
  stepForErrors,
  US_STATES,
} from '@brand/core/rules';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import {
  type FormErrors,
  firstMessages,
  firstServerError,
  serverFieldErrors,
  validateWith,
} from '../../lib/forms';
import { defaultRenderLink, type RenderLink } from '../../lib/render-link';
import { Button } from '../../primitives/button/button';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import { SelectField, TextField } from '../../primitives/field/field';
import type { WizardDialogsProps } from './registration-wizard-dialogs';
import { registrationWizardVariants } from './registration-wizard-variants';

/** The form's values: text fields as strings, the two agreement boxes as booleans. */
export interface RegistrationFormValues {
  full_name: string;
  email: string;
  password: string;
  country_code: string;
  phone_number: string;
  zip_code: string;
  agree: boolean;
  i_accept: boolean;
  shipping_street: string;
  shipping_city: string;
  shipping_state: string;
  shipping_zip_code: string;
  shipping_apartment: string;
  card_number: string;
  name_on_Card: string;
  exp_date: string;
  cvv: string;
  pay_street: string;
  pay_state: string;
  pay_city: string;
  pay_zip_code: string;
}

const EMPTY_VALUES: RegistrationFormValues = {
  full_name: '',
  email: '',
  password: '',
  country_code: DEFAULT_COUNTRY_CODE,
  phone_number: '',
  zip_code: '',
  agree: false,
  i_accept: false,
  shipping_street: '',
  shipping_city: '',
  shipping_state: '',
  shipping_zip_code: '',
  shipping_apartment: '',
  card_number: '',
  name_on_Card: '',
  exp_date: '',
  cvv: '',
  pay_street: '',
  pay_state: '',
  pay_city: '',
  pay_zip_code: '',
};

/** Ours: the step names shown in the progress list. */
const STEP_TITLES: Record<RegistrationStep, string> = {
  1: 'Your details',
  2: 'Shipping address',
  3: 'Payment',
};

const STEPS: readonly RegistrationStep[] = [1, 2, 3];

type WizardState = 'editing' | 'submitting' | 'complete';

/** The end-user license summary of spec 1 §1, shown in the terms modal by default. */
const DEFAULT_TERMS = (
  <ul className="bui-wizard__terms-list">
    <li>Users must be 13 or older, and users under 18 need parental consent.</li>
    <li>Clients must supply zip code, phone number, email, name and password to register.</li>
    <li>All payments are in U.S. dollars through third-party card processors.</li>
    <li>Estimated fees and taxes are pre-authorized at checkout.</li>
    <li>A price change after an order is offered to the customer to accept or reject per item.</li>
    <li>Plans renew automatically until cancelled.</li>
    <li>Disputes go to arbitration under California law with a one-year claim limit.</li>
  </ul>
);

/** The privacy policy summary of spec 1 §1. */
const DEFAULT_PRIVACY = (
  <>
    <p>Last updated May 3, 2021.</p>
    <p>
      Clients register with name, email, zip code, phone number, username and password. Contractors
      apply to join and are paid through a third-party provider. Clients pay through third-party
      card providers. Products are shipped to clients. Client and contractor communications and
      design projects are collected. We also use social sign-on and referrals.
    </p>
  </>
);

type RegistrationWizardBaseProps = Omit<
  React.ComponentProps<'form'>,
  'onSubmit' | 'children' | 'defaultValue'
> & {
  /**
   * Registers with the validated details (core's RegistrationDetailsSchema output; add shop_id
   * yourself). Reject with core's ApiError to show its field errors on the step that owns them.
   */
  onSubmit: (details: RegistrationDetails) => unknown;
  step?: RegistrationStep;
  defaultStep?: RegistrationStep;
  onStepChange?: (step: RegistrationStep) => void;
  defaultValues?: Partial<RegistrationFormValues>;
  /** Your router's link (the thank-you modal's Return to Home). */
  renderLink?: RenderLink;
  termsContent?: React.ReactNode;
  privacyContent?: React.ReactNode;
  layout?: 'card' | 'plain';
  /**
   * Renders the terms, privacy and thank-you dialogs (`RegistrationWizard` renders ui's
   * WizardDialogs). A slot, so an app can load the dialogs when one first opens; it is called
   * from then on.
   */
  renderDialogs: (props: WizardDialogsProps) => React.ReactNode;
};

/**
 * spec 1 §2 Registration page: three steps (details, shipping, card), core's validation and
 * messages, Back after step 1, server errors routed to their step (spec 1 §4), and a thank-you
 * modal with a return-to-home link, with the dialogs as a slot (`renderDialogs`).
 */
function RegistrationWizardBase({
  onSubmit,
  step: stepProp,
  defaultStep = 1,
  onStepChange,
  defaultValues,
  renderLink = defaultRenderLink,
  termsContent = DEFAULT_TERMS,
  privacyContent = DEFAULT_PRIVACY,
  layout,
  renderDialogs,
  className,
  ...props
}: RegistrationWizardBaseProps) {
  const [innerStep, setInnerStep] = useState<RegistrationStep>(defaultStep);
  const step = stepProp ?? innerStep;
  const [values, setValues] = useState<RegistrationFormValues>(() => ({
    ...EMPTY_VALUES,
    ...defaultValues,
  }));
  // Several countries share a calling code (+1: US, CA, ...): the default +1 means the US.
  const [country, setCountry] = useState(() =>
    values.country_code === DEFAULT_COUNTRY_CODE
      ? 'US'
      : (countryCallingCodes().find((entry) => entry.callingCode === values.country_code)
          ?.country ?? 'US'),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [state, setState] = useState<WizardState>('editing');
  const [showPassword, setShowPassword] = useState(false);
  const [openModal, setOpenModal] = useState<'terms' | 'privacy' | null>(null);
  const [thankYouOpen, setThankYouOpen] = useState(false);
  // Mounted from the first opening on (closing then animates and returns the focus as usual).
  const [dialogsMounted, setDialogsMounted] = useState(false);
  if (!dialogsMounted && (openModal !== null || thankYouOpen)) setDialogsMounted(true);
  const formRef = useRef<HTMLFormElement>(null);
  const passwordId = useId();
  const ids = { agreeError: useId(), acceptError: useId(), formError: useId(), title: useId() };

  // A field to focus once the next render is committed (null: the step's first field). After
  // the commit, not in a frame callback: a frame could run before the new step is in the DOM.
  const focusRequest = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (focusRequest.current === undefined) return;
    focusField(focusRequest.current);
    focusRequest.current = undefined;
  });

  function goTo(next: RegistrationStep) {
    if (stepProp === undefined) setInnerStep(next);
    onStepChange?.(next);
    // Focus the first field of the step once it is rendered.
    focusRequest.current = null;
  }

  function focusField(name: string | null) {
    const form = formRef.current;
    if (!form) return;
    const target = name
      ? form.querySelector<HTMLElement>(`[name="${name}"]`)
      : form.querySelector<HTMLElement>('fieldset input, fieldset select');
    target?.focus();
  }

  function set<K extends keyof RegistrationFormValues>(name: K, value: RegistrationFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }

  /** Core's messages for the fields of `only` (a step), or of every step. */
  function check(only?: RegistrationStep): FormErrors {
    const all = validateWith(RegistrationDetailsSchema, values);
    if (!only) return all;
    const owned: readonly string[] = REGISTRATION_STEP_FIELDS[only];
    return Object.fromEntries(Object.entries(all).filter(([field]) => owned.includes(field)));
  }

  function showErrors(found: FormErrors, onStep: RegistrationStep) {
    setErrors(found);
    const owned: readonly string[] = REGISTRATION_STEP_FIELDS[onStep];
    const first = owned.find((field) => field in found && field !== 'i_accept');
    focusRequest.current = first ?? null;
  }

  function next() {
    const found = check(step);
    if (Object.keys(found).length > 0) {
      showErrors(found, step);
      return;
    }
    setErrors({});
    if (step < 3) goTo((step + 1) as RegistrationStep);
  }

  async function submit() {
    // spec 1 §5: server validation errors are reset before every request.
    setFormError(undefined);
    const found = check();
    const failingStep = stepForErrors(Object.keys(found));
    if (failingStep !== null) {
      if (failingStep !== step) goTo(failingStep);
      showErrors(found, failingStep);
      return;
    }
    const parsed = await RegistrationDetailsSchema['~standard'].validate(values);
    if (parsed.issues) return;
    setState('submitting');
    try {
      await onSubmit(parsed.value as RegistrationDetails);
      setState('complete');
      setThankYouOpen(true);
    } catch (caught) {
      setState('editing');
      const fieldErrors = serverFieldErrors(caught);
      const target = stepForErrors(fieldErrors);
      if (target !== null) {
        const messages = firstMessages(fieldErrors);
        if (target !== step) goTo(target);
        showErrors(messages, target);
      } else {
        setFormError(firstServerError(caught) ?? 'Internal Server error please try again.');
      }
    }
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state !== 'editing') return;
    if (step < 3) next();
    else void submit();
  }

  const text = (name: Exclude<keyof RegistrationFormValues, 'agree' | 'i_accept'>) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
  });

  const isUs = values.country_code === '+1';

  function handleCardNumber(event: React.ChangeEvent<HTMLInputElement>) {
    const digits = event.target.value.replace(/\D/g, '').slice(0, 19);
    const formatted = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    const wasValid = isValidCardNumber(values.card_number);
    set('card_number', formatted);
    // spec 1 §5: a valid card number moves focus to the name field.
    if (!wasValid && isValidCardNumber(formatted)) focusField('name_on_Card');
  }

  function handleExpiry(event: React.ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const digits = raw.replace(/\D/g, '').slice(0, 4);
    const deleting = raw.length < values.exp_date.length;
    const formatted =
      digits.length > 2 || (digits.length === 2 && !deleting)
        ? `${digits.slice(0, 2)}/${digits.slice(2)}`
        : digits;
    const wasValid = isValidExpiry(values.exp_date);
    set('exp_date', formatted);
    // spec 1 §5: a valid expiry moves focus to CVV.
    if (!wasValid && isValidExpiry(formatted)) focusField('cvv');
  }

  const acceptDescribedBy = errors.i_accept ? ids.acceptError : undefined;

  return (
    <>
      <form
        ref={formRef}
        data-slot="registration-wizard"
        data-state={state}
        data-step={step}
        aria-labelledby={ids.title}
        noValidate
        className={cn(registrationWizardVariants({ layout }), className)}
        onSubmit={handleSubmit}
        {...props}
      >
        <div className="bui-wizard__top">
          <p id={ids.title} className="bui-wizard__title">
            Create your account
          </p>
          <ol className="bui-wizard__steps">
            {STEPS.map((item) => (
              <li
                key={item}
                className="bui-wizard__step"
                data-state={item === step ? 'current' : item < step ? 'complete' : 'upcoming'}
                aria-current={item === step ? 'step' : undefined}
              >
                <span className="bui-wizard__step-number bui-tabular" aria-hidden="true">
                  {item}
                </span>
                <span>
                  <span className="bui-sr-only">{`Step ${item} of 3: `}</span>
                  {STEP_TITLES[item]}
                </span>
              </li>
            ))}
          </ol>
        </div>

        {formError ? (
          <p id={ids.formError} role="alert" className="bui-alert" data-tone="error">
            {formError}
          </p>
        ) : null}

        {step === 1 ? (
          <fieldset className="bui-wizard__fieldset" data-slot="registration-step">
            <legend className="bui-wizard__legend">{STEP_TITLES[1]}</legend>
            <TextField
              label="Full name"
              hint="Your first and last name"
              autoComplete="name"
              required
              {...text('full_name')}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...text('email')}
            />
            <TextField
              label="Password"
              id={passwordId}
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              hint="At least 8 characters"
              required
              {...text('password')}
              trailing={
                <Button
                  variant="ghost"
                  size="sm"
                  aria-controls={passwordId}
                  onClick={() => setShowPassword((shown) => !shown)}
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
                  setCountry(event.target.value);
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
                onChange={(event) => set('agree', event.target.checked)}
              />
              <div className="bui-wizard__agreement-links">
                <button
                  type="button"
                  className="bui-text-link"
                  aria-describedby={acceptDescribedBy}
                  onClick={() => setOpenModal('terms')}
                >
                  Read the Terms of Service
                </button>
                <button
                  type="button"
                  className="bui-text-link"
                  onClick={() => setOpenModal('privacy')}
                >
                  Read the Privacy Policy
                </button>
              </div>
              {errors.agree ? (
                <p id={ids.agreeError} className="bui-field-error">
                  {errors.agree}
                </p>
              ) : null}
              {errors.i_accept ? (
                <p id={ids.acceptError} className="bui-field-error">
                  {errors.i_accept}
                </p>
              ) : null}
            </div>
          </fieldset>
        ) : null}

        {step === 2 ? (
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
        ) : null}

        {step === 3 ? (
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
              onChange={handleCardNumber}
            />
            <TextField label="Name on card" autoComplete="cc-name" {...text('name_on_Card')} />
            <div className="bui-wizard__row">
              <TextField
                label="Expiry (MM/YY)"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                {...text('exp_date')}
                onChange={handleExpiry}
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
          </fieldset>
        ) : null}

        <div className="bui-wizard__actions">
          {step > 1 ? (
            <button
              type="button"
              className="bui-text-link bui-wizard__back"
              onClick={() => {
                setErrors({});
                goTo((step - 1) as RegistrationStep);
              }}
            >
              Back
            </button>
          ) : null}
          <Button type="submit" loading={state === 'submitting'}>
            {step < 3 ? 'Next' : 'Done'}
          </Button>
        </div>
      </form>

      {dialogsMounted
        ? renderDialogs({
            openModal,
            onCloseModal: () => setOpenModal(null),
            thankYouOpen,
            onThankYouOpenChange: setThankYouOpen,
            accepted: values.i_accept,
            acceptInvalid: Boolean(errors.i_accept),
            onAcceptChange: (accepted) => set('i_accept', accepted),
            termsContent,
            privacyContent,
            renderLink,
          })
        : null}
    </>
  );
}

export { RegistrationWizardBase, type RegistrationWizardBaseProps, registrationWizardVariants };
