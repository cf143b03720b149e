import { Button } from '@brand/ui';
import { useCallback, useRef, useState } from 'react';

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
