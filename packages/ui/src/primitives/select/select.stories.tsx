import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import css from '../../styles.css?inline';
import { ShadowHost } from '../shadow-host/shadow-host';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';

const SIZES = ['12 X 24', '24 X 48', '6 X 36', 'Herringbone'];

function SizeSelect({
  defaultValue,
  onValueChange,
}: {
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(defaultValue);
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    >
      <SelectTrigger aria-label="Size">
        <SelectValue placeholder="Choose a size" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Rectangles</SelectLabel>
          {SIZES.slice(0, 3).map((size) => (
            <SelectItem key={size} value={size}>
              {size}
            </SelectItem>
          ))}
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Patterns</SelectLabel>
          <SelectItem value="Herringbone">Herringbone</SelectItem>
          <SelectItem value="Chevron" disabled>
            Chevron
          </SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  );
}

const meta = {
  title: 'Foundation/Select',
  component: SizeSelect,
  args: { onValueChange: fn() },
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof SizeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** See StatusSelect's stories: an open Radix Select aria-hides the page but not its trigger. */
const openSelectA11y = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
};

export const Placeholder: Story = {};

export const WithValue: Story = { args: { defaultValue: '24 X 48' } };

export const Open: Story = {
  args: { defaultValue: '24 X 48' },
  parameters: openSelectA11y,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Size' }));
    const list = await waitFor(() => within(canvasElement.ownerDocument.body).getByRole('listbox'));
    await expect(within(list).getByRole('option', { name: 'Chevron' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: '24 X 48' })).toHaveFocus(),
    );
  },
};

export const OpensFromTheKeyboard: Story = {
  args: { defaultValue: '24 X 48' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Size' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const list = await waitFor(() => within(canvasElement.ownerDocument.body).getByRole('listbox'));
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: '24 X 48' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('data-state', 'closed');
  },
};

/**
 * The embed's case: the select inside a shadow root, its list portalled into that root. Radix
 * alone jumps to the last option on ArrowDown there (#2606); the primitive moves one at a time.
 */
export const InShadowRoot: Story = {
  args: { defaultValue: '12 X 24' },
  render: (args) => (
    <ShadowHost css={css}>
      <div style={{ minHeight: 300, padding: 8 }}>
        <SizeSelect {...args} />
      </div>
    </ShadowHost>
  ),
  play: async ({ args, canvasElement }) => {
    const host = canvasElement.querySelector<HTMLElement>('[data-slot="shadow-host"]');
    const shadow = await waitFor(() => {
      const root = host?.shadowRoot;
      if (!root?.querySelector('[role="combobox"]')) throw new Error('not rendered yet');
      return root;
    });
    const inside = within(shadow as unknown as HTMLElement);
    const trigger = inside.getByRole('combobox', { name: 'Size' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(inside.getByRole('listbox')).toBeVisible());
    const active = () => shadow.activeElement?.textContent;
    await waitFor(() => expect(active()).toBe('12 X 24'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(active()).toBe('24 X 48'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(active()).toBe('Herringbone'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(active()).toBe('12 X 24'));
    await userEvent.keyboard('6');
    await waitFor(() => expect(active()).toBe('6 X 36'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('6 X 36');
    await waitFor(() => expect(trigger).toHaveTextContent('6 X 36'));
  },
};
