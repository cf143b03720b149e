import { ServerError } from '@brand/core/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../primitives/toast/toast';
import { type ChecklistItemRow, ProjectChecklist } from './project-checklist';

const items: ChecklistItemRow[] = [
  { id: 1, name: 'Carrara Marble Hex Tile', qty: 4, note: 'Master bath floor', checked: false },
  { id: 2, name: 'Brushed Nickel Faucet', qty: 1, note: null, checked: true },
];

describe('given items', () => {
  it('is read-only without handlers: the checkboxes are disabled and the notes read-only', () => {
    render(<ProjectChecklist items={items} />);
    expect(screen.getByRole('checkbox', { name: 'Carrara Marble Hex Tile' })).toBeDisabled();
    expect(
      screen.getByRole('textbox', { name: 'Note for Carrara Marble Hex Tile' }),
    ).toHaveAttribute('readonly');
  });

  it('shows each with its checkbox, qty and note, and reports changes', async () => {
    const onToggle = vi.fn();
    const onQtyChange = vi.fn();
    render(<ProjectChecklist items={items} onToggle={onToggle} onQtyChange={onQtyChange} />);
    const list = screen.getByRole('region', { name: 'Project checklist' });
    expect(within(list).getByRole('checkbox', { name: 'Brushed Nickel Faucet' })).toBeChecked();
    expect(
      within(list).getByRole('textbox', { name: 'Note for Carrara Marble Hex Tile' }),
    ).toHaveValue('Master bath floor');
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Carrara Marble Hex Tile' }));
    expect(onToggle).toHaveBeenCalledWith(items[0], true);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Increase quantity of carrara marble hex tile' }),
    );
    expect(onQtyChange).toHaveBeenCalledWith(items[0], 5);
  });
});

describe('given prices and onRemove', () => {
  it('shows each price line and removes an item by its named button', async () => {
    const onRemove = vi.fn();
    const priced: ChecklistItemRow[] = [
      { ...items[0], price: { unitPriceCents: 4599, categoryUnit: 'Piece' } } as ChecklistItemRow,
      items[1] as ChecklistItemRow,
    ];
    render(<ProjectChecklist items={priced} onRemove={onRemove} />);
    const list = screen.getByRole('region', { name: 'Project checklist' });
    expect(within(list).getByText(/\$45\.99/)).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Remove Brushed Nickel Faucet' }),
    );
    expect(onRemove).toHaveBeenCalledWith(priced[1]);
  });
  it('has no Remove button without onRemove', () => {
    render(<ProjectChecklist items={items} />);
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
});

describe('given share to contractor', () => {
  it("shows the server's message in a success toast", async () => {
    render(
      <ToastProvider>
        <ProjectChecklist
          items={items}
          onShare={async () => ({ message: 'Checklist shared with Harbor Kitchens.' })}
        />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share with your Pro' }));
    expect(await screen.findByText('Checklist shared with Harbor Kitchens.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('does not toast a request failure twice (the client already did)', async () => {
    render(
      <ToastProvider>
        <ProjectChecklist
          items={items}
          onShare={async () => {
            throw new ServerError('Internal Server error please try again.');
          }}
        />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share with your Pro' }));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('shows an error toast for a failure outside the client', async () => {
    render(
      <ToastProvider>
        <ProjectChecklist
          items={items}
          onAddAllToCart={async () => {
            throw new Error('Cart is locked.');
          }}
        />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add all to cart' }));
    expect(await screen.findByText('Cart is locked.')).toBeInTheDocument();
  });
});

describe('given each state', () => {
  it('loading: a status, actions disabled', () => {
    render(<ProjectChecklist items={[]} status="loading" onAddAllToCart={async () => {}} />);
    expect(screen.getByRole('status', { name: 'Loading checklist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add all to cart' })).toBeDisabled();
  });

  it('empty: a sentence', () => {
    render(<ProjectChecklist items={[]} />);
    expect(screen.getByText(/Your checklist is empty/)).toBeInTheDocument();
  });

  it('error: the message and Try again', async () => {
    const onRetry = vi.fn();
    render(
      <ProjectChecklist
        items={[]}
        status="error"
        errorMessage="Record not found for processing."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Record not found for processing.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
