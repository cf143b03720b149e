import { Button, useToast } from '@brand/ui';
import { useId, useState } from 'react';
import { EmbedPreview } from './embed-preview.tsx';
import { EMBED_LAYOUTS, type EmbedLayout, embedSnippet } from './embed-snippet.ts';

/**
 * The embed code a Pro copies into their own site, with how the showroom shows there (issue
 * 28 item 3: in the page, a button that opens it, a button in the corner; docs/embed.md), and
 * a live preview of it beside the code with the layout and the theme colour being typed.
 */
export function EmbedCode({ vsdId, themeColor }: { vsdId: string; themeColor: string | null }) {
  const { toast } = useToast();
  const heading = useId();
  const [layout, setLayout] = useState<EmbedLayout>('inline');
  const snippet = embedSnippet(window.location.origin, vsdId, layout);
  return (
    <>
      <h3 id={heading}>Embed your showroom</h3>
      <fieldset className="site-embed-layout">
        <legend>How it shows on your site</legend>
        {EMBED_LAYOUTS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="embed-layout"
              value={option.value}
              checked={layout === option.value}
              onChange={() => setLayout(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className="site-embed-code">
        <div className="site-embed-code__grid">
          <div>
            <pre className="site-snippet">
              <code>{snippet}</code>
            </pre>
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(snippet)
                  .then(() => toast({ variant: 'success', message: 'Embed code copied.' }))
              }
            >
              Copy embed code
            </Button>
          </div>
          <EmbedPreview vsdId={vsdId} layout={layout} themeColor={themeColor} />
        </div>
      </div>
    </>
  );
}
