'use client';
import { OtpQuerySchema } from '@brand/core/contract';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { firstServerError, validateWith } from '../../lib/forms';
import { useAction } from '../../lib/use-action';
import { Button } from '../../primitives/button/button';

/** DOMAIN.md: admin one-time codes are 6 digits. */
const CODE_LENGTH = 6;

/** Ours: shown when the server says the code is not valid but gives no message. */
const INVALID_CODE = 'This code is not valid. Please check it or send a new one.';

/** What `onVerify` may resolve to (GET /api/login/verify_otp answers data.valid_otp + message). */
export interface OneTimeCodeResult {
  valid: boolean;
  message?: string | undefined;
}

/** Where the entry stands between requests ('requesting' and 'verifying' are the writes'). */
type Phase = 'idle' | 'sent' | 'invalid' | 'verified';

type OneTimeCodeEntryProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The digits typed so far (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Sends a code; may resolve to the server's message, shown as a status. */
  onRequestCode?: () => unknown;
  /** Checks a 6-digit code. Reject, or resolve `{ valid: false, message }`, to show an error. */
  onVerify: (code: string) => unknown;
  /** An error to show from outside (e.g. too many attempts). */
  error?: string | undefined;
  /** Submits as soon as the 6th digit is typed or pasted. */
  autoSubmit?: boolean;
};

const onlyDigits = (text: string) => text.replace(/\D/g, '');

function isResult(value: unknown): value is OneTimeCodeResult {
  return typeof value === 'object' && value !== null && 'valid' in value;
}

/**
 * spec 1 §4 Admin one-time code: request a code, then verify it. Six single-digit boxes that
 * accept digits only, spread a pasted code over the boxes, and move focus as you type.
 */
function OneTimeCodeEntry({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onRequestCode,
  onVerify,
  error: errorProp,
  autoSubmit = false,
  className,
  ...props
}: OneTimeCodeEntryProps) {
  const [inner, setInner] = useState(() => onlyDigits(defaultValue).slice(0, CODE_LENGTH));
  const code = valueProp === undefined ? inner : onlyDigits(valueProp).slice(0, CODE_LENGTH);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const errorId = useId();
  const statusId = useId();
  const shownError = errorProp ?? error;

  function setCode(next: string) {
    if (valueProp === undefined) setInner(next);
    onValueChange?.(next);
    if (error) setError(undefined);
    return next;
  }

  function focusBox(index: number) {
    const box = inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  }

  /** Writes `digits` starting at box `index`, as typing or pasting does. */
  function writeAt(index: number, digits: string) {
    const chars = code.padEnd(CODE_LENGTH, ' ').split('');
    let at = index;
    for (const digit of digits) {
      if (at >= CODE_LENGTH) break;
      chars[at] = digit;
      at += 1;
    }
    const next = setCode(chars.join('').replace(/\s+$/, '').replace(/\s/g, ''));
    focusBox(at);
    if (autoSubmit && next.length === CODE_LENGTH) void verify(next);
  }

  const refuse = (caught: unknown) => {
    setError(firstServerError(caught));
    setPhase('invalid');
  };
  const request = useAction<void, unknown>({
    perform: () => onRequestCode?.(),
    onSuccess: (message) => {
      setStatus(typeof message === 'string' && message ? message : 'We sent you a new code.');
      setPhase('sent');
      focusBox(0);
    },
    onError: refuse,
  });
  const check = useAction<string, unknown>({
    perform: (candidate) => onVerify(candidate),
    onSuccess: (result) => {
      if (isResult(result) && !result.valid) {
        setError(result.message || INVALID_CODE);
        setPhase('invalid');
        return;
      }
      setStatus(isResult(result) && result.message ? result.message : undefined);
      setPhase('verified');
    },
    onError: refuse,
  });
  const state = request.isPending ? 'requesting' : check.isPending ? 'verifying' : phase;

  function requestCode() {
    if (!onRequestCode) return;
    setError(undefined);
    setStatus(undefined);
    return request.run();
  }

  function verify(candidate: string) {
    const found = validateWith(OtpQuerySchema, { otp: candidate });
    if (found.otp) {
      setError(found.otp);
      setPhase('invalid');
      focusBox(candidate.length);
      return;
    }
    setError(undefined);
    return check.run(candidate);
  }

  function handleKeyDown(index: number, event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !code[index]) {
      event.preventDefault();
      if (index > 0) {
        setCode(code.slice(0, index - 1));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handleChange(index: number, event: React.ChangeEvent<HTMLInputElement>) {
    const digits = onlyDigits(event.target.value);
    if (digits === '') {
      // The box was cleared: drop it and everything after it, so the code stays contiguous.
      setCode(code.slice(0, index));
      return;
    }
    // A typed digit replaces the box's digit; autofill may bring the whole code at once.
    const previous = code[index] ?? '';
    const typed = digits.length > 1 && digits.startsWith(previous) ? digits.slice(1) : digits;
    writeAt(Math.min(index, code.length), typed);
  }

  function handlePaste(index: number, event: React.ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) writeAt(Math.min(index, code.length), digits);
  }

  const busy = state === 'requesting' || state === 'verifying';
  const described = [shownError ? errorId : undefined, status ? statusId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      data-slot="one-time-code"
      data-state={errorProp ? 'invalid' : state}
      noValidate
      className={cn('bui-otp', className)}
      onSubmit={(event) => {
        event.preventDefault();
        void verify(code);
      }}
      {...props}
    >
      <fieldset className="bui-otp__group">
        <legend className="bui-label bui-otp__label">One-time code</legend>
        <div className="bui-otp__boxes">
          {Array.from({ length: CODE_LENGTH }, (_, index) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions
              key={index}
              ref={(node) => {
                inputs.current[index] = node;
              }}
              className="bui-input bui-otp__box bui-tabular"
              aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={described || undefined}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              maxLength={CODE_LENGTH}
              value={code[index] ?? ''}
              disabled={state === 'verifying'}
              onChange={(event) => handleChange(index, event)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onPaste={(event) => handlePaste(index, event)}
              onFocus={(event) => event.currentTarget.select()}
            />
          ))}
        </div>
      </fieldset>
      {shownError ? (
        <p id={errorId} role="alert" className="bui-field-error">
          {shownError}
        </p>
      ) : null}
      <p id={statusId} role="status" className="bui-otp__status">
        {status}
      </p>
      <div className="bui-otp__actions">
        <Button type="submit" loading={state === 'verifying'} disabled={busy}>
          Verify
        </Button>
        {onRequestCode ? (
          <Button
            variant="secondary"
            loading={state === 'requesting'}
            disabled={busy}
            onClick={() => void requestCode()}
          >
            {state === 'idle' ? 'Send me a code' : 'Send a new code'}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export { OneTimeCodeEntry, type OneTimeCodeEntryProps };
