export { UserMenu, type UserMenuProps } from './user-menu';
export { type UserMenuSlotProps, UserMenuTriggerContent } from './user-menu-trigger-content';
