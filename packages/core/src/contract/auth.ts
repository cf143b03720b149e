/** Sign-in, registration and account-access calls (spec 1 §3, §5, §7; ours from DOMAIN.md). */
import * as v from 'valibot';
import { CARD_MESSAGES, isValidCardNumber, isValidCvc, isValidExpiry } from '../rules/card';
import { splitFullName } from '../rules/registration';
import { envelope, messageEnvelope, UsStateSchema, ZipCodeSchema } from './common';
import { accepted, email, form, intLike, line, requiredLine, US_STATES } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { UserSchema } from './user';

// ---------------------------------------------------------------------------------------------
// Shared fields

const password = v.pipe(
  v.string(M.passwordRequired),
  v.nonEmpty(M.passwordRequired),
  v.maxLength(128, M.tooLong(128)),
);
const newPassword = v.pipe(password, v.minLength(8, M.passwordMin));

/** A full name: first and last, split on the first space (spec 1 §3). */
export const fullName = v.pipe(
  v.string(M.fullNameRequired),
  v.trim(),
  v.nonEmpty(M.fullNameRequired),
  v.maxLength(200, M.tooLong(200)),
  v.regex(/^\S+\s+\S/u, M.fullNameTwoParts),
);

/** A calling code such as +1 (spec 1 §5). */
export const countryCode = v.pipe(
  v.string(M.countryCodeRequired),
  v.trim(),
  v.nonEmpty(M.countryCodeRequired),
  v.regex(/^\+\d{1,4}$/, M.countryCodeInvalid),
);

const phoneNumber = v.pipe(
  v.string(M.phoneRequired),
  v.trim(),
  v.nonEmpty(M.phoneRequired),
  v.maxLength(25, M.phoneInvalid),
  v.check((value) => /^[\d\s().+-]+$/.test(value), M.phoneInvalid),
  v.transform((value) => value.replace(/\D/g, '')),
  v.regex(/^\d{7,15}$/, M.phoneInvalid),
);

/** Optional text: missing, or a string up to `max` (an empty string counts as not filled). */
const optionalLine = (max = 255) => v.optional(line(max), '');

/** A card field that is optional but must pass `valid` when filled (spec 1 §5). */
const optionalCard = (valid: (value: string) => boolean, message: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.check((value) => value === '' || (value.length <= max && valid(value)), message),
    ),
    '',
  );

// ---------------------------------------------------------------------------------------------
// Login

/** spec 1 §3 Login payload: email, password. */
export const LoginPayloadSchema = form({
  email: email(),
  password,
  /** Ours: "Remember me" is a client-side cookie of the email only; the API ignores it. */
  remember: v.optional(v.boolean()),
});
export type LoginPayload = v.InferOutput<typeof LoginPayloadSchema>;

/** POST /api/login and POST /api/sociallogin/{provider}: `{ data: { user, token } }`. */
export const AuthSessionSchema = v.object({
  user: UserSchema,
  token: v.pipe(v.string(), v.minLength(11), v.maxLength(512)),
});
export type AuthSession = v.InferOutput<typeof AuthSessionSchema>;
export const LoginResponseSchema = envelope(AuthSessionSchema);
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** GET /api/authuser: `{ data: User }`. */
export const AuthUserResponseSchema = envelope(UserSchema);
export type AuthUserResponse = v.InferOutput<typeof AuthUserResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Registration

const cardFields = {
  card_number: optionalCard(isValidCardNumber, CARD_MESSAGES.number, 23),
  name_on_Card: optionalLine(),
  exp_date: optionalCard(isValidExpiry, CARD_MESSAGES.expiry, 7),
  cvv: optionalCard((value) => isValidCvc(value), CARD_MESSAGES.cvc, 4),
  pay_street: optionalLine(),
  pay_state: v.optional(
    v.pipe(
      v.string(M.stateInvalid),
      v.trim(),
      v.toUpperCase(),
      v.check(
        (value) => value === '' || (US_STATES as readonly string[]).includes(value),
        M.stateInvalid,
      ),
    ),
    '',
  ),
  pay_city: optionalLine(),
  pay_zip_code: v.optional(
    v.pipe(
      v.string(M.zipInvalid),
      v.trim(),
      v.check((value) => value === '' || /^\d{5}(?:-\d{4})?$/.test(value), M.zipInvalid),
    ),
    '',
  ),
};

/** Ours: with a card number, the name on the card and the billing address are required. */
const BILLING_REQUIRED = [
  ['name_on_Card', M.nameOnCardRequired],
  ['pay_street', M.billingRequired],
  ['pay_city', M.cityRequired],
  ['pay_state', M.stateRequired],
  ['pay_zip_code', M.zipRequired],
] as const;

/** The billing fields left empty although a card number is typed. */
const missingBilling = (value: unknown) => {
  const input = (value ?? {}) as Record<string, unknown>;
  if (typeof input.card_number !== 'string' || input.card_number === '') return [];
  return BILLING_REQUIRED.filter(([key]) => {
    const field = input[key];
    return typeof field === 'string' && field.trim() === '';
  }).map(([key, message]) => ({
    message,
    path: [{ type: 'object', origin: 'value', input, key, value: input[key] } as v.ObjectPathItem],
  }));
};

/**
 * spec 1 §3 Registration details (+ shop_id) with spec 1 §5's rules. The output adds
 * first_name and last_name (full_name split on the first space).
 */
export const RegistrationDetailsSchema = v.pipe(
  form({
    full_name: fullName,
    /** spec 1 §3: type defaults to User; Pros register at /api/register/contractor. */
    type: v.optional(v.picklist(['User'], M.choiceInvalid), 'User'),
    email: email(),
    password: newPassword,
    country_code: countryCode,
    phone_number: phoneNumber,
    zip_code: ZipCodeSchema,
    agree: accepted(M.agreeRequired),
    i_accept: accepted(M.acceptRequired),
    shipping_street: requiredLine(M.streetRequired),
    shipping_city: requiredLine(M.cityRequired),
    shipping_state: UsStateSchema,
    shipping_zip_code: ZipCodeSchema,
    shipping_apartment: optionalLine(),
    ...cardFields,
    /** spec 1 §3: the current showroom's id, 0 if none. */
    shop_id: v.optional(v.pipe(intLike(), v.minValue(0, M.invalidId)), 0),
  }),
  // Ours: once a card number is typed, expiry and CVC must be valid too (a number alone
  // cannot be charged), and the CVC length follows the card brand (4 for Amex).
  v.forward(
    v.partialCheck(
      [['card_number'], ['exp_date']],
      // The field's own check already refuses a filled, invalid expiry: only "missing" here.
      (input) => input.card_number === '' || input.exp_date !== '',
      CARD_MESSAGES.expiry,
    ),
    ['exp_date'],
  ),
  v.forward(
    v.partialCheck(
      [['card_number'], ['cvv']],
      // Missing, or a generally valid CVC of the wrong length for this brand.
      (input) =>
        input.card_number === '' ||
        (input.cvv !== '' && (!isValidCvc(input.cvv) || isValidCvc(input.cvv, input.card_number))),
      CARD_MESSAGES.cvc,
    ),
    ['cvv'],
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    for (const issue of missingBilling(dataset.value)) {
      addIssue({ message: issue.message, path: issue.path as [v.ObjectPathItem] });
    }
  }),
  v.transform((input) => ({ ...input, ...splitFullName(input.full_name) })),
);
export type RegistrationDetails = v.InferOutput<typeof RegistrationDetailsSchema>;
export type RegistrationDetailsInput = v.InferInput<typeof RegistrationDetailsSchema>;

/**
 * POST /api/register: `{ data: { user, token } }`; the token is null when the new user is not
 * type User (spec 1 §4: other types stay signed out). Ours.
 */
export const RegisterResponseSchema = envelope(
  v.object({
    user: UserSchema,
    token: v.nullable(v.pipe(v.string(), v.minLength(11), v.maxLength(512))),
  }),
);
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>;

/** Ours (DOMAIN.md: Pro registration and approval): POST /api/register/contractor. */
export const ContractorRegistrationSchema = v.pipe(
  form({
    full_name: fullName,
    company_name: requiredLine(M.companyNameRequired),
    email: email(),
    password: newPassword,
    country_code: countryCode,
    phone_number: phoneNumber,
    zip_code: ZipCodeSchema,
    agree: accepted(M.agreeRequired),
    /** Ours: 'Contractor' (also designers); vendors apply the same way. */
    type: v.optional(v.picklist(['Contractor', 'Vendor'], M.choiceInvalid), 'Contractor'),
  }),
  v.transform((input) => ({ ...input, ...splitFullName(input.full_name) })),
);
export type ContractorRegistration = v.InferOutput<typeof ContractorRegistrationSchema>;

/** Ours: the new Pro is pending approval (spec 1 §9: up to 24 hours) and gets no token. */
export const ContractorRegisterResponseSchema = messageEnvelope(v.object({ user: UserSchema }));

// ---------------------------------------------------------------------------------------------
// Social login, one-time code, email verification, password reset

/**
 * Social sign-in (OpenID Connect, docs/decisions/social-sign-in.md). Ours: a provider is named
 * by a short id (`google`, `apple`, `oidc` for the issuer of OIDC_ISSUER_URL); which ones exist
 * is the server's configuration (GET /api/auth/oidc/providers). A malformed id is a 422, an
 * unconfigured one a 404.
 */
export const SocialProviderSchema = v.pipe(
  v.string(M.required),
  v.regex(/^[a-z][a-z0-9-]{0,31}$/, 'The provider is not valid.'),
);
export const SocialLoginParamsSchema = form({ provider: SocialProviderSchema });
/**
 * @deprecated POST /api/sociallogin/{provider} takes no body since social sign-in became
 * OpenID Connect (the browser goes to the provider; no provider token is posted).
 */
export const SocialLoginPayloadSchema = form({});
export type SocialLoginPayload = v.InferOutput<typeof SocialLoginPayloadSchema>;
/**
 * POST /api/sociallogin/{provider}: no body; answers where the browser goes to start signing in
 * with that provider (`GET /api/auth/oidc/{provider}/start`, which sets the state cookie).
 */
export const SocialLoginStartSchema = v.object({ url: v.pipe(v.string(), v.startsWith('/')) });
export const SocialLoginResponseSchema = envelope(SocialLoginStartSchema);
export type SocialLoginResponse = v.InferOutput<typeof SocialLoginResponseSchema>;

/** GET /api/auth/oidc/providers: the configured providers, each its id and button name. */
export const SocialProviderInfoSchema = v.object({
  id: v.string(),
  name: v.string(),
});
export type SocialProviderInfo = v.InferOutput<typeof SocialProviderInfoSchema>;
export const SocialProvidersResponseSchema = envelope(v.array(SocialProviderInfoSchema));
export type SocialProvidersResponse = v.InferOutput<typeof SocialProvidersResponseSchema>;

/** POST /api/auth/oidc/exchange: the one-time code the callback handed to /auth/callback. */
export const SocialExchangeSchema = form({
  code: v.pipe(
    v.string(M.required),
    v.trim(),
    v.nonEmpty(M.required),
    v.maxLength(128, M.tooLong(128)),
  ),
});
export type SocialExchange = v.InferOutput<typeof SocialExchangeSchema>;

/** GET /api/login/verify_otp: no query sends a code, `otp` verifies it (6 digits, DOMAIN.md). */
export const OtpQuerySchema = form({
  otp: v.optional(v.pipe(v.string(M.otpInvalid), v.trim(), v.regex(/^\d{6}$/, M.otpInvalid))),
});
export type OtpQuery = v.InferOutput<typeof OtpQuerySchema>;
/** `{ message, data: { valid_otp } }`; valid_otp is absent when a code was only sent. */
export const OtpResponseSchema = messageEnvelope(v.object({ valid_otp: v.optional(v.boolean()) }));
export type OtpResponse = v.InferOutput<typeof OtpResponseSchema>;

/** A token from an emailed link (email verification, password reset). */
export const LinkTokenSchema = v.pipe(
  v.string(M.tokenInvalid),
  v.regex(/^[A-Za-z0-9._~-]{16,512}$/, M.tokenInvalid),
);
export const TokenParamsSchema = form({ token: LinkTokenSchema });

/** Ours: POST /api/password/email `{ email }`. The answer never says whether it exists. */
export const PasswordResetRequestSchema = form({ email: email() });
export type PasswordResetRequest = v.InferOutput<typeof PasswordResetRequestSchema>;

/** Ours: POST /api/password/reset `{ token, email, password, password_confirmation }`. */
export const PasswordResetSchema = v.pipe(
  form({
    token: LinkTokenSchema,
    email: email(),
    password: newPassword,
    password_confirmation: password,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      M.passwordConfirmation,
    ),
    ['password_confirmation'],
  ),
);
export type PasswordReset = v.InferOutput<typeof PasswordResetSchema>;

/** Ours: POST /api/change_password (the /change_password screen). */
export const ChangePasswordSchema = v.pipe(
  form({
    current_password: password,
    password: newPassword,
    password_confirmation: password,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      M.passwordConfirmation,
    ),
    ['password_confirmation'],
  ),
);
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;

/** Ours: PUT /api/admin/users/{id}/approve (DOMAIN.md: Pro approval by an admin). */
export const ApproveUserSchema = form({
  status: v.picklist(['Approve', 'Deactive'], M.statusInvalid),
});
export type ApproveUser = v.InferOutput<typeof ApproveUserSchema>;
export const UserResponseSchema = envelope(UserSchema);
