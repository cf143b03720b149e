import type { Suggestion } from '@brand/core/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchCombobox, type SearchComboboxProps } from './search-combobox';

const SUGGESTIONS: Suggestion[] = [
  { type: 'category', id: 14, hash: null, text: 'Tile Flooring', match: [[0, 4]] },
  { type: 'product', id: 31, hash: 'p31', text: 'Modern White Matte Tile', match: [[19, 23]] },
  { type: 'product', id: 52, hash: 'p52', text: 'Coastal Grey Glossy Tile', match: [[20, 24]] },
];

/** A suggest function over the list above, like GET /api/search/suggest. */
const fromList = async (q: string) =>
  SUGGESTIONS.filter((s) => s.text.toLowerCase().includes(q.toLowerCase()));

const onChoose = fn();
const onSearch = fn();

function Controlled(props: Omit<SearchComboboxProps, 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('');
  return (
    <div style={{ maxWidth: 360, minHeight: 220 }}>
      <SearchCombobox
        {...props}
        value={value}
        onValueChange={setValue}
        inputClassName="bui-input"
      />
    </div>
  );
}

/**
 * The search field with typeahead (WAI-ARIA combobox, list autocomplete): the marketplace
 * header and the embed use it. Type 2 characters or more; arrows move, Enter chooses or
 * searches, Escape closes then clears.
 */
const meta = {
  title: 'Shell/SearchCombobox',
  component: Controlled,
  args: { suggest: fromList, onChoose, onSearch },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithSuggestions: Story = {
  name: 'With suggestions (keyboard)',
  play: async ({ canvasElement }) => {
    onChoose.mockClear();
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(field, 'tile');
    await expect(await canvas.findAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    onChoose.mockClear();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'grey');
    await canvas.findByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onChoose).toHaveBeenCalledWith(SUGGESTIONS[2]);
  },
};

export const NoSuggestions: Story = {
  args: { suggest: async () => [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await expect(await canvas.findByText('No suggestions')).toBeInTheDocument();
  },
};

export const Failing: Story = {
  name: 'Error (suggest fails: the field still searches)',
  args: {
    suggest: async () => {
      throw new Error('offline');
    },
  },
  play: async ({ canvasElement }) => {
    onSearch.mockClear();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'tile{Enter}');
    await expect(onSearch).toHaveBeenCalledWith('tile');
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Loading (a slow answer never blocks typing)',
  args: { suggest: () => new Promise<never>(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox');
    await userEvent.type(field, 'tile');
    await expect(field).toHaveValue('tile');
    await expect(field).toBeEnabled();
  },
};
