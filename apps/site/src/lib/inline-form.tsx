import { Button } from '@brand/ui';
import { useCallback, useRef, useState } from 'react';

/**
 * A form that opens in place from a button (return reason, price change): `close` puts the
 * focus back on the button, so keyboard users stay where they were. `send` runs the form's
 * request with `sending` set meanwhile; a refusal goes to `onRefused` and the form stays open.
 */
export function useInlineForm() {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  }, []);
  const send = useCallback(
    async (request: () => Promise<unknown>, onRefused: (error: unknown) => void) => {
      setSending(true);
      try {
        await request();
        return true;
      } catch (error) {
        onRefused(error);
        return false;
      } finally {
        setSending(false);
      }
    },
    [],
  );
  return { open, setOpen, opener, close, sending, send };
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
