import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusSelect } from '../../commerce/status-select/status-select';
import { Button } from '../button/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../dialog/dialog';
import { ShadowHost } from './shadow-host';

// Pointer-driven Radix menus: keep them green on a busy 2-core CI machine (5 s ran out there).
vi.setConfig({ testTimeout: 20_000 });

function shadowOf(container: HTMLElement): ShadowRoot {
  const host = container.querySelector('[data-slot="shadow-host"]');
  if (!host?.shadowRoot) throw new Error('no shadow root');
  return host.shadowRoot;
}

describe('given components inside a shadow root', () => {
  it('renders them there with the stylesheet, out of the light DOM', () => {
    const { container } = render(
      <ShadowHost css=".bui-button { color: red; }">
        <Button>Add to cart</Button>
      </ShadowHost>,
    );
    const shadow = shadowOf(container);
    expect(
      within(shadow as unknown as HTMLElement).getByRole('button', { name: 'Add to cart' }),
    ).toBeInTheDocument();
    expect(shadow.querySelector('style')?.textContent).toContain('.bui-button');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('portals a dialog into the shadow root, not document.body', async () => {
    const { container } = render(
      <ShadowHost>
        <Dialog>
          <DialogTrigger asChild>
            <Button>Open</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>Inside the shadow</DialogTitle>
          </DialogContent>
        </Dialog>
      </ShadowHost>,
    );
    const shadow = shadowOf(container) as unknown as HTMLElement;
    await userEvent.click(within(shadow).getByRole('button', { name: 'Open' }));
    expect(within(shadow).getByRole('dialog', { name: 'Inside the shadow' })).toBeInTheDocument();
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
  });

  it('portals the status dropdown into the shadow root and still selects', async () => {
    const onStatusChange = vi.fn();
    const { container } = render(
      <ShadowHost>
        <StatusSelect
          viewerRole="Vendor"
          defaultValue="Waiting for approval"
          onStatusChange={onStatusChange}
        />
      </ShadowHost>,
    );
    const shadow = shadowOf(container) as unknown as HTMLElement;
    await userEvent.click(within(shadow).getByRole('combobox', { name: 'Order item status' }));
    const listbox = within(shadow).getByRole('listbox');
    expect(document.body.querySelector('[role="listbox"]')).toBeNull();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Approved' }));
    expect(onStatusChange).toHaveBeenCalledWith({
      from: 'Waiting for approval',
      to: 'Vendor Approved',
    });
  });
});
