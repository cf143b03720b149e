import type { KeyValueStorage } from '@brand/core/session';

/**
 * Issue 28 item 4: an order placed from a cart the Pro's embed handed off counts in the Pro's
 * embed analytics (the API's order `source: 'embed'`). The hand-off (/cart?cart_id=&showroom=)
 * notes its showroom in this browser; the next order placed in that showroom's project says
 * `source: 'embed'`, and the note goes. Only the showroom ID is kept: no visitor id.
 */
export const EMBED_SOURCE_KEY = 'cart_source';

export function noteEmbedHandOff(storage: KeyValueStorage, vsdId: string): void {
  storage.set(EMBED_SOURCE_KEY, `embed:${vsdId.toUpperCase()}`);
}

/** `{ source: 'embed' }` when the order's showroom is the one an embed handed a cart from. */
export function orderSource(
  storage: KeyValueStorage,
  vsdId: string | null | undefined,
): { source?: 'embed' } {
  const noted = storage.get(EMBED_SOURCE_KEY);
  return vsdId && noted === `embed:${vsdId.toUpperCase()}` ? { source: 'embed' } : {};
}

/** After an order in that showroom the note has done its work. */
export function clearEmbedHandOff(storage: KeyValueStorage, vsdId: string | null | undefined) {
  if (Object.keys(orderSource(storage, vsdId)).length > 0) storage.remove(EMBED_SOURCE_KEY);
}
