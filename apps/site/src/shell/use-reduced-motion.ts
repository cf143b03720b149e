import { useMediaQuery } from './use-media-query.ts';

/** True when the visitor asked for less motion (STYLE.md: motion respects it). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', true);
}
