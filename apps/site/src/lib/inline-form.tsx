import { Button } from '@brand/ui';
import { useCallback, useRef, useState } from 'react';
import './inline-form.css';

/**
 * A form that opens in place from a button (return reason, price change, a new address):
 * `close` puts the focus back on the button, so keyboard users stay where they were. The form's
 * write and its messages are ui's `useSchemaForm`; this is only where the form shows.
 */
export function useInlineForm() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  }, []);
  return { open, setOpen, opener, close };
}

/** The small secondary button that opens an inline form. */
export function InlineFormOpener({
  form,
  label,
  disabled,
  children,
}: {
  form: ReturnType<typeof useInlineForm>;
  /** The accessible name, naming the item (e.g. "Return item Oak plank"). */
  label: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Button
      ref={form.opener}
      type="button"
      size="sm"
      variant="secondary"
      disabled={disabled}
      aria-label={label}
      onClick={() => form.setOpen(true)}
    >
      {children}
    </Button>
  );
}

/** What `InlineForm` needs of ui's `useSchemaForm`. */
interface InlineFormState<Values> {
  values: Values;
  handleSubmit: (event?: React.FormEvent<HTMLFormElement>) => unknown;
  resetForm: (values?: Values) => void;
  isPending: boolean;
}

/**
 * The form an opener shows in place: its fields, a refusal without field messages, the send
 * button and Cancel. Cancel and Escape close it (what was typed stays for the next opening, its
 * messages go) and give the focus back to the opener.
 */
export function InlineForm<Values>({
  inline,
  form,
  label,
  submitLabel,
  cancelLabel = 'Cancel',
  formError,
  disabled,
  compact,
  className,
  children,
}: {
  inline: ReturnType<typeof useInlineForm>;
  form: InlineFormState<Values>;
  /** The form's accessible name, naming the item (e.g. "Return Oak plank"). */
  label: string;
  submitLabel: string;
  cancelLabel?: string;
  /** A refusal that belongs to no field (shown above the buttons). */
  formError?: string | undefined;
  disabled?: boolean;
  /** Small buttons, for a form inside a table row or a dialog's list. */
  compact?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const size = compact ? 'sm' : undefined;
  const cancel = () => {
    form.resetForm(form.values);
    inline.close();
  };
  return (
    <form
      className={className ? `site-inline-form ${className}` : 'site-inline-form'}
      noValidate
      aria-label={label}
      onSubmit={(event) => void form.handleSubmit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel();
      }}
    >
      {children}
      {formError ? (
        <p role="alert" className="site-inline-form__error">
          {formError}
        </p>
      ) : null}
      <div className="site-inline-form__actions">
        <Button type="submit" size={size} loading={form.isPending} disabled={disabled}>
          {submitLabel}
        </Button>
        <Button type="button" size={size} variant="ghost" onClick={cancel}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
