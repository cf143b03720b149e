export { StatusSelect, type StatusSelectProps } from './status-select';
