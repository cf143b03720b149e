import type { BrandShowroomApi } from './protocol.ts';

export type Queue = BrandShowroomApi & { q: ArrayLike<unknown>[]; ns: Record<string, Queue> };

/**
 * The stub-and-queue function behind `window.BrandShowroom`: commands wait in `q` until the
 * widget installs itself. Adopts a stub the host defined first (and what it queued);
 * `init` creates a namespace at once, so `BrandShowroom.ns.sales(...)` works before the widget.
 */
export function queue(existing?: BrandShowroomApi): Queue {
  const fn = (existing ??
    ((...args: unknown[]) => {
      fn.q.push(args);
    })) as Queue;
  fn.q ??= [];
  fn.ns ??= {};
  // A queue the widget already took over (the loader included twice) is left alone.
  if (!Array.isArray(fn.q)) return fn;
  const init = (args: ArrayLike<unknown>) => {
    if (args[0] === 'init' && typeof args[1] === 'string') fn.ns[args[1]] ??= queue();
  };
  for (const args of fn.q) init(args);
  const push = fn.q.push.bind(fn.q);
  fn.q.push = (...items: ArrayLike<unknown>[]) => {
    for (const args of items) init(args);
    return push(...items);
  };
  return fn;
}
