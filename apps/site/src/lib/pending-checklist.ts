import type { PriceLineInput } from '@brand/core/rules';

/**
 * A visitor's checklist (issue 10): products a visitor adds to the checklist before signing in
 * are kept on this browser, shown on /visualize/checklist, and saved to the project of their
 * showroom right after sign-in or registration.
 */
export const PENDING_CHECKLIST_KEY = 'pending_checklist';

/** Ours: how many products a visitor's checklist keeps (the API takes 500 at once). */
export const PENDING_CHECKLIST_MAX = 100;

/**
 * The price line a visitor saw when adding the item (customer price of the showroom, in cents):
 * the visitor's checklist shows it; once saved to a project, the checklist shows the current
 * price from the API instead.
 */
export type PendingPriceLine = Pick<
  PriceLineInput,
  'unitPriceCents' | 'categoryUnit' | 'boxSqft' | 'uom'
>;

export type PendingChecklistItem = {
  product_id: number;
  size_id: number | null;
  qty: number;
  vsd_id: string;
  name: string;
  price?: PendingPriceLine;
};

function isPriceLine(value: unknown): value is PendingPriceLine {
  const v = value as Partial<PendingPriceLine> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isSafeInteger(v.unitPriceCents) &&
    (v.unitPriceCents ?? -1) >= 0 &&
    (v.categoryUnit == null || typeof v.categoryUnit === 'string') &&
    (v.boxSqft == null || typeof v.boxSqft === 'number' || typeof v.boxSqft === 'string') &&
    (v.uom == null || typeof v.uom === 'string')
  );
}

function isItem(value: unknown): value is PendingChecklistItem {
  const v = value as Partial<PendingChecklistItem> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isSafeInteger(v.product_id) &&
    (v.product_id ?? 0) > 0 &&
    (v.size_id === null || (Number.isSafeInteger(v.size_id) && (v.size_id ?? 0) > 0)) &&
    Number.isSafeInteger(v.qty) &&
    (v.qty ?? 0) > 0 &&
    typeof v.vsd_id === 'string' &&
    /^[A-Z0-9]{8}$/.test(v.vsd_id) &&
    typeof v.name === 'string' &&
    (v.price === undefined || isPriceLine(v.price))
  );
}

/** The stored list; anything malformed is dropped. */
export function readPending(stored: string | null): PendingChecklistItem[] {
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

/**
 * Adds an item: the same product, size and showroom once, quantities summed; newest last;
 * at most PENDING_CHECKLIST_MAX items.
 */
export function addPending(
  list: readonly PendingChecklistItem[],
  item: PendingChecklistItem,
): PendingChecklistItem[] {
  const same = (i: PendingChecklistItem) =>
    i.product_id === item.product_id && i.size_id === item.size_id && i.vsd_id === item.vsd_id;
  const found = list.find(same);
  const next = found
    ? list.map((i) => (same(i) ? { ...i, qty: i.qty + item.qty, price: item.price ?? i.price } : i))
    : [...list, item];
  return next.slice(-PENDING_CHECKLIST_MAX);
}

/** The items grouped by showroom (each showroom's go to that showroom's project). */
export function pendingByShowroom(
  list: readonly PendingChecklistItem[],
): Map<string, PendingChecklistItem[]> {
  const groups = new Map<string, PendingChecklistItem[]>();
  for (const item of list) groups.set(item.vsd_id, [...(groups.get(item.vsd_id) ?? []), item]);
  return groups;
}
