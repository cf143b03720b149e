export { OrdersSection } from './orders.tsx';
