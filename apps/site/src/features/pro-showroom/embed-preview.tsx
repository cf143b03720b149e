import { Button } from '@brand/ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { EmbedLayout } from './embed-snippet.ts';

/** The embed's public events (docs/embed.md "Events"): the showroom is on screen, or failed. */
const READY = 'brand-showroom:v1:ready';
const FAILED = 'brand-showroom:v1:error';

/**
 * A page standing in for the Pro's own site: the showroom is added to it as the snippet adds it
 * (the marketplace's loader and a `<brand-showroom>` element), so the preview is the real embed.
 */
const HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your website</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#f9fafb}
header{padding:12px 16px;background:#fff;border-bottom:1px solid #e5e7eb;font-weight:600}
main{padding:16px}
p{margin:0 0 12px;color:#4b5563}
</style></head><body><header>Your website</header><main><p>Your page's own content. Your showroom shows here:</p></main></body></html>`;

type PreviewState =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'error'; message: string };

/**
 * The live preview beside the embed code (issue 28 item 4): the real embed in a frame of this
 * page's origin, so it runs the marketplace's own loader and API. The layout chosen and the
 * theme colour being typed apply as they change (`data-layout` and `preview-theme-color` are
 * live attributes; the embed honours the colour only on the marketplace's own origin). It
 * loads when asked for: the dashboard does not pay for a showroom it is not showing.
 */
export function EmbedPreview({
  vsdId,
  layout,
  themeColor,
}: {
  vsdId: string;
  layout: EmbedLayout;
  themeColor: string | null;
}) {
  const [open, setOpen] = useState(false);
  const region = useId();
  return (
    <div className="site-embed-preview">
      <Button
        type="button"
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? region : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? 'Hide the live preview' : 'Show a live preview'}
      </Button>
      {open ? (
        <div id={region}>
          <PreviewFrame vsdId={vsdId} layout={layout} themeColor={themeColor} />
        </div>
      ) : null}
    </div>
  );
}

function PreviewFrame({
  vsdId,
  layout,
  themeColor,
}: {
  vsdId: string;
  layout: EmbedLayout;
  themeColor: string | null;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  // The first attributes, read once when the frame's page is ready (later ones apply live).
  const initial = useRef({ layout, themeColor });
  initial.current = { layout, themeColor };

  // The showroom is added once the frame's page has loaded: listeners first, then the element
  // and the loader (a script that cannot load says so).
  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    setState({ status: 'loading' });
    const onLoad = () => {
      const doc = iframe.contentDocument;
      const main = doc?.querySelector('main');
      if (!doc || !main) return;
      const showroom = doc.createElement('brand-showroom');
      showroom.setAttribute('showroom', vsdId);
      showroom.addEventListener(READY, () => setState({ status: 'ready' }));
      showroom.addEventListener(FAILED, (event) =>
        setState({
          status: 'error',
          message:
            (event as CustomEvent<{ message?: string }>).detail?.message ??
            'The preview could not load.',
        }),
      );
      applyAttributes(showroom, initial.current.layout, initial.current.themeColor);
      main.append(showroom);
      const script = doc.createElement('script');
      script.async = true;
      script.src = `${window.location.origin}/embed/v1/showroom.js`;
      script.onerror = () =>
        setState({ status: 'error', message: 'The preview could not load. Try again later.' });
      doc.head.append(script);
      setElement(showroom);
    };
    iframe.addEventListener('load', onLoad, { once: true });
    iframe.srcdoc = HOST_PAGE;
    return () => iframe.removeEventListener('load', onLoad);
  }, [vsdId]);

  // Live: the layout and the colour as the Pro changes them.
  useEffect(() => {
    if (element) applyAttributes(element, layout, themeColor);
  }, [element, layout, themeColor]);

  return (
    <figure className="site-embed-preview__figure">
      <iframe
        ref={frame}
        className="site-embed-preview__frame"
        title="Live preview of your showroom on a website"
      />
      <figcaption role="status">
        {state.status === 'loading'
          ? 'Loading the preview…'
          : state.status === 'ready'
            ? 'Live preview: the layout and theme colour follow your choices above before you save.'
            : state.message}
      </figcaption>
    </figure>
  );
}

function applyAttributes(element: HTMLElement, layout: EmbedLayout, themeColor: string | null) {
  if (layout === 'inline') element.removeAttribute('data-layout');
  else element.setAttribute('data-layout', layout);
  const color = themeColor?.trim();
  if (color) element.setAttribute('preview-theme-color', color);
  else element.removeAttribute('preview-theme-color');
}
