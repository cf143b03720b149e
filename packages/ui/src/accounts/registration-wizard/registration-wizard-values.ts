import { DEFAULT_COUNTRY_CODE, type RegistrationStep } from '@brand/core/rules';

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

export const EMPTY_VALUES: RegistrationFormValues = {
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
export const STEP_TITLES: Record<RegistrationStep, string> = {
  1: 'Your details',
  2: 'Shipping address',
  3: 'Payment',
};

export const STEPS: readonly RegistrationStep[] = [1, 2, 3];
