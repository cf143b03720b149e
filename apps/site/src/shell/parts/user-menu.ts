// Loaded on intent only (../lazy-controls.tsx): the header's Radix DropdownMenu.
export { UserMenu } from '@brand/ui';
