import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../dialog/dialog';
import { Button } from './button';

describe('given a default button', () => {
  it('is a primary, type=button element named by its text that fires clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Next</Button>);
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('bui-button', 'bui-button--primary', 'bui-button--md');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('data-size', 'md');
    expect(button).not.toHaveAttribute('data-loading');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('data-state');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('given a loading button', () => {
  it('is busy, disabled and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-loading', '');
    expect(button).not.toHaveAttribute('data-state');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('given variants', () => {
  it.each([
    ['secondary', 'bui-button--secondary'],
    ['ghost', 'bui-button--ghost'],
    ['danger', 'bui-button--danger'],
    ['link', 'bui-button--link'],
  ] as const)('variant %s adds %s', (variant, className) => {
    render(<Button variant={variant}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass(className);
    expect(button).toHaveAttribute('data-variant', variant);
  });

  it.each(['sm', 'md', 'lg', 'icon'] as const)('size %s is carried as data-size', (size) => {
    render(
      <Button size={size} aria-label="Go">
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('data-size', size);
    expect(button).toHaveClass(`bui-button--${size}`);
  });
});

describe('given a button as a Radix trigger', () => {
  it('shows the trigger’s data-state (closed, then open) and keeps its own data attributes', async () => {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="secondary">Product details</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Carrara Marble Hex Tile</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    const button = screen.getByRole('button', { name: 'Product details' });
    expect(button).toHaveAttribute('data-state', 'closed');
    expect(button).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(button);
    expect(button).toHaveAttribute('data-state', 'open');
  });

  it('keeps the trigger’s data-state while loading', () => {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button loading>Saving</Button>
        </DialogTrigger>
      </Dialog>,
    );
    const button = screen.getByRole('button', { name: 'Saving' });
    expect(button).toHaveAttribute('data-state', 'closed');
    expect(button).toHaveAttribute('data-loading', '');
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
