import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following it as the window changes (a phone turned, a
 * desktop window narrowed). `serverValue` is what a render without a window assumes; a window
 * without `matchMedia` matches nothing.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = globalThis.matchMedia?.(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => serverValue,
  );
}
