import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('given 95 records and the default page size', () => {
  it('has 10 pages (default 10 per page) and starts on page 1', () => {
    render(<Pagination total={95} />);
    expect(screen.getByRole('button', { name: 'Page 10' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 11' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });
});

describe('given the page jump', () => {
  it.each([
    ['4', '4', 4],
    ['4a2', '10', 10],
    ['99', '10', 10],
    ['abc', '', null],
  ])('typing %j shows %j and goes to %s', async (typed, shown, expected) => {
    const onPageChange = vi.fn();
    render(<Pagination lastPage={10} onPageChange={onPageChange} />);
    const input = screen.getByRole('textbox', { name: 'Go to page' });
    await userEvent.type(input, typed);
    expect(input).toHaveValue(shown);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    if (expected === null) expect(onPageChange).not.toHaveBeenCalled();
    else expect(onPageChange).toHaveBeenCalledWith(expected);
  });
});

describe('given next and previous', () => {
  it('moves one page and stops at the last page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination lastPage={2} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('controlled: follows the page prop', () => {
    render(<Pagination page={5} lastPage={12} />);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  });
});
