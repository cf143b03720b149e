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
