/**
 * Whether the page is one of the marketplace's own (the Pro's live preview in their dashboard,
 * the demo page): its origin is the API's. Such a page is not the Pro's site.
 */
export function onMarketplacePage(apiBase: string, pageOrigin: string): boolean {
  try {
    return new URL(apiBase, pageOrigin).origin === pageOrigin;
  } catch {
    return false;
  }
}
