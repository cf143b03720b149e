'use client';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../field/field';

type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** The text beside the box; the whole row is the label (a large hit area). */
  label: React.ReactNode;
  /** Class of the label row; `className` goes to the input. */
  labelClassName?: string;
};

/**
 * A native checkbox with its label: keyboard, forms and screen readers work as with any
 * checkbox, inside a shadow root too. Inside a Field it takes the field's aria wiring.
 */
function Checkbox({ label, className, labelClassName, ...props }: CheckboxProps) {
  return (
    <label data-slot="checkbox" className={cn('bui-checkbox', labelClassName)}>
      <input
        type="checkbox"
        className={cn('bui-checkbox__input', className)}
        {...useFieldControl(props)}
      />
      <span className="bui-checkbox__label">{label}</span>
    </label>
  );
}

export { Checkbox, type CheckboxProps };
