import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('given a default button', () => {
  it('is a primary, type=button element named by its text that fires clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Next</Button>);
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('bui-button', 'bui-button--primary', 'bui-button--md');
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
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(className);
  });
});
