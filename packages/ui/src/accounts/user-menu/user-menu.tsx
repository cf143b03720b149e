'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { defaultRenderLink } from '../../lib/render-link';
import { usePortalContainer } from '../../primitives/portal/portal-container';
import {
  badgeText,
  type UserMenuSlotProps,
  UserMenuTriggerContent,
} from './user-menu-trigger-content';

type UserMenuProps = UserMenuSlotProps & {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

/**
 * spec 1 §2 header user menu: Notifications (with the pending count), My Account and Log Out,
 * on a Radix DropdownMenu (keyboard: Enter/Space/ArrowDown open, arrows move, Escape closes).
 */
function UserMenu({
  userName,
  pendingNotifications = 0,
  onLogout,
  renderLink = defaultRenderLink,
  container,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: UserMenuProps) {
  const portal = usePortalContainer(container);
  const pending = pendingNotifications > 0;
  const rootProps: React.ComponentProps<typeof DropdownMenu.Root> = { modal: false };
  if (open !== undefined) rootProps.open = open;
  if (defaultOpen !== undefined) rootProps.defaultOpen = defaultOpen;
  if (onOpenChange) rootProps.onOpenChange = onOpenChange;
  return (
    <DropdownMenu.Root {...rootProps}>
      <DropdownMenu.Trigger
        data-slot="user-menu-trigger"
        className={cn('bui-user-menu__trigger', className)}
      >
        <UserMenuTriggerContent userName={userName} pendingNotifications={pendingNotifications} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={portal}>
        <DropdownMenu.Content
          data-slot="user-menu"
          className="bui-root bui-user-menu"
          align="end"
          sideOffset={8}
        >
          <DropdownMenu.Label className="bui-user-menu__label">{userName}</DropdownMenu.Label>
          <DropdownMenu.Item asChild className="bui-user-menu__item">
            {renderLink({
              href: '/notification',
              children: (
                <>
                  <span aria-hidden={pending || undefined}>Notifications</span>
                  {pending ? (
                    <>
                      <span className="bui-user-menu__badge bui-tabular" aria-hidden="true">
                        {badgeText(pendingNotifications)}
                      </span>
                      <span className="bui-sr-only">
                        {`Notifications, ${pendingNotifications} pending`}
                      </span>
                    </>
                  ) : null}
                </>
              ),
            })}
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="bui-user-menu__item">
            {renderLink({ href: '/account', children: 'My Account' })}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="bui-user-menu__separator" />
          <DropdownMenu.Item className="bui-user-menu__item" onSelect={() => onLogout()}>
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export { UserMenu, type UserMenuProps };
