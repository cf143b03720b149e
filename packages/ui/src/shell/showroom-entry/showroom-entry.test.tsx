import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../primitives/toast/toast';
import { ShowroomIdEntry } from './showroom-entry';
import { ShowroomModal } from './showroom-modal';

const hit = { id: 7, company_name: 'Harbor Kitchens & Baths', vsd_id: 'AB12CD34' };

function setup(overrides: Partial<Parameters<typeof ShowroomIdEntry>[0]> = {}) {
  const search = vi.fn(async (id: string) => (id === 'AB12CD34' ? [hit] : []));
  const loadProfile = vi.fn(async () => ({ profile: { user_id: 3 } }));
  const onEnter = vi.fn();
  render(
    <ToastProvider>
      <ShowroomIdEntry search={search} loadProfile={loadProfile} onEnter={onEnter} {...overrides} />
    </ToastProvider>,
  );
  const input = screen.getByRole('textbox', { name: 'Showroom ID' });
  const next = screen.getByRole('button', { name: 'Next' });
  return { search, loadProfile, onEnter, input, next };
}

describe('given fewer than 8 characters', () => {
  it('does not search and Next stays disabled', async () => {
    const { search, input, next } = setup();
    await userEvent.type(input, 'AB12CD3');
    expect(search).not.toHaveBeenCalled();
    expect(next).toBeDisabled();
  });
});

describe('given exactly 8 characters of a known showroom', () => {
  it('searches once, shows the first hit and enables Next; Next loads the profile', async () => {
    const { search, loadProfile, onEnter, input, next } = setup();
    await userEvent.type(input, 'AB12CD34');
    expect(search).toHaveBeenCalledExactlyOnceWith('AB12CD34');
    expect(await screen.findByText('Harbor Kitchens & Baths')).toBeInTheDocument();
    expect(screen.getByText('(AB12CD34)')).toBeInTheDocument();
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(loadProfile).toHaveBeenCalledWith(hit);
    expect(onEnter).toHaveBeenCalledWith(hit, { profile: { user_id: 3 } });
  });

  it('a ninth character clears the hit and disables Next again', async () => {
    const { input, next } = setup();
    await userEvent.type(input, 'AB12CD34');
    await screen.findByText('Harbor Kitchens & Baths');
    await userEvent.type(input, '5');
    expect(next).toBeDisabled();
    expect(screen.queryByText('Harbor Kitchens & Baths')).not.toBeInTheDocument();
  });
});

describe('given an unknown ID or an empty profile', () => {
  it("warns 'No Showroom Found, Please Enter Correct Showroom Id.' on an empty search", async () => {
    const { input, next } = setup();
    await userEvent.type(input, 'ZZZZZZZZ');
    expect(
      await screen.findByText('No Showroom Found, Please Enter Correct Showroom Id.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
    expect(next).toBeDisabled();
  });

  it('warns on an empty profile and does not enter', async () => {
    const onEnter = vi.fn();
    const { input, next } = setup({ loadProfile: async () => null, onEnter });
    await userEvent.type(input, 'AB12CD34');
    await screen.findByText('Harbor Kitchens & Baths');
    await userEvent.click(next);
    expect(
      await screen.findByText('No Showroom Found, Please Enter Correct Showroom Id.'),
    ).toBeInTheDocument();
    expect(onEnter).not.toHaveBeenCalled();
  });
});

describe('given a chosen showroom', () => {
  it('offers Continue Shopping and New Showroom, which reopens the entry', async () => {
    const onContinueShopping = vi.fn();
    render(
      <ShowroomIdEntry
        search={async () => []}
        loadProfile={async () => null}
        onEnter={() => {}}
        current={{ company_name: 'Harbor Kitchens & Baths', vsd_id: 'AB12CD34' }}
        onContinueShopping={onContinueShopping}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(onContinueShopping).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'New Showroom' }));
    expect(screen.getByRole('textbox', { name: 'Showroom ID' })).toBeInTheDocument();
  });
});

describe('given the showroom modal', () => {
  it('explains the ID and has "Back to shopping" when a showroom is chosen', async () => {
    render(
      <ShowroomModal
        defaultOpen
        search={async () => []}
        loadProfile={async () => null}
        onEnter={() => {}}
        current={{ company_name: 'Harbor Kitchens & Baths', vsd_id: 'AB12CD34' }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Enter a showroom' });
    expect(dialog).toHaveTextContent('showroom ID');
    await userEvent.click(screen.getByRole('button', { name: 'Back to shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no "Back to shopping" without a showroom', () => {
    render(
      <ShowroomModal
        defaultOpen
        search={async () => []}
        loadProfile={async () => null}
        onEnter={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Back to shopping' })).not.toBeInTheDocument();
  });
});
