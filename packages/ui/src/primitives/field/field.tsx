'use client';
/**
 * One family of form fields (shadcn's field.tsx shape): Field, FieldLabel, FieldDescription,
 * FieldError, FieldGroup, FieldSet, FieldLegend, FieldContent, plus native controls that wire
 * themselves to their field (FieldInput, FieldSelect, FieldTextarea, or `useFieldControl` for
 * any other control). Inside a Field the control gets the label's id, `aria-invalid` while the
 * field is invalid, and `aria-describedby` naming the description and the error that are shown.
 */
import type * as React from 'react';
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { cn } from '../../lib/cn';

interface FieldContextValue {
  controlId: string;
  descriptionId: string;
  errorId: string;
  invalid: boolean;
  hasDescription: boolean;
  hasError: boolean;
  register(slot: 'description' | 'error'): () => void;
}

const FieldContext = createContext<FieldContextValue | null>(null);

type FieldProps = React.ComponentProps<'div'> & {
  /** Marks the field invalid (also true while a FieldError shows a message). */
  invalid?: boolean;
  orientation?: 'vertical' | 'horizontal';
};

/**
 * A label, a control, its description and its error. `id` is the control's id (generated when
 * absent); the wrapper is a `role="group"` with `data-invalid` and `data-orientation`.
 */
function Field({
  id,
  invalid = false,
  orientation = 'vertical',
  className,
  children,
  ...props
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const [slots, setSlots] = useState({ description: 0, error: 0 });
  // Stable, so a registered part's effect does not run again when the counts change.
  const register = useCallback((slot: 'description' | 'error') => {
    setSlots((current) => ({ ...current, [slot]: current[slot] + 1 }));
    return () => setSlots((current) => ({ ...current, [slot]: current[slot] - 1 }));
  }, []);
  const value = useMemo<FieldContextValue>(() => {
    const hasError = slots.error > 0;
    return {
      controlId,
      descriptionId: `${controlId}-description`,
      errorId: `${controlId}-error`,
      invalid: invalid || hasError,
      hasDescription: slots.description > 0,
      hasError,
      register,
    };
  }, [controlId, invalid, slots, register]);
  return (
    <FieldContext.Provider value={value}>
      {/* biome-ignore lint/a11y/useSemanticElements: a field groups its label, control and messages without a fieldset's legend (shadcn's Field) */}
      <div
        role="group"
        data-slot="field"
        data-orientation={orientation}
        data-invalid={value.invalid ? '' : undefined}
        className={cn(
          'bui-field',
          orientation === 'horizontal' && 'bui-field--horizontal',
          className,
        )}
        {...props}
      >
        {children}
      </div>
    </FieldContext.Provider>
  );
}

/** The field this part sits in, or null outside a Field. */
function useFieldContext(): FieldContextValue | null {
  return useContext(FieldContext);
}

/** Registers a description or an error with the field while it is shown. */
function useSlot(slot: 'description' | 'error', shown: boolean) {
  const register = useFieldContext()?.register;
  useLayoutEffect(() => (shown && register ? register(slot) : undefined), [register, shown, slot]);
}

interface ControlProps {
  id?: string | undefined;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  'aria-describedby'?: string | undefined;
}

/**
 * The props a control needs inside a Field: its id, `aria-invalid` and `aria-describedby`
 * (yours first, then the field's description and error). Outside a Field, `props` unchanged.
 */
function useFieldControl<P extends ControlProps>(props: P): P {
  const field = useFieldContext();
  if (!field) return props;
  const describedBy =
    [
      props['aria-describedby'],
      field.hasDescription ? field.descriptionId : undefined,
      field.hasError ? field.errorId : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.controlId,
    'aria-invalid': field.invalid ? true : props['aria-invalid'],
    'aria-describedby': describedBy,
  };
}

/** The field's label, tied to its control. */
function FieldLabel({ className, htmlFor, ...props }: React.ComponentProps<'label'>) {
  const field = useFieldContext();
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: htmlFor comes from the Field (or the caller)
    <label
      data-slot="field-label"
      className={cn('bui-label', className)}
      htmlFor={htmlFor ?? field?.controlId}
      {...props}
    />
  );
}

/** Help text under the control, read after the label. */
function FieldDescription({ className, id, ...props }: React.ComponentProps<'p'>) {
  const field = useFieldContext();
  useSlot('description', true);
  return (
    <p
      data-slot="field-description"
      id={id ?? field?.descriptionId}
      className={cn('bui-field__description', className)}
      {...props}
    />
  );
}

type FieldErrorProps = React.ComponentProps<'p'> & {
  /** Messages to show (the first one), as a schema's issues; `children` wins over them. */
  errors?: ReadonlyArray<{ message?: string | undefined } | undefined>;
};

/** The field's error; renders nothing (and leaves the field valid) while it has no message. */
function FieldError({ className, id, errors, children, ...props }: FieldErrorProps) {
  const field = useFieldContext();
  const content = children ?? errors?.find((error) => error?.message)?.message;
  const shown = content !== undefined && content !== null && content !== false && content !== '';
  useSlot('error', shown);
  if (!shown) return null;
  return (
    <p
      data-slot="field-error"
      id={id ?? field?.errorId}
      className={cn('bui-field-error', className)}
      {...props}
    >
      {content}
    </p>
  );
}

/** A native input wired to its Field. */
function FieldInput({ className, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="field-input"
      className={cn('bui-input', className)}
      {...useFieldControl(props)}
    />
  );
}

/**
 * A native select wired to its Field: long lists (240 calling codes, 51 states) stay fast,
 * searchable by typing, and keyboard-operable inside a shadow root.
 */
function FieldSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      data-slot="field-select"
      className={cn('bui-input bui-field__select', className)}
      {...useFieldControl(props)}
    />
  );
}

/** A native textarea wired to its Field. */
function FieldTextarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="field-textarea"
      className={cn('bui-input bui-field__textarea', className)}
      {...useFieldControl(props)}
    />
  );
}

/** Stacks fields with the form's spacing. */
function FieldGroup({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="field-group" className={cn('bui-field-group', className)} {...props} />;
}

/** A fieldset of related fields (a step, an address). */
function FieldSet({ className, ...props }: React.ComponentProps<'fieldset'>) {
  return <fieldset data-slot="field-set" className={cn('bui-field-set', className)} {...props} />;
}

/** The fieldset's title. */
function FieldLegend({ className, ...props }: React.ComponentProps<'legend'>) {
  return (
    <legend data-slot="field-legend" className={cn('bui-field-legend', className)} {...props} />
  );
}

/** Holds a control with its description beside a label (horizontal fields). */
function FieldContent({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="field-content" className={cn('bui-field__content', className)} {...props} />
  );
}

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

/** A labelled text input with its help and error: the Field parts in their usual order. */
function TextField({ label, error, hint, trailing, id, ...props }: TextFieldProps) {
  return (
    <Field id={id} invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <div
        className={cn('bui-field__control', Boolean(trailing) && 'bui-field__control--trailing')}
      >
        <FieldInput {...props} />
        {trailing}
      </div>
      {hint ? <FieldDescription>{hint}</FieldDescription> : null}
      <FieldError>{error}</FieldError>
    </Field>
  );
}

type SelectFieldProps = Omit<React.ComponentProps<'select'>, 'id'> & {
  label: React.ReactNode;
  error?: string | undefined;
  id?: string;
};

/** A labelled native select with its error. */
function SelectField({ label, error, id, ...props }: SelectFieldProps) {
  return (
    <Field id={id} invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldSelect {...props} />
      <FieldError>{error}</FieldError>
    </Field>
  );
}

export {
  Field,
  FieldContent,
  FieldDescription,
  FieldError,
  type FieldErrorProps,
  FieldGroup,
  FieldInput,
  FieldLabel,
  FieldLegend,
  type FieldProps,
  FieldSelect,
  FieldSet,
  FieldTextarea,
  SelectField,
  type SelectFieldProps,
  TextField,
  type TextFieldProps,
  useFieldControl,
};
