import type { Suggestion } from '@brand/core/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchCombobox } from './search-combobox';

const OAK: Suggestion = {
  type: 'product',
  id: 7,
  hash: 'abc7',
  text: 'Rustic Oak Plank',
  match: [[7, 10]],
};
const FLOORS: Suggestion = {
  type: 'category',
  id: 3,
  hash: null,
  text: 'Hardwood Flooring',
  match: [[0, 4]],
};

function Harness(props: {
  suggest: (q: string, signal: AbortSignal) => Promise<readonly Suggestion[]>;
  onChoose?: (item: Suggestion) => void;
  onSearch?: (q: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <SearchCombobox
      value={value}
      onValueChange={setValue}
      suggest={props.suggest}
      onChoose={props.onChoose ?? (() => {})}
      onSearch={props.onSearch ?? (() => {})}
    />
  );
}

describe('SearchCombobox', () => {
  it('asks for suggestions from 2 characters, once typing pauses, and lists them', async () => {
    const suggest = vi.fn(async (_q: string, _signal: AbortSignal) => [OAK, FLOORS]);
    render(<Harness suggest={suggest} />);
    const field = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(field, 'o');
    expect(suggest).not.toHaveBeenCalled();
    await userEvent.type(field, 'ak');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Rustic Oak Plankproduct',
      'Hardwood Flooringcategory',
    ]);
    // Debounced: one request for the text typed, not one per key.
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest.mock.calls[0]?.[0]).toBe('oak');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
    // The matched range is marked.
    expect(options[0]?.querySelector('mark')?.textContent).toBe('Oak');
  });

  it('moves through the options with the arrows and chooses one with Enter', async () => {
    const onChoose = vi.fn();
    const onSearch = vi.fn();
    render(<Harness suggest={async () => [OAK, FLOORS]} onChoose={onChoose} onSearch={onSearch} />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'oak');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', second?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(FLOORS);
    expect(onSearch).not.toHaveBeenCalled();
    expect(field).toHaveValue('Hardwood Flooring');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches the trimmed text on Enter without an active option', async () => {
    const onSearch = vi.fn();
    const onChoose = vi.fn();
    render(<Harness suggest={async () => [OAK]} onSearch={onSearch} onChoose={onChoose} />);
    await userEvent.type(screen.getByRole('combobox'), ' oak {Enter}');
    expect(onSearch).toHaveBeenCalledWith('oak');
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('closes the list on Escape, then clears the text', async () => {
    render(<Harness suggest={async () => [OAK]} />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'oak');
    await screen.findByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
    expect(field).toHaveValue('oak');
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveValue('');
  });

  it('shows no list when suggesting fails, and the field keeps working', async () => {
    const onSearch = vi.fn();
    const suggest = vi.fn(async () => {
      throw new Error('offline');
    });
    render(<Harness suggest={suggest} onSearch={onSearch} />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'oak');
    await waitFor(() => expect(suggest).toHaveBeenCalled());
    expect(screen.queryByRole('option')).toBeNull();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('oak');
  });

  it('announces when nothing matches', async () => {
    render(<Harness suggest={async () => []} />);
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No suggestions'));
  });
});
