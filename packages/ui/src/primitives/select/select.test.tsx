import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalContainerProvider } from '../portal/portal-container';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

function Sizes(props: { onValueChange?: (value: string) => void; defaultValue?: string }) {
  return (
    <Select {...props}>
      <SelectTrigger aria-label="Size">
        <SelectValue placeholder="Choose a size" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="12 X 24">12 X 24</SelectItem>
        <SelectItem value="24 X 48">24 X 48</SelectItem>
        <SelectItem value="Chevron" disabled>
          Chevron
        </SelectItem>
      </SelectContent>
    </Select>
  );
}

describe('given a closed select without a value', () => {
  it('is a named combobox showing its placeholder', () => {
    render(<Sizes />);
    const trigger = screen.getByRole('combobox', { name: 'Size' });
    expect(trigger).toHaveTextContent('Choose a size');
    expect(trigger).toHaveAttribute('data-state', 'closed');
    expect(trigger).toHaveClass('bui-select__trigger');
  });
});

describe('given an open select', () => {
  it('lists the options, disabled ones included, and reports the chosen value', async () => {
    const onValueChange = vi.fn();
    render(<Sizes onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Size' }));
    const list = screen.getByRole('listbox');
    expect(list.closest('[data-slot="select-content"]')).toHaveClass('bui-root');
    expect(screen.getByRole('option', { name: 'Chevron' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: '24 X 48' }));
    expect(onValueChange).toHaveBeenCalledWith('24 X 48');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveTextContent('24 X 48');
  });

  it('mounts its list in the nearest portal container', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    render(
      <PortalContainerProvider container={container}>
        <Sizes defaultValue="12 X 24" />
      </PortalContainerProvider>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Size' }));
    expect(container).toContainElement(screen.getByRole('listbox'));
    container.remove();
  });
});
