export { ShadowHost, type ShadowHostProps } from './shadow-host';
