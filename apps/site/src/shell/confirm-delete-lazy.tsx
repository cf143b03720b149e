import { type ComponentProps, lazy, Suspense } from 'react';

const Dialog = lazy(() =>
  import('./confirm-delete.tsx').then((m) => ({ default: m.ConfirmDelete })),
);

/** `ConfirmDelete`, fetched when first shown (its Radix dialog is not in a screen's first script). */
export function ConfirmDeleteLazy(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
