import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { ToastProvider } from '../../primitives/toast/toast';
import { ShowroomIdEntry } from './showroom-entry';
import { ShowroomModal } from './showroom-modal';

const hit = { id: 7, company_name: 'Harbor Kitchens & Baths', vsd_id: 'AB12CD34' };
const search = async (id: string) => (id.toUpperCase() === 'AB12CD34' ? [hit] : []);

const meta = {
  title: 'Commerce/ShowroomIdEntry',
  component: ShowroomIdEntry,
  args: {
    search,
    loadProfile: async () => ({ profile: { user_id: 3 } }),
    onEnter: fn(),
    onContinueShopping: fn(),
  },
  decorators: [
    (Story) => (
      <ToastProvider duration={60_000}>
        <div style={{ maxWidth: 420, minHeight: 200 }}>{Story()}</div>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ShowroomIdEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Found: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Showroom ID' }), 'AB12CD34');
    await expect(await canvas.findByText('Harbor Kitchens & Baths')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(args.onEnter).toHaveBeenCalled());
  },
};

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Showroom ID' }), 'ZZ99ZZ99');
    await expect(
      await canvas.findByText('No Showroom Found, Please Enter Correct Showroom Id.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Chosen: Story = {
  args: { current: { company_name: 'Harbor Kitchens & Baths', vsd_id: 'AB12CD34' } },
};

export const ModalOpen: Story = {
  render: (args) => <ShowroomModal {...args} trigger={<Button>Shop by category</Button>} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Shop by category' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(body.getByRole('dialog', { name: 'Enter a showroom' })).toBeVisible(),
    );
  },
};

export const ModalInShowroom: Story = {
  ...ModalOpen,
  args: { current: { company_name: 'Harbor Kitchens & Baths', vsd_id: 'AB12CD34' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Shop by category' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(body.getByRole('button', { name: 'Back to shopping' })).toBeVisible(),
    );
  },
};
