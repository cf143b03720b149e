import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

const buttonVariants = cva('bui-button', {
  variants: {
    variant: {
      primary: 'bui-button--primary',
      secondary: 'bui-button--secondary',
      ghost: 'bui-button--ghost',
      danger: 'bui-button--danger',
      link: 'bui-button--link',
    },
    size: {
      sm: 'bui-button--sm',
      md: 'bui-button--md',
      lg: 'bui-button--lg',
      icon: 'bui-button--icon',
    },
    block: { true: 'bui-button--block' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner, sets `aria-busy` and `data-loading`, and blocks clicks while true. */
    loading?: boolean;
  };

/**
 * A button (shadcn's shape): `variant` and `size` as classes and as `data-variant` /
 * `data-size`; loading as `aria-busy` and `data-loading`. It never sets `data-state`, so as a
 * Radix trigger (`asChild`) it shows Radix's fixed values (open / closed).
 */
function Button({
  className,
  variant,
  size,
  block,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size, block }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      {...props}
    >
      {loading ? <span className="bui-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export { Button, type ButtonProps, buttonVariants };
