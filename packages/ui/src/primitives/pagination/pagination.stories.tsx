import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { total: 250, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { defaultPage: 12 } };
export const SinglePage: Story = { args: { total: 7 } };

export const JumpCappedAtLastPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Go to page' }), '99');
    await expect(canvas.getByRole('textbox', { name: 'Go to page' })).toHaveValue('25');
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(25);
  },
};

/** A listing's "Per page" select (core's LISTING_PAGE_SIZES): picking 48 reports it. */
export const WithPageSizeChoice: Story = {
  args: { total: 250, pageSize: 24, pageSizeOptions: [24, 48], onPageSizeChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Per page' });
    await expect(select).toHaveValue('24');
    await expect(canvas.getByRole('button', { name: 'Page 11' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '48');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(48);
  },
};
