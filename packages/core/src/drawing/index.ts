export type {
  KitchenCounter,
  KitchenIsland,
  KitchenLayout,
  KitchenModule,
  KitchenModuleKind,
  KitchenWidths,
} from './kitchen-layout';
export {
  APPLIANCE_BANDS_FT,
  ISLAND_FT,
  KITCHEN_SIZES_FT,
  kitchenIsland,
  kitchenLayout,
} from './kitchen-layout';
export type { PlanGeometry, PlanRoomLabel } from './plan-geometry';
export { planGeometry, WALL_HEIGHT_FT } from './plan-geometry';
export type { PlanSvgOptions } from './plan-svg';
export { formatFeet, planSvg } from './plan-svg';
export { VANITY_FRONTS } from './vanity';
