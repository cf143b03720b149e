/**
 * The tag a Pro pastes into their own site to show their showroom (issue 5 / embed guide):
 * the marketplace's script and a `<brand-showroom>` element with the Pro's vsd_id.
 */
export function embedSnippet(origin: string, vsdId: string): string {
  const base = origin.replace(/\/+$/, '');
  return `<script async src="${base}/embed/v1/showroom.js"></script><brand-showroom showroom="${vsdId}"></brand-showroom>`;
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
