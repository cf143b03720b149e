/** The box coverage calculator's chunk (lazy-parts.tsx). */
export { BoxCoverageCalculator as default } from '@brand/ui';
