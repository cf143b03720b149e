export { QuantityBox, type QuantityBoxProps } from './quantity-box';
