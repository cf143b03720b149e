/**
 * Form helpers shared by every form of @brand/ui (and exported for the site and the embed):
 * validation with core's valibot schemas through the Standard Schema interface, focus of the
 * first invalid control, and the messages of a rejected call (core's ApiError). Pure: no React,
 * importable from a server component.
 */

/**
 * The Standard Schema interface (https://standardschema.dev) that every valibot 1.x schema
 * implements. Using it lets the UI run core's schemas without importing valibot itself.
 */
export interface StandardSchema {
  readonly '~standard': {
    readonly validate: (value: unknown) => StandardResult | Promise<StandardResult>;
  };
}
type PathSegment = PropertyKey | { readonly key: PropertyKey };
type StandardResult =
  | { readonly value: unknown; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PathSegment> | undefined;
      }>;
    };

/** Field name -> the first message core's schema gives for it. */
export type FormErrors = Record<string, string>;

/**
 * Validates `values` with one of core's schemas and returns the first message per top-level
 * field (empty when valid). Issues without a path are reported under `form`.
 */
export function validateWith(schema: StandardSchema, values: unknown): FormErrors {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) {
    throw new Error('validateWith needs a synchronous schema: use one without async checks.');
  }
  return issueMessages(result.issues ?? []);
}

type Issues = Extract<StandardResult, { issues: unknown }>['issues'];

/** The first message per top-level field of a schema's issues (`form` for those without a path). */
function issueMessages(issues: Issues): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const first = issue.path?.[0];
    const key = first === undefined ? 'form' : typeof first === 'object' ? first.key : first;
    const field = String(key);
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Moves focus to the first control (in document order) whose name has an error. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FormErrors): void {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && name in errors && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/** Field name -> messages, as core's `ApiError.fieldErrors` (the server's 422 `errors`). */
export type ServerFieldErrors = Record<string, string[]>;

/** The per-field messages of a rejected call (core's ApiError), or an empty map. */
export function serverFieldErrors(error: unknown): ServerFieldErrors {
  if (error && typeof error === 'object' && 'fieldErrors' in error) {
    const fieldErrors = (error as { fieldErrors: unknown }).fieldErrors;
    if (fieldErrors && typeof fieldErrors === 'object') return fieldErrors as ServerFieldErrors;
  }
  return {};
}

/** The first message per field of a server's field-error map. */
export function firstMessages(fieldErrors: ServerFieldErrors): FormErrors {
  const out: FormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const first = messages[0];
    if (first) out[field] = first;
  }
  return out;
}

/**
 * The one place a server 422 becomes field messages (core's `ApiError.fieldErrors`, the
 * server's `errors` map): the first message per field, by the server's key
 * (`shipping_address.street`, `category_markups.3.markup_percent`). With `prefix`, a form that
 * sends its values nested under that key names them without it (`{ prefix: 'payment_details' }`
 * turns `payment_details.card_number` into `card_number`; a key sent as is wins). `{}` for any
 * other error. The action
 * engine (./action.ts) and `useSchemaForm` give every failed write these messages.
 */
export function fieldMessages(error: unknown, options: { prefix?: string } = {}): FormErrors {
  const exact = firstMessages(serverFieldErrors(error));
  const prefix = options.prefix ? `${options.prefix}.` : null;
  if (!prefix) return exact;
  // A key the server sent as is wins over one that loses the prefix.
  const out: FormErrors = {};
  for (const [key, message] of Object.entries(exact)) {
    if (!key.startsWith(prefix)) out[key] = message;
  }
  for (const [key, message] of Object.entries(exact)) {
    const name = key.slice(prefix.length);
    if (key.startsWith(prefix) && !(name in out)) out[name] = message;
  }
  return out;
}

/** What `parseWith` answers: the schema's output when valid, else the first message per field. */
export type ParseResult =
  | { readonly ok: true; readonly value: unknown; readonly errors: FormErrors }
  | { readonly ok: false; readonly value: undefined; readonly errors: FormErrors };

/**
 * Validates `values` with one of core's schemas and gives its output (trimmed, lower-cased,
 * split: whatever the schema transforms) or the first message per field, as `validateWith`.
 */
export function parseWith(schema: StandardSchema, values: unknown): ParseResult {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) {
    throw new Error('parseWith needs a synchronous schema: use one without async checks.');
  }
  if (result.issues) return { ok: false, value: undefined, errors: issueMessages(result.issues) };
  return { ok: true, value: result.value, errors: {} };
}

/**
 * spec 1 §5 "Login shows the first server error message": the first field message of the
 * error, else its own message, else nothing.
 */
export function firstServerError(error: unknown): string | undefined {
  for (const messages of Object.values(serverFieldErrors(error))) {
    if (messages[0]) return messages[0];
  }
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}
