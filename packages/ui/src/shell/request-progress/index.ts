export { RequestProgressBar, type RequestProgressBarProps } from './request-progress-bar';
