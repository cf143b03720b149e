/**
 * The estimate's shapes (issue 15 item 3): the room types, surfaces and one item to price. A
 * file of its own so that `estimate`, its basis and its sanity check share them without
 * importing each other in a circle.
 */

/** The rooms a plan is for (contract RoomTypeSchema). */
export type EstimateRoomType = 'Bathroom' | 'Kitchen' | 'Living Room' | 'Outdoor';

/** How a surface is measured: square feet, feet, or pieces. */
export type SurfaceMeasure = 'area' | 'linear' | 'count';

export type SurfaceKey =
  | 'floor'
  | 'walls'
  | 'backsplash'
  | 'countertop'
  | 'sink'
  | 'faucet'
  | 'hardware'
  | 'range'
  | 'refrigerator'
  | 'dishwasher'
  | 'hood'
  | 'vanity'
  | 'toilet'
  | 'tub'
  | 'shower'
  | 'fan'
  | 'lights'
  | 'edging';

export interface EstimateItem {
  surface: SurfaceKey;
  measure: SurfaceMeasure;
  /** sq ft, feet or pieces (`surfaceAmount`). */
  amount: number;
  productId: number;
  /** The size the cart line will carry (its price applies), or null. */
  sizeId: number | null;
  /** The showroom's customer unit price (vendor price + markup), in cents. */
  unitPriceCents: number;
  /** Square feet one box covers, for products sold by the box. */
  boxSqft: number | null;
  /** spec 2 §5: the least quantity one may buy (default 1). */
  minUnit?: number;
  /** How a piece count was reached (`surfaceCount`'s basis); areas and lengths say their own. */
  basis?: string | undefined;
}
