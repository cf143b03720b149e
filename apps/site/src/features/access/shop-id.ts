import type { ShowroomItem } from '@brand/core/session';

/**
 * spec 1 §3: registration adds `shop_id`, the current showroom id, 0 if none. The showroom id
 * is the stored item's showroom (the Pro's user id); anything not a positive whole number is 0.
 */
export function shopIdOf(item: Pick<ShowroomItem, 'showroom'> | null): number {
  const raw = item?.showroom;
  const id = typeof raw === 'string' ? Number(raw.trim()) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : 0;
}
