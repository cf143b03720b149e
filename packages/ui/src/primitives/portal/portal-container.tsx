'use client';
import { createContext, type ReactNode, useContext } from 'react';

/** Where Radix portals (dialogs, selects, popovers) mount: a shadow root in the embed. */
export type PortalContainer = Element | DocumentFragment | null;

const PortalContainerContext = createContext<PortalContainer>(null);

/**
 * Makes every @brand/ui portal below it mount into `container` instead of `document.body`.
 * The showroom embed passes its shadow root so dialogs and selects stay inside it.
 */
function PortalContainerProvider({
  container,
  children,
}: {
  container: PortalContainer;
  children: ReactNode;
}) {
  return (
    <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>
  );
}

/** The container portals should use; `undefined` lets Radix default to `document.body`. */
function usePortalContainer(explicit?: PortalContainer): Element | DocumentFragment | undefined {
  const fromContext = useContext(PortalContainerContext);
  return explicit ?? fromContext ?? undefined;
}

export { PortalContainerProvider, usePortalContainer };
