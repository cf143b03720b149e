// Loaded on intent only (../lazy-controls.tsx): the account's order items Dialog and StatusSelect.
export { OrderItemsPopup } from '@brand/ui';
