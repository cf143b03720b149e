/**
 * Small building blocks shared by the account forms (sign-in, registration, lead form):
 * schema validation through the Standard Schema interface of core's valibot schemas, the
 * first server message of an error, an injectable link, and a labelled text field whose error
 * is tied to the input.
 */
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn';

// ---------------------------------------------------------------------------------------------
// Validation with core's schemas

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
  const errors: FormErrors = {};
  for (const issue of result.issues ?? []) {
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

// ---------------------------------------------------------------------------------------------
// Links

/** What a link receives: an anchor's props with a required `href` (a route path like /login). */
export type LinkProps = React.ComponentProps<'a'> & { href: string };

/**
 * Renders a link. Pass your router's link so navigation stays client-side, e.g.
 * `renderLink={({ href, ...props }) => <Link to={href} {...props} />}`.
 */
export type RenderLink = (props: LinkProps) => React.ReactNode;

export const defaultRenderLink: RenderLink = (props) => <a {...props} />;

// ---------------------------------------------------------------------------------------------
// Field

type TextFieldProps = Omit<React.ComponentProps<'input'>, 'id'> & {
  label: React.ReactNode;
  /** The message shown under the input; sets aria-invalid and joins aria-describedby. */
  error?: string | undefined;
  /** Help text under the input, read after the label. */
  hint?: React.ReactNode;
  /** Something beside the input inside the field, e.g. a show/hide password button. */
  trailing?: React.ReactNode;
  id?: string;
};

/** A label, an input, optional help and the error, wired for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id: idProp,
  className,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="bui-field" data-slot="field" data-invalid={error ? '' : undefined}>
      <label className="bui-label" htmlFor={id}>
        {label}
      </label>
      <div
        className={cn(
          'bui-form-field__control',
          trailing ? 'bui-form-field__control--trailing' : '',
        )}
      >
        <input
          id={id}
          className={cn('bui-input', className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...props}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="bui-form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="bui-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type SelectFieldProps = Omit<React.ComponentProps<'select'>, 'id'> & {
  label: React.ReactNode;
  error?: string | undefined;
  id?: string;
};

/**
 * A native select: long lists (240 calling codes, 51 states) stay fast, searchable by typing,
 * and keyboard-operable inside a shadow root, where Radix Select is not yet (ARCHITECTURE.md).
 */
export function SelectField({
  label,
  error,
  id: idProp,
  className,
  children,
  ...props
}: SelectFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="bui-field" data-slot="field" data-invalid={error ? '' : undefined}>
      <label className="bui-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={cn('bui-input bui-form-field__select', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="bui-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
