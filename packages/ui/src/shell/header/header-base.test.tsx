import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserMenuTriggerContent } from '../../accounts/user-menu/user-menu-trigger-content';
import { HeaderBase } from './header-base';

describe('given a signed-in user and a user menu slot', () => {
  it('renders the slot with the user, the pending count and the logout', () => {
    const onLogout = vi.fn();
    const renderUserMenu = vi.fn((props) => (
      <button type="button" className="bui-user-menu__trigger" aria-haspopup="menu">
        <UserMenuTriggerContent {...props} />
      </button>
    ));
    render(
      <HeaderBase
        user={{ name: 'Jane Homeowner' }}
        pendingNotifications={2}
        onLogout={onLogout}
        renderUserMenu={renderUserMenu}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Jane Homeowner, 2 unread notifications' }),
    ).toBeInTheDocument();
    expect(renderUserMenu).toHaveBeenCalledWith(
      expect.objectContaining({ userName: 'Jane Homeowner', pendingNotifications: 2, onLogout }),
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('given a visitor and a user menu slot', () => {
  it('shows Sign Up Free and Login and does not render the slot', () => {
    const renderUserMenu = vi.fn(() => null);
    render(<HeaderBase renderUserMenu={renderUserMenu} />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/register');
    expect(renderUserMenu).not.toHaveBeenCalled();
  });
});
