import { cva } from 'class-variance-authority';

/** The sign-in form's classes: a card (default) or plain inside your own layout. */
export const signInFormVariants = cva('bui-sign-in', {
  variants: {
    layout: { card: 'bui-sign-in--card', plain: '' },
  },
  defaultVariants: { layout: 'card' },
});
