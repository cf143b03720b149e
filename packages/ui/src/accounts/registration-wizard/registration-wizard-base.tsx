'use client';
import { type RegistrationDetails, RegistrationDetailsSchema } from '@brand/core/contract';
import {
  countryCallingCodes,
  DEFAULT_COUNTRY_CODE,
  isValidCardNumber,
  isValidExpiry,
  REGISTRATION_STEP_FIELDS,
  type RegistrationStep,
  stepForErrors,
} from '@brand/core/rules';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { type FormErrors, serverFieldErrors } from '../../lib/forms';
import { defaultRenderLink, type RenderLink } from '../../lib/render-link';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../primitives/button/button';
import { DEFAULT_PRIVACY, DEFAULT_TERMS } from './registration-wizard-copy';
import type { WizardDialogsProps } from './registration-wizard-dialogs';
import { DetailsStep, PaymentStep, ShippingStep } from './registration-wizard-steps';
import {
  EMPTY_VALUES,
  type RegistrationFormValues,
  STEP_TITLES,
  STEPS,
} from './registration-wizard-values';
import { registrationWizardVariants } from './registration-wizard-variants';

export type { RegistrationFormValues };

const BILLING_OF_SHIPPING = [
  ['pay_street', 'shipping_street'],
  ['pay_city', 'shipping_city'],
  ['pay_state', 'shipping_state'],
  ['pay_zip_code', 'shipping_zip_code'],
] as const;

/** Values whose billing address is their shipping address. */
function withShippingAsBilling(values: RegistrationFormValues): RegistrationFormValues {
  const next = { ...values };
  for (const [pay, ship] of BILLING_OF_SHIPPING) next[pay] = values[ship];
  return next;
}

/** A billing address given that is not the shipping address (the box then starts cleared). */
function hasOwnBilling(values: RegistrationFormValues) {
  return BILLING_OF_SHIPPING.some(
    ([pay, ship]) => values[pay] !== '' && values[pay] !== values[ship],
  );
}

/** Ours: the form's message for a refusal without a field and without a message. */
const FALLBACK_ERROR = 'Internal Server error please try again.';

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
  /**
   * Issue 25 item 6: where the new user was going (the checkout they came from, ...): the
   * thank-you modal's first action, beside Return to Home. Set it before `onSubmit` resolves.
   */
  continueLink?: { href: string; label: string } | null;
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
  continueLink = null,
  termsContent = DEFAULT_TERMS,
  privacyContent = DEFAULT_PRIVACY,
  layout,
  renderDialogs,
  className,
  ...props
}: RegistrationWizardBaseProps) {
  const [innerStep, setInnerStep] = useState<RegistrationStep>(defaultStep);
  const step = stepProp ?? innerStep;
  const initialValues = { ...EMPTY_VALUES, ...defaultValues };
  const form = useSchemaForm<RegistrationFormValues, RegistrationDetails>({
    schema: RegistrationDetailsSchema,
    initialValues: hasOwnBilling(initialValues)
      ? initialValues
      : withShippingAsBilling(initialValues),
    submit: (details) => onSubmit(details),
    onSuccess: (): void => setThankYouOpen(true),
    // Server errors go to the step that owns them (spec 1 §4); others above the form.
    onError: (caught, _values, messages): void => {
      const target = stepForErrors(serverFieldErrors(caught));
      if (target === null) return;
      if (target !== step) goTo(target);
      showErrors(messages, target);
    },
  });
  const { values, setErrors } = form;
  // Several countries share a calling code (+1: US, CA, ...): the default +1 means the US.
  const [country, setCountry] = useState(() =>
    values.country_code === DEFAULT_COUNTRY_CODE
      ? 'US'
      : (countryCallingCodes().find((entry) => entry.callingCode === values.country_code)
          ?.country ?? 'US'),
  );
  const state = form.isPending ? 'submitting' : form.status === 'success' ? 'complete' : 'editing';
  const formError =
    form.status === 'error' && stepForErrors(serverFieldErrors(form.error)) === null
      ? (form.formError ?? FALLBACK_ERROR)
      : undefined;
  const [showPassword, setShowPassword] = useState(false);
  // Issue 25 item 6: billing is the shipping address unless the user says otherwise (copied on
  // the way into step 3 and when the box is ticked again).
  const [billingSame, setBillingSame] = useState(() => !hasOwnBilling(initialValues));
  function changeBillingSame(same: boolean) {
    setBillingSame(same);
    if (same) form.setValues(withShippingAsBilling);
  }
  const [openModal, setOpenModal] = useState<'terms' | 'privacy' | null>(null);
  const [thankYouOpen, setThankYouOpen] = useState(false);
  // Mounted from the first opening on (closing then animates and returns the focus as usual).
  const [dialogsMounted, setDialogsMounted] = useState(false);
  if (!dialogsMounted && (openModal !== null || thankYouOpen)) setDialogsMounted(true);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = {
    agreeError: useId(),
    acceptError: useId(),
    formError: useId(),
    title: useId(),
    password: useId(),
  };

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
    if (next === 3 && billingSame) form.setValues(withShippingAsBilling);
    onStepChange?.(next);
    // Focus the first field of the step once it is rendered.
    focusRequest.current = null;
  }

  function focusField(name: string | null) {
    const element = formRef.current;
    if (!element) return;
    const target = name
      ? element.querySelector<HTMLElement>(`[name="${name}"]`)
      : element.querySelector<HTMLElement>('fieldset input, fieldset select');
    target?.focus();
  }

  function showErrors(found: FormErrors, onStep: RegistrationStep) {
    setErrors(found);
    const owned: readonly string[] = REGISTRATION_STEP_FIELDS[onStep];
    // The one agreement box records i_accept too: its refusal focuses that box.
    const first = owned.find((field) => field in found);
    focusRequest.current = first === 'i_accept' ? 'agree' : (first ?? null);
  }

  /** Core's messages for the fields of `only` (a step), or of every step. */
  function check(only?: RegistrationStep): FormErrors {
    const all = form.check();
    if (!only) return all;
    const owned: readonly string[] = REGISTRATION_STEP_FIELDS[only];
    return Object.fromEntries(Object.entries(all).filter(([field]) => owned.includes(field)));
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

  function submit() {
    // spec 1 §5: server validation errors are reset before every request.
    form.reset();
    const found = check();
    const failingStep = stepForErrors(Object.keys(found));
    if (failingStep !== null) {
      if (failingStep !== step) goTo(failingStep);
      showErrors(found, failingStep);
      return;
    }
    void form.handleSubmit();
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state !== 'editing') return;
    if (step < 3) next();
    else submit();
  }

  function handleCardNumber(event: React.ChangeEvent<HTMLInputElement>) {
    const digits = event.target.value.replace(/\D/g, '').slice(0, 19);
    const formatted = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    const wasValid = isValidCardNumber(values.card_number);
    form.setValue('card_number', formatted);
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
    form.setValue('exp_date', formatted);
    // spec 1 §5: a valid expiry moves focus to CVV.
    if (!wasValid && isValidExpiry(formatted)) focusField('cvv');
  }

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
          <DetailsStep
            form={form}
            country={country}
            onCountryChange={setCountry}
            onOpenModal={setOpenModal}
            showPassword={showPassword}
            onShowPasswordChange={setShowPassword}
            ids={ids}
          />
        ) : null}
        {step === 2 ? <ShippingStep form={form} /> : null}
        {step === 3 ? (
          <PaymentStep
            form={form}
            onCardNumber={handleCardNumber}
            onExpiry={handleExpiry}
            billingSameAsShipping={billingSame}
            onBillingSameAsShippingChange={changeBillingSame}
          />
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
            continueLink,
            termsContent,
            privacyContent,
            renderLink,
          })
        : null}
    </>
  );
}

export { RegistrationWizardBase, type RegistrationWizardBaseProps, registrationWizardVariants };
