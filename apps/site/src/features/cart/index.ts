/** The cart's lazily loaded entry (checkout is its own entry: checkout.tsx). */
export { CartPage } from './cart.tsx';
