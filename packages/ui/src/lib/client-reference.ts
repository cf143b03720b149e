/**
 * What `@brand/ui` gives a React Server Components graph (the `react-server` export condition)
 * for its client components and hooks, without evaluating them on the server:
 * - a client component is a lazy reference to its own "use client" module. An RSC bundler
 *   (Next.js, Vite RSC, Parcel) turns that module into a client reference, so
 *   `<Header cartCount={2} />` in a server component renders the real Header on the client;
 * - a hook is a function that throws a clear error when a server component calls it.
 * Plain Node with `--conditions=react-server` can import the package: nothing client-only
 * runs until something renders.
 */
import * as React from 'react';

/** A lazy reference to the export `name` of a client module (see above). */
export function clientComponent<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return React.lazy(() =>
    load().then((module) => ({ default: module[name] as unknown as React.ComponentType })),
  ) as unknown as M[K];
}

/** A hook placeholder: calling it in a server component throws, naming the fix. */
export function clientHook<F>(name: string): F {
  return (() => {
    throw new Error(
      `${name} is a client hook of @brand/ui: call it from a component marked "use client".`,
    );
  }) as F;
}
