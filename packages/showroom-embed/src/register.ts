import { defineShowroomElement } from './element.ts';
import { queue } from './queue.ts';

/**
 * Defines `<brand-showroom>` with this package's own widget runtime (bundled by the host, so it
 * uses the host's React). Safe to call many times; a page that already has the script-tag
 * loader keeps the loader's definition.
 */
export function registerShowroomElement(): void {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return;
  const api = queue(window.BrandShowroom);
  window.BrandShowroom = api;
  defineShowroomElement(() =>
    import('./runtime/index.ts').then(({ runtime }) => {
      runtime.install(api);
      return runtime;
    }),
  );
}
