import { type SizeInput, sizeLabel } from '@brand/core/rules';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type SizeProps = Omit<ComponentProps<'span'>, 'children'> & {
  size: SizeInput | null | undefined;
  /** Visible prefix, e.g. "Size". */
  label?: string;
};

/** A product or order-item size (spec 2 §3): pattern, else W X H, else W X L. Nothing when none. */
function Size({ size, label, className, ...props }: SizeProps) {
  const text = sizeLabel(size);
  if (!text) return null;
  return (
    <span data-slot="size" className={cn('bui-size', className)} {...props}>
      {label ? <span className="bui-size__label">{label}: </span> : null}
      <span className="bui-tabular">{text}</span>
    </span>
  );
}

export { Size, type SizeProps };
