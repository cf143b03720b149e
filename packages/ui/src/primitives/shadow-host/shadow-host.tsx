'use client';
import { type ComponentProps, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { PortalContainerProvider } from '../portal/portal-container';

type ShadowHostProps = Omit<ComponentProps<'div'>, 'ref'> & {
  /** The @brand/ui stylesheet as text (e.g. `import css from '@brand/ui/styles.css?inline'`). */
  css?: string;
};

/**
 * Renders its children inside an open shadow root attached to a host div, with the stylesheet
 * inside it and every @brand/ui portal (dialogs, selects) targeting that shadow root: host-page
 * CSS stays out, ours stays in (the showroom embed's setup, usable in stories and tests).
 */
function ShadowHost({ css, children, ...props }: ShadowHostProps) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const attach = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);
  return (
    <div ref={attach} data-slot="shadow-host" {...props}>
      {root
        ? createPortal(
            <PortalContainerProvider container={root}>
              {css ? <style>{css}</style> : null}
              <div className="bui-root">{children}</div>
            </PortalContainerProvider>,
            root,
          )
        : null}
    </div>
  );
}

export { ShadowHost, type ShadowHostProps };
