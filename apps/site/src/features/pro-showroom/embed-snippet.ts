/** The embed's `data-layout` values (issue 28 item 3), with the words a Pro chooses them by. */
export const EMBED_LAYOUTS = [
  { value: 'inline', label: 'In the page' },
  { value: 'popup', label: 'A button that opens it' },
  { value: 'floating', label: 'A button in the corner' },
] as const;
export type EmbedLayout = (typeof EMBED_LAYOUTS)[number]['value'];

/**
 * The tag a Pro pastes into their own site to show their showroom (issue 5 / embed guide):
 * the marketplace's script and a `<brand-showroom>` element with the Pro's vsd_id, and its
 * `data-layout` unless it is the default (inline).
 */
export function embedSnippet(
  origin: string,
  vsdId: string,
  layout: EmbedLayout = 'inline',
): string {
  const base = origin.replace(/\/+$/, '');
  const layoutAttribute = layout === 'inline' ? '' : ` data-layout="${layout}"`;
  return `<script async src="${base}/embed/v1/showroom.js"></script><brand-showroom showroom="${vsdId}"${layoutAttribute}></brand-showroom>`;
}

/** Allowed embed domains typed one per line or comma separated; blanks dropped, deduplicated. */
export function parseDomains(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,]+/)) {
    const domain = part.trim().toLowerCase();
    if (domain) seen.add(domain);
  }
  return [...seen];
}
