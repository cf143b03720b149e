import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu } from './user-menu';
import { UserMenuTriggerContent } from './user-menu-trigger-content';

describe('given a closed user menu', () => {
  it('names the trigger with the user and the pending count', () => {
    render(<UserMenu userName="Jane Homeowner" pendingNotifications={3} onLogout={vi.fn()} />);
    const trigger = screen.getByRole('button', {
      name: 'Jane Homeowner, 3 unread notifications',
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows no count when nothing is pending', () => {
    render(<UserMenu userName="Jane Homeowner" onLogout={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Jane Homeowner' })).toBeInTheDocument();
  });
});

describe('given an open user menu', () => {
  it('lists Notifications with its count, My Account and Log Out', async () => {
    render(<UserMenu userName="Jane Homeowner" pendingNotifications={2} onLogout={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Jane Homeowner/ }));
    const menu = screen.getByRole('menu');
    expect(menu).toBeInTheDocument();
    const items = screen.getAllByRole('menuitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAccessibleName('Notifications, 2 pending');
    expect(items[1]).toHaveAccessibleName('My Account');
    expect(items[2]).toHaveAccessibleName('Log Out');
    expect(screen.getByRole('menuitem', { name: 'Notifications, 2 pending' })).toHaveAttribute(
      'href',
      '/notification',
    );
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('logs out from the keyboard', async () => {
    const onLogout = vi.fn();
    render(<UserMenu userName="Jane Homeowner" onLogout={onLogout} />);
    screen.getByRole('button', { name: /Jane Homeowner/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('renders its links through renderLink and follows a controlled open', async () => {
    const onOpenChange = vi.fn();
    render(
      <UserMenu
        userName="Jane Homeowner"
        onLogout={vi.fn()}
        open
        onOpenChange={onOpenChange}
        renderLink={({ href, ...props }) => <a data-router="yes" href={`#${href}`} {...props} />}
      />,
    );
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
      'href',
      '#/account',
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('given a portal container (the embed passes its shadow root)', () => {
  it('mounts the open menu inside the container', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    render(<UserMenu userName="Jane Homeowner" onLogout={vi.fn()} container={container} />);
    await userEvent.click(screen.getByRole('button', { name: 'Jane Homeowner' }));
    expect(container.querySelector('[role="menu"]')).not.toBeNull();
    expect(document.body.querySelector('[role="menu"]')).toBeNull();
    host.remove();
  });
});

describe('given the trigger content alone (before the menu has loaded)', () => {
  it('names a plain button like the real trigger', () => {
    render(
      <button type="button" aria-haspopup="menu">
        <UserMenuTriggerContent userName="Jane Homeowner" pendingNotifications={120} />
      </button>,
    );
    const trigger = screen.getByRole('button', {
      name: 'Jane Homeowner, 120 unread notifications',
    });
    expect(trigger).toHaveTextContent('JH');
    expect(trigger).toHaveTextContent('99+');
  });
});
