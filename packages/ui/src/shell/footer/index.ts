export { FOOTER_LINKS, Footer, type FooterProps } from './footer';
export {
  FooterBase,
  type FooterBaseProps,
  type FooterLeadFormSlotProps,
} from './footer-base';
