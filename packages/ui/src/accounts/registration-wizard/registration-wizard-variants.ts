import { cva } from 'class-variance-authority';

/** The registration wizard's classes: a card (default) or plain inside your own layout. */
export const registrationWizardVariants = cva('bui-wizard', {
  variants: { layout: { card: 'bui-wizard--card', plain: '' } },
  defaultVariants: { layout: 'card' },
});
