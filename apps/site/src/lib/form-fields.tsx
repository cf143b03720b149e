import { ApiError } from '@brand/core/client';
import {
  Field as BrandField,
  FieldError as BrandFieldError,
  Button,
  FieldInput,
  FieldLabel,
  type FormErrors,
  firstServerError,
  validateWith,
} from '@brand/ui';
import { type ReactNode, useState } from 'react';

/** The first message per field of a server 422 (core's ApiError), or none. */
export function serverErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {};
  const found: FormErrors = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const first = messages[0];
    if (first) found[field] = first;
  }
  return found;
}

type FieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
};

/**
 * A labelled input with its error linked (aria-invalid, aria-describedby): ui's Field parts, so
 * labels, errors and their wiring come from the one field primitive (packages/ui).
 */
export function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  value,
  error,
  onChange,
}: FieldProps) {
  return (
    <BrandField className="site-field" invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldInput
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <BrandFieldError className="site-field__error">{error}</BrandFieldError>
    </BrandField>
  );
}

type Schema = Parameters<typeof validateWith>[0];

/**
 * A small form over core's schema: client validation with core's messages, then `send`; a
 * server 422 shows per field, any other rejection as the form's message (spec 1 §5, §8).
 */
export function useSchemaForm<Values extends Record<string, string>>(
  schema: Schema,
  initial: Values,
  send: (values: Values) => Promise<string | undefined>,
  /** What the schema checks (e.g. a checkbox's 'yes' as true); the values by default. */
  prepare: (values: Values) => unknown = (values) => values,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(undefined);
    setDone(undefined);
    const found = validateWith(schema, prepare(values));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const message = await send(values);
      setDone(message ?? 'Done.');
    } catch (error) {
      const fields = serverErrors(error);
      setErrors(fields);
      setFormError(firstServerError(error) ?? 'Internal Server error please try again.');
    } finally {
      setBusy(false);
    }
  }

  return { values, setValues, field, errors, formError, done, busy, submit };
}

/** Form chrome: the error alert, the success status and the submit button. */
export function FormFooter({
  formError,
  done,
  busy,
  label,
  children,
}: {
  formError?: string | undefined;
  done?: string | undefined;
  busy: boolean;
  label: string;
  children?: ReactNode;
}) {
  return (
    <>
      {formError ? (
        <p role="alert" className="site-form__error">
          {formError}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="site-form__done">
          {done}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {label}
      </Button>
      {children}
    </>
  );
}
