import { type ClientEventMap, createEmitter } from '@brand/core/client';
import { createMemoryStorage } from '@brand/core/session';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BrandProvider, useBrandStores, useCart, useSession } from './brand-provider';

function Badge() {
  const badge = useCart((s) => s.badge);
  const { cart } = useBrandStores();
  return (
    <button type="button" onClick={() => cart.getState().setLines([{ qty: 2 }, { qty: 3 }])}>
      Cart {badge}
    </button>
  );
}

function Status() {
  return <p>{useSession((s) => (s.isLoggedIn ? 'Signed in' : 'Visitor'))}</p>;
}

describe('given no BrandProvider', () => {
  it('says what to do', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Badge />)).toThrow('Missing <BrandProvider>: wrap your tree in it.');
    vi.restoreAllMocks();
  });
});

describe('given two BrandProviders on one page', () => {
  it('gives each its own stores', async () => {
    render(
      <>
        <BrandProvider storage={createMemoryStorage()} cookies={createMemoryStorage()}>
          <Badge />
        </BrandProvider>
        <BrandProvider storage={createMemoryStorage()} cookies={createMemoryStorage()}>
          <Badge />
        </BrandProvider>
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: /Cart/ });
    await userEvent.click(first as HTMLElement);
    expect(first).toHaveAccessibleName('Cart 5');
    expect(second).toHaveAccessibleName('Cart 0');
  });
});

describe('given a session token in the storage', () => {
  it('useSession reads the signed-in state', () => {
    render(
      <BrandProvider
        storage={createMemoryStorage({ authToken: 'a-token-longer-than-ten' })}
        cookies={createMemoryStorage()}
      >
        <Status />
      </BrandProvider>,
    );
    expect(screen.getByText('Signed in')).toBeInTheDocument();
  });
});

describe('given a client', () => {
  it("shows the client's toast events as toasts", async () => {
    const events = createEmitter<ClientEventMap>();
    render(
      <BrandProvider
        client={{ events }}
        storage={createMemoryStorage()}
        cookies={createMemoryStorage()}
      />,
    );
    act(() =>
      events.emit('toast', {
        kind: 'warning',
        message: 'Invalid input OR some mandatory fields are blank.',
      }),
    );
    expect(
      await screen.findByText('Invalid input OR some mandatory fields are blank.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
  });
});
