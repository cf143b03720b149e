'use client';
import { MIN_UNIT, sanitizeQuantity } from '@brand/core/rules';
import { type ComponentProps, useEffect, useId, useState } from 'react';
import { cn } from '../../lib/cn';

type QuantityBoxProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'children'> & {
  /** Controlled quantity. */
  value?: number;
  /** Uncontrolled initial quantity (default: the minimum unit). */
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** The product's minimum unit (spec 2 §5: default 1). */
  minUnit?: number;
  /** Accessible name of the input. */
  label?: string;
  /** Show the label visibly (default: only to assistive tech). */
  showLabel?: boolean;
  disabled?: boolean;
};

/**
 * The quantity box (spec 2 §5): numbers only, never below the minimum unit, with - / + buttons.
 * Typing keeps digits only; leaving the field or pressing Enter commits core's sanitised value.
 */
function QuantityBox({
  value,
  defaultValue,
  onValueChange,
  minUnit = MIN_UNIT,
  label = 'Quantity',
  showLabel = false,
  disabled,
  className,
  ...props
}: QuantityBoxProps) {
  const min = sanitizeQuantity(minUnit, 1);
  const [inner, setInner] = useState(() => sanitizeQuantity(defaultValue ?? min, min));
  const current = value === undefined ? inner : sanitizeQuantity(value, min);
  const [draft, setDraft] = useState(String(current));
  const id = useId();

  useEffect(() => setDraft(String(current)), [current]);

  const commit = (next: number) => {
    const quantity = sanitizeQuantity(next, min);
    // Controlled: show the value prop until the owner accepts the change.
    setDraft(String(value === undefined ? quantity : current));
    if (quantity === current) return;
    if (value === undefined) setInner(quantity);
    onValueChange?.(quantity);
  };

  return (
    <div data-slot="quantity-box" className={cn('bui-quantity', className)} {...props}>
      <label htmlFor={id} className={showLabel ? 'bui-label' : 'bui-sr-only'}>
        {label}
      </label>
      <div className="bui-quantity__controls">
        <button
          type="button"
          className="bui-quantity__step"
          aria-label={`Decrease ${label.toLowerCase()}`}
          aria-controls={id}
          disabled={disabled || current <= min}
          onClick={() => commit(current - 1)}
        >
          −
        </button>
        <input
          id={id}
          className="bui-quantity__input bui-tabular"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft}
          disabled={disabled}
          aria-describedby={min > 1 ? `${id}-min` : undefined}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={() => commit(sanitizeQuantity(draft, min))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(sanitizeQuantity(draft, min));
            if (event.key === 'ArrowUp') {
              event.preventDefault();
              commit(current + 1);
            }
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              commit(current - 1);
            }
          }}
        />
        <button
          type="button"
          className="bui-quantity__step"
          aria-label={`Increase ${label.toLowerCase()}`}
          aria-controls={id}
          disabled={disabled}
          onClick={() => commit(current + 1)}
        >
          +
        </button>
      </div>
      {min > 1 ? (
        <span id={`${id}-min`} className="bui-quantity__hint">
          Minimum {min}
        </span>
      ) : null}
    </div>
  );
}

export { QuantityBox, type QuantityBoxProps };
