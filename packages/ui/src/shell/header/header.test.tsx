import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './header';

describe('given a visitor', () => {
  it('shows Sign Up Free and Login, the contact link and the cart', () => {
    render(<Header cartCount={0} />);
    const table = [
      ['Sign Up Free', '/register'],
      ['Login', '/login'],
      ['Contact', '/contact'],
      ['Cart, 0 items', '/cart'],
    ] as const;
    for (const [name, href] of table) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('button', { name: /unread notifications/ })).not.toBeInTheDocument();
  });
});

describe('given a signed-in user', () => {
  it('shows the user menu with the pending count instead of Sign Up Free and Login', async () => {
    const onLogout = vi.fn();
    render(
      <Header
        user={{ name: 'Jane Homeowner' }}
        cartCount={3}
        pendingNotifications={2}
        onLogout={onLogout}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Jane Homeowner, 2 unread notifications' }),
    );
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Notifications, 2 pending' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('given a cart', () => {
  const table = [
    [1, 'Cart, 1 item', '1'],
    [7, 'Cart, 7 items', '7'],
    [120, 'Cart, 120 items', '99+'],
  ] as const;
  for (const [count, name, badge] of table) {
    it(`names the cart link "${name}" and shows ${badge}`, () => {
      render(<Header cartCount={count} />);
      const cart = screen.getByRole('link', { name });
      expect(cart).toHaveTextContent(badge);
    });
  }
});

describe('given a search box', () => {
  it('calls onSearch with the trimmed query', async () => {
    const onSearch = vi.fn();
    render(<Header onSearch={onSearch} />);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search products' }),
      '  oak floor ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('oak floor');
  });

  it('has no search box without onSearch', () => {
    render(<Header />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('given a small screen menu', () => {
  it('toggles the links with the Menu button and reports it', async () => {
    const onMenuOpenChange = vi.fn();
    render(<Header onMenuOpenChange={onMenuOpenChange} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('data-state', 'closed');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-state', 'open');
    expect(onMenuOpenChange).toHaveBeenCalledWith(true);
  });

  it('follows a controlled menuOpen', () => {
    render(<Header menuOpen onMenuOpenChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('given a router link and a logo', () => {
  it('renders every link through renderLink', () => {
    render(
      <Header
        logo="Coastal Interiors"
        renderLink={({ href, ...props }) => <a data-router="yes" href={`#${href}`} {...props} />}
      />,
    );
    const links = screen.getAllByRole('link');
    for (const link of links) expect(link).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Coastal Interiors' })).toHaveAttribute('href', '#/');
  });
});
