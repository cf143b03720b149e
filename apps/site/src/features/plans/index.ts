export { PlansSection } from './plans-section.tsx';
