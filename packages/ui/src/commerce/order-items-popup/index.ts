export { type OrderItemRow, OrderItemsPopup, type OrderItemsPopupProps } from './order-items-popup';
