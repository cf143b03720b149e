export { PriceLine, type PriceLineProps } from './price-line';
