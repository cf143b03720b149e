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
    /** Shows a spinner, sets aria-busy and blocks clicks while true. */
    loading?: boolean;
  };

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
      data-state={loading ? 'loading' : undefined}
      {...props}
    >
      {loading ? <span className="bui-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export { Button, type ButtonProps, buttonVariants };
