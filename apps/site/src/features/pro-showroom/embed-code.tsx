import { Button, useToast } from '@brand/ui';
import { useId, useState } from 'react';
import { EMBED_LAYOUTS, type EmbedLayout, embedSnippet } from './embed-snippet.ts';

/**
 * The embed code a Pro copies into their own site, with how the showroom shows there (issue
 * 28 item 3: in the page, a button that opens it, a button in the corner; docs/embed.md).
 */
export function EmbedCode({ vsdId }: { vsdId: string }) {
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
    </>
  );
}
