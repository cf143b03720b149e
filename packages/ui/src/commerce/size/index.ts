export { Size, type SizeProps } from './size';
