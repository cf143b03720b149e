/**
 * spec 1 §2 "Registration page (3 steps)", §3 "Registration details", §4 "Registration" and
 * §5: which step owns which field, and the server-error -> step routing.
 */

export type RegistrationStep = 1 | 2 | 3;

/** spec 1 §2 / §3: the registration fields, exactly as the spec names them, by step. */
export const REGISTRATION_STEP_FIELDS = {
  1: [
    'full_name',
    'email',
    'password',
    'country_code',
    'phone_number',
    'zip_code',
    'agree',
    'i_accept',
  ],
  2: [
    'shipping_street',
    'shipping_city',
    'shipping_state',
    'shipping_zip_code',
    'shipping_apartment',
  ],
  3: [
    'card_number',
    'name_on_Card',
    'exp_date',
    'cvv',
    'pay_street',
    'pay_state',
    'pay_city',
    'pay_zip_code',
  ],
} as const satisfies Record<RegistrationStep, readonly string[]>;

export type RegistrationField = (typeof REGISTRATION_STEP_FIELDS)[RegistrationStep][number];

/** Every registration field of spec 1 §3, in step order. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  ...REGISTRATION_STEP_FIELDS[1],
  ...REGISTRATION_STEP_FIELDS[2],
  ...REGISTRATION_STEP_FIELDS[3],
];

const STEPS: readonly RegistrationStep[] = [1, 2, 3];

/**
 * The step that owns a field, or null for a field of no step. Server keys may carry an index
 * ('card_number.0'); a key about the card as a whole ('card', 'card_error', 'payment') belongs
 * to step 3 (spec 1 §4: "An invalid card also sends the user to step 3").
 */
export function stepOfField(field: string): RegistrationStep | null {
  const name = (field.split('.')[0] ?? '').trim().toLowerCase();
  for (const step of STEPS) {
    if (REGISTRATION_STEP_FIELDS[step].some((owned) => owned.toLowerCase() === name)) return step;
  }
  if (/^(card|payment|pay_)/i.test(name)) return 3;
  if (/^shipping_/i.test(name)) return 2;
  return null;
}

/**
 * spec 1 §4: "Server errors jump to the step that owns the failing field: card, name,
 * expiry, cvv and billing street to step 3; shipping fields to step 2; name, email, password,
 * country and phone to step 1." Returns the lowest step that owns a failing field (a field
 * with at least one message), or null when no field belongs to a step.
 */
export function stepForErrors(
  fieldErrors:
    | Readonly<Record<string, readonly string[] | string | null | undefined>>
    | readonly string[],
): RegistrationStep | null {
  const failing = Array.isArray(fieldErrors)
    ? (fieldErrors as readonly string[])
    : Object.entries(fieldErrors)
        .filter(([, messages]) =>
          Array.isArray(messages) ? messages.length > 0 : Boolean(messages),
        )
        .map(([field]) => field);
  let lowest: RegistrationStep | null = null;
  for (const field of failing) {
    const step = stepOfField(field);
    if (step !== null && (lowest === null || step < lowest)) lowest = step;
  }
  return lowest;
}

/** spec 1 §3: full_name "split on the first space into first_name and last_name". */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  return space === -1
    ? { first_name: name, last_name: '' }
    : { first_name: name.slice(0, space), last_name: name.slice(space + 1) };
}
