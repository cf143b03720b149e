import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RegistrationWizardBase } from './registration-wizard-base';

/**
 * RegistrationWizardBase takes its dialogs as a slot, so an app loads them when the first one
 * opens (the site does). Here the slot renders ui's WizardDialogs through React.lazy, the way an
 * app's code-split import would; `Accounts/RegistrationWizard` shows them bundled.
 */
const LazyDialogs = lazy(() =>
  import('./registration-wizard-dialogs').then((module) => ({ default: module.WizardDialogs })),
);

const meta = {
  title: 'Accounts/RegistrationWizardBase',
  component: RegistrationWizardBase,
  args: {
    onSubmit: fn(async () => undefined),
    defaultValues: { i_accept: false },
    renderDialogs: (dialogs) => (
      <Suspense fallback={null}>
        <LazyDialogs {...dialogs} />
      </Suspense>
    ),
  },
} satisfies Meta<typeof RegistrationWizardBase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1: Story = {};

export const TermsFromTheSlot: Story = {
  name: 'Terms (dialogs loaded on opening)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read the Terms of Service' }));
    // The dialogs' chunk loads on this first opening: on a busy machine, well past 1 s.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Terms of Service' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
  },
};
