'use client';
import type * as React from 'react';
import { useCallback, useRef, useState } from 'react';
import type { ActionResult, Reloadable } from './action';
import {
  type FormErrors,
  fieldMessages,
  firstServerError,
  focusFirstInvalid,
  parseWith,
  type StandardSchema,
} from './forms';
import { type UseActionResult, useAction } from './use-action';

/** A form's values by field name: text, or a boolean for a checkbox (any object type). */
export type FormValues = object;

export interface UseSchemaFormOptions<Values extends FormValues, TInput, TData> {
  /** The values the form starts with. */
  initialValues: Values;
  /** Core's schema, checked before anything is sent (core's messages); its output goes to `submit`. */
  schema?: StandardSchema;
  /** What the schema checks when it is not the values as typed (an id added, 'yes' as true). */
  prepare?: (values: Values) => unknown;
  /** Checks of the form's own (with or without a schema): field -> message, `{}` when valid. */
  validate?: (values: Values) => FormErrors;
  /**
   * The write: the schema's output (without a schema, the prepared values) and the values as
   * typed. Reject with core's ApiError: its 422 field messages show beside their fields.
   */
  submit: (input: TInput, values: Values) => Promise<TData> | TData;
  /** After the answer (the form stays pending meanwhile): a toast, navigate, clear the values. */
  onSuccess?: (data: TData, values: Values) => unknown;
  /** After a failure, with the server's field messages. */
  onError?: (error: unknown, values: Values, fieldErrors: FormErrors) => unknown;
  /** What to load again once the write succeeded (see useAction). */
  reload?: ReadonlyArray<Reloadable>;
  /** A field's message goes as soon as the field is edited. Default true. */
  clearOnEdit?: boolean;
  /** Show a 422's field messages beside the fields. Default true (false: only `formError`). */
  serverFieldErrors?: boolean;
  /**
   * The key the write nests the values under in its body (`payment_details`): the server's
   * `payment_details.card_number` then shows beside `card_number` (see `fieldMessages`).
   */
  serverPrefix?: string;
}

/** The props a native control (FieldInput, FieldSelect, FieldTextarea) takes for one field. */
export interface SchemaControlProps {
  name: string;
  value: string;
  onChange: (
    event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
}

/** The props a TextField or SelectField takes for one field: its control's and its message. */
export interface SchemaFieldProps extends SchemaControlProps {
  error: string | undefined;
}

export type UseSchemaFormResult<Values extends FormValues, TData> = UseActionResult<
  Values,
  TData
> & {
  values: Values;
  setValues: React.Dispatch<React.SetStateAction<Values>>;
  /** Sets one value (and, with clearOnEdit, clears its message). */
  setValue: <K extends keyof Values & string>(name: K, value: Values[K]) => void;
  /** A field's props: `<TextField label="Email" {...form.field('email')} />`. */
  field: (name: keyof Values & string) => SchemaFieldProps;
  /**
   * A control's props inside ui's Field parts, whose FieldError shows `form.errors[name]`:
   * `<FieldTextarea {...form.control('reason')} />`.
   */
  control: (name: keyof Values & string) => SchemaControlProps;
  /** The message per field: the client check's, or the server's after a refused submit. */
  errors: FormErrors;
  setErrors: React.Dispatch<React.SetStateAction<FormErrors>>;
  /** A failed submit's message (the first server message, else the error's), while shown. */
  formError: string | undefined;
  /**
   * Checks the values and sends them: bind it to the form's onSubmit. A check that fails
   * focuses the first invalid control of the form (in document order) and sends nothing; a
   * submit while one is pending is ignored. Resolves with the write's result (or null when
   * nothing was sent).
   */
  handleSubmit: (event?: React.FormEvent<HTMLFormElement>) => Promise<ActionResult<TData> | null>;
  /** Runs the client check alone: the messages it finds (also shown). */
  check: () => FormErrors;
  /** Back to `values` (default the initial ones), without messages, the write idle. */
  resetForm: (values?: Values) => void;
};

/**
 * A form over core's schema, on the action engine (`useAction`): the values, the client check
 * with core's messages, the write with its pending state, the server's 422 field messages beside
 * their fields (./forms.ts `fieldMessages`, the one mapping) and the form's message otherwise.
 * Every form of @brand/ui, the site and the embed uses it, with ui's Field family.
 *
 * ```tsx
 * const form = useSchemaForm({
 *   schema: LeadFormSchema,
 *   initialValues: { full_name: '', email: '', phone_number: '' },
 *   submit: (lead: LeadForm) => client.leads.sampleRequest({ body: lead }),
 * });
 * <form noValidate onSubmit={form.handleSubmit}>
 *   <TextField label="Email" type="email" {...form.field('email')} />
 *   <Button type="submit" loading={form.isPending}>Send</Button>
 * </form>
 * ```
 */
export function useSchemaForm<Values extends FormValues, TInput = Values, TData = unknown>(
  options: UseSchemaFormOptions<Values, TInput, TData>,
): UseSchemaFormResult<Values, TData> {
  const { clearOnEdit = true, serverFieldErrors: showServerFields = true } = options;
  const [values, setValues] = useState<Values>(options.initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const input = useRef<TInput>(undefined as TInput);

  const action = useAction<Values, TData>({
    perform: (sent) => options.submit(input.current, sent),
    onSuccess: options.onSuccess,
    onError: (error, sent) => {
      const messages = options.serverPrefix
        ? fieldMessages(error, { prefix: options.serverPrefix })
        : fieldMessages(error);
      if (showServerFields) setErrors(messages);
      return options.onError?.(error, sent, messages);
    },
    reload: options.reload,
  });

  const setValue = useCallback(
    <K extends keyof Values & string>(name: K, value: Values[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (!clearOnEdit) return;
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _cleared, ...rest } = current;
        return rest;
      });
    },
    [clearOnEdit],
  );

  const check = (): FormErrors => {
    const own = options.validate?.(values) ?? {};
    const prepared = options.prepare ? options.prepare(values) : values;
    const parsed = options.schema ? parseWith(options.schema, prepared) : null;
    const found = { ...(parsed?.errors ?? {}), ...own };
    setErrors(found);
    if (Object.keys(found).length === 0) {
      input.current = (parsed ? parsed.value : prepared) as TInput;
    }
    return found;
  };

  const handleSubmit = async (event?: React.FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (action.isPending) return null;
    const form = event?.currentTarget;
    const found = check();
    if (Object.keys(found).length > 0) {
      action.reset();
      if (form) focusFirstInvalid(form, found);
      return null;
    }
    return action.run(values);
  };

  const control = (name: keyof Values & string): SchemaControlProps => ({
    name,
    value: values[name] === undefined || values[name] === null ? '' : String(values[name]),
    onChange: (event) => setValue(name, event.target.value as Values[typeof name]),
  });
  const field = (name: keyof Values & string): SchemaFieldProps => ({
    ...control(name),
    error: errors[name],
  });

  const resetForm = (next: Values = options.initialValues) => {
    setValues(next);
    setErrors({});
    action.reset();
  };

  const formError = action.status === 'error' ? firstServerError(action.error) : undefined;

  return {
    ...action,
    values,
    setValues,
    setValue,
    field,
    control,
    errors,
    setErrors,
    formError,
    handleSubmit,
    check,
    resetForm,
  };
}
