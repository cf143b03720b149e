/**
 * Floor plans and templates of the visualizer (spec 1 §1: over 50 floor plans, over 100
 * templates; spec 1 §3 my_item.floorplan / floorTemplate). Fields and calls are ours.
 */
import * as v from 'valibot';
import { envelope, IdSchema, PageQuerySchema, paginated, UrlSchema } from './common';
import { form, idLike, line } from './fields';

/** Ours: the rooms a plan or template is for (spec 1 §2 Inspired Designs tabs). */
export const RoomTypeSchema = v.picklist(['Bathroom', 'Kitchen', 'Living Room', 'Outdoor']);
export type RoomType = v.InferOutput<typeof RoomTypeSchema>;

const feet = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1000));
const PlanPointSchema = v.object({ x: feet, y: feet });

/**
 * Ours (issue 15 item 1): the plan's drawing in feet, x east and y south. `walls` is the floor
 * polygon, clockwise on screen from the north-west corner; wall i runs from corner i to corner
 * i + 1. Doors and windows sit on a wall, `offset` feet from its first corner; `run` is the
 * kitchen's cabinet run or the bathroom's vanity; `rooms` are the names written on the plan.
 */
export const PlanGeometrySchema = v.object({
  walls: v.pipe(v.array(PlanPointSchema), v.minLength(3), v.maxLength(64)),
  height: feet,
  openings: v.pipe(
    v.array(
      v.object({
        kind: v.picklist(['door', 'window']),
        wall: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
        offset: feet,
        width: feet,
        height: feet,
        sill: feet,
      }),
    ),
    v.maxLength(64),
  ),
  run: v.nullable(
    v.object({
      wall: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
      offset: feet,
      length: feet,
    }),
  ),
  rooms: v.pipe(
    v.array(v.object({ name: v.pipe(v.string(), v.maxLength(80)), x: feet, y: feet })),
    v.maxLength(16),
  ),
});
export type PlanGeometryJson = v.InferOutput<typeof PlanGeometrySchema>;

/** Ours: the surfaces and fixtures a template assigns a product to (core `ROOM_SURFACES`). */
export const SurfaceKeySchema = v.picklist([
  'floor',
  'walls',
  'backsplash',
  'countertop',
  'sink',
  'faucet',
  'hardware',
  'vanity',
  'toilet',
  'tub',
  'fan',
  'lights',
  'edging',
]);

/** Ours: one product a template puts on a surface or fixture. */
export const TemplateSurfaceSchema = v.object({
  surface: SurfaceKeySchema,
  product_id: IdSchema,
});
export type TemplateSurface = v.InferOutput<typeof TemplateSurfaceSchema>;

export const FloorPlanSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.maxLength(255)),
  room_type: RoomTypeSchema,
  /** Floor area in square feet. */
  sqft: v.pipe(v.number(), v.finite(), v.minValue(0)),
  image: UrlSchema,
  thumbnail: v.nullable(UrlSchema),
  /** Whether a 3-D model exists (my_item.is_3d). */
  has_3d: v.boolean(),
  geometry: PlanGeometrySchema,
});
export type FloorPlan = v.InferOutput<typeof FloorPlanSchema>;

export const FloorTemplateSchema = v.object({
  id: IdSchema,
  floor_plan_id: IdSchema,
  name: v.pipe(v.string(), v.maxLength(255)),
  style: v.pipe(v.string(), v.maxLength(80)),
  image: UrlSchema,
  thumbnail: v.nullable(UrlSchema),
  /** Products the template uses, to shop it. */
  product_ids: v.array(IdSchema),
  /** Ours: which product covers each surface and fixture of the room. */
  surfaces: v.pipe(v.array(TemplateSurfaceSchema), v.maxLength(32)),
});
export type FloorTemplate = v.InferOutput<typeof FloorTemplateSchema>;

/** GET /api/floor_plans: paging, room type, search. */
export const FloorPlanQuerySchema = form({
  ...PageQuerySchema.entries,
  room_type: v.optional(RoomTypeSchema),
  search: v.optional(line(100)),
});
export type FloorPlanQuery = v.InferOutput<typeof FloorPlanQuerySchema>;
export const FloorPlanListResponseSchema = envelope(paginated(FloorPlanSchema));

/** GET /api/floor_templates: paging, the floor plan, style. */
export const FloorTemplateQuerySchema = form({
  ...PageQuerySchema.entries,
  floor_plan_id: v.optional(idLike()),
  style: v.optional(line(80)),
});
export type FloorTemplateQuery = v.InferOutput<typeof FloorTemplateQuerySchema>;
export const FloorTemplateListResponseSchema = envelope(paginated(FloorTemplateSchema));
