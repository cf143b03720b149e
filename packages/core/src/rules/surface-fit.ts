/**
 * Does a product fit a surface (issue 29 item 3)? Its category is one of the surface's, and,
 * where the surface names product types (`RoomSurface.types`: a Refrigerator surface on the
 * Appliances category), its type (`productTypeOf` of its category and name) is one of them.
 * A file apart from `estimate` so that the studio's estimate does not pull in the catalogue.
 */
import { productTypeOf } from './catalogue';
import type { RoomSurface } from './estimate';

export function surfaceFits(
  surface: Pick<RoomSurface, 'categories' | 'types'>,
  category: string,
  name: string,
): boolean {
  if (!surface.categories.includes(category)) return false;
  if (!surface.types) return true;
  const type = productTypeOf(category, name);
  return type !== undefined && surface.types.includes(type.name);
}
