export { Header, type HeaderProps, type HeaderUser } from './header';
export { HeaderBase, type HeaderBaseProps } from './header-base';
