/**
 * Floor plans and templates of the visualizer (spec 1 §1: over 50 floor plans, over 100
 * templates; spec 1 §3 my_item.floorplan / floorTemplate). Fields and calls are ours.
 */
import * as v from 'valibot';
import { CABINET_COLOURS, CABINET_DOOR_STYLES, PAINT_COLOURS } from '../rules/finishes';
import {
  envelope,
  IdSchema,
  messageEnvelope,
  PageQuerySchema,
  paginated,
  TimestampSchema,
  UrlSchema,
  VsdIdSchema,
} from './common';
import { ROOM_TYPES } from './enums';
import { form, idLike, line, requiredLine } from './fields';
import { StyleScoresSchema } from './style-profile';

/** Ours: the rooms a plan or template is for (spec 1 §2 Inspired Designs tabs). */
export const RoomTypeSchema = v.picklist(ROOM_TYPES);
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
  'range',
  'refrigerator',
  'dishwasher',
  'hood',
  'vanity',
  'toilet',
  'tub',
  'shower',
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
/**
 * A template as GET /api/floor_templates lists it: with its style scores (ours, issue 26; core
 * `templateStyleScores` over its products and their categories), which the template list
 * ranks by against the visitor's style profile.
 */
export const ListedFloorTemplateSchema = v.object({
  ...FloorTemplateSchema.entries,
  style_scores: StyleScoresSchema,
});
export type ListedFloorTemplate = v.InferOutput<typeof ListedFloorTemplateSchema>;
export const FloorTemplateListResponseSchema = envelope(paginated(ListedFloorTemplateSchema));

/**
 * Ours (issue 15 item 2): a room design autosaved to the customer's project of the showroom:
 * the plan, the template and the product chosen for each surface and fixture.
 */
/**
 * Ours (issue 29 item 3): the finishes the showroom does not sell (core `PAINT_COLOURS`,
 * `CABINET_DOOR_STYLES`, `CABINET_COLOURS`): each a palette key, or null for the default look.
 */
export const DesignFinishesSchema = v.object({
  paint: v.optional(v.nullable(v.picklist(PAINT_COLOURS.map((c) => c.key)))),
  cabinetStyle: v.optional(v.nullable(v.picklist(CABINET_DOOR_STYLES.map((c) => c.key)))),
  cabinetColour: v.optional(v.nullable(v.picklist(CABINET_COLOURS.map((c) => c.key)))),
});
export type DesignFinishes = v.InferOutput<typeof DesignFinishesSchema>;

export const ProjectDesignSchema = v.object({
  project_id: IdSchema,
  showroom: VsdIdSchema,
  floorplan: IdSchema,
  floorTemplate: IdSchema,
  surfaces: v.pipe(v.array(TemplateSurfaceSchema), v.maxLength(32)),
  /** Absent on a design saved before finishes existed. */
  finishes: v.optional(DesignFinishesSchema),
  saved_at: TimestampSchema,
});
export type ProjectDesign = v.InferOutput<typeof ProjectDesignSchema>;

/** GET /api/projectDesign?showroom=: the signed-in customer's current design there, or null. */
export const ProjectDesignQuerySchema = form({ showroom: VsdIdSchema });
export type ProjectDesignQuery = v.InferOutput<typeof ProjectDesignQuerySchema>;

/** PUT /api/projectDesign: save the design to the customer's current project of the showroom. */
export const SaveDesignBodySchema = form({
  showroom: VsdIdSchema,
  floorplan: idLike(),
  floorTemplate: idLike(),
  surfaces: v.pipe(
    v.array(v.object({ surface: SurfaceKeySchema, product_id: idLike() })),
    v.maxLength(32),
  ),
  finishes: v.optional(DesignFinishesSchema),
});
export type SaveDesignBody = v.InferOutput<typeof SaveDesignBodySchema>;

export const ProjectDesignResponseSchema = envelope(v.nullable(ProjectDesignSchema));
export const SaveDesignResponseSchema = messageEnvelope(ProjectDesignSchema);

/** Ours (issue 15 item 5): a corner of an outline as typed or drawn, in feet (any origin). */
const outlineFeet = v.pipe(
  v.number('Type a number of feet.'),
  v.finite('Type a number of feet.'),
  v.minValue(-1000, 'At most 1,000 ft either way.'),
  v.maxValue(1000, 'At most 1,000 ft either way.'),
);
const openingFeet = (min: number, max: number) =>
  v.pipe(
    v.number('Type a number of feet.'),
    v.finite('Type a number of feet.'),
    v.minValue(min, `At least ${min} ft.`),
    v.maxValue(max, `At most ${max} ft.`),
  );

/**
 * POST /api/my_rooms and PUT /api/my_rooms/:id (issue 15 item 5): a customer's own room, its
 * outline (corners in order, either way round; core `outlineProblems` then checks it is a
 * simple polygon with 3-200 ft walls and 20-5,000 sq ft, each a 422 on `walls` or `walls.<i>`),
 * its wall height and its doors and windows (`offset` ft from the wall's first corner).
 */
/**
 * Ours (issue 15 item 5): a floor-plan image the room was traced over. `image` is the path
 * POST /api/my_rooms/trace_image answered (`/storage/rooms/<owner id>/<random uuid>.<ext>`: the
 * server keeps only the owner's own), `width` x `height` its pixels, `scale` feet per image
 * pixel (from two measured points, core `scaleFromPoints`), `x`, `y` where the image's top-left
 * corner lies in the room's feet (the same frame as `walls`). The bounds are core
 * rules/trace-image.ts's, written out so the /visualize chunk does not carry the upload rules
 * (trace-image.test.ts checks they agree).
 */
const TRACE_IMAGE_PATH = /^\/storage\/rooms\/\d{1,10}\/[0-9a-f-]{36}\.(?:png|jpg|jpeg|webp)$/;
const tracePixels = v.pipe(
  v.number('Type a number of pixels.'),
  v.safeInteger('Type a whole number of pixels.'),
  v.minValue(200, 'At least 200 pixels.'),
  v.maxValue(8000, 'At most 8,000 pixels.'),
);
export const TraceImageSchema = v.object({
  image: v.pipe(
    v.string('Upload the floor-plan image again.'),
    v.regex(TRACE_IMAGE_PATH, 'Upload the floor-plan image again.'),
  ),
  width: tracePixels,
  height: tracePixels,
  scale: v.pipe(
    v.number('Mark two points and type their distance.'),
    v.finite('Mark two points and type their distance.'),
    v.minValue(0.001, 'The scale must be between 0.001 and 5 ft a pixel.'),
    v.maxValue(5, 'The scale must be between 0.001 and 5 ft a pixel.'),
  ),
  x: v.pipe(
    v.number('Type a number of feet.'),
    v.finite('Type a number of feet.'),
    v.minValue(-1000, 'At most 1,000 ft either way.'),
    v.maxValue(1000, 'At most 1,000 ft either way.'),
  ),
  y: v.pipe(
    v.number('Type a number of feet.'),
    v.finite('Type a number of feet.'),
    v.minValue(-1000, 'At most 1,000 ft either way.'),
    v.maxValue(1000, 'At most 1,000 ft either way.'),
  ),
});
export type TraceImage = v.InferOutput<typeof TraceImageSchema>;

/** POST /api/my_rooms/trace_image: multipart `image` (core `traceImageProblem`). */
export const TraceImageBodySchema = form({});
export const TraceImageUploadResponseSchema = envelope(
  v.object({
    image: TraceImageSchema.entries.image,
    width: tracePixels,
    height: tracePixels,
  }),
);

export const CustomRoomBodySchema = v.object({
  name: requiredLine('Name your room.', 80),
  room_type: v.picklist(['Bathroom', 'Kitchen', 'Living Room', 'Outdoor'], 'Choose a room type.'),
  walls: v.pipe(
    v.array(v.object({ x: outlineFeet, y: outlineFeet }), 'Give the corners of the room.'),
    v.maxLength(64, 'A room has at most 64 corners.'),
  ),
  height: openingFeet(3, 20),
  openings: v.optional(
    v.pipe(
      v.array(
        v.object({
          kind: v.picklist(['door', 'window'], 'Choose door or window.'),
          wall: v.pipe(
            v.number(),
            v.safeInteger('Choose a wall.'),
            v.minValue(0, 'Choose a wall.'),
          ),
          offset: openingFeet(0, 200),
          width: openingFeet(1, 20),
          height: v.optional(openingFeet(1, 20)),
          sill: v.optional(openingFeet(0, 15)),
        }),
      ),
      v.maxLength(32, 'At most 32 doors and windows.'),
    ),
    [],
  ),
  /** The floor-plan image traced over: left out on a change keeps it, null removes it. */
  trace: v.optional(v.nullable(TraceImageSchema)),
});
export type CustomRoomBody = v.InferOutput<typeof CustomRoomBodySchema>;

/** Ours: a customer's own room: its private floor plan and the template made for it. */
export const CustomRoomSchema = v.object({
  ...FloorPlanSchema.entries,
  template: FloorTemplateSchema,
  /** The floor-plan image it was traced over (in the stored outline's frame), or null. */
  trace: v.nullable(TraceImageSchema),
});
export type CustomRoom = v.InferOutput<typeof CustomRoomSchema>;
export const CustomRoomResponseSchema = envelope(CustomRoomSchema);
export const CustomRoomListResponseSchema = envelope(v.array(CustomRoomSchema));

/**
 * Issue 29 item 6: a photo-mode result saved into a project (only the rendered image; the
 * customer's original photo never leaves the browser), with the product and surface it shows.
 * Stored as `/storage/photos/<project id>/<random uuid>.<ext>`.
 */
const PROJECT_PHOTO_PATH = /^\/storage\/photos\/\d{1,10}\/[0-9a-f-]{36}\.(?:png|jpg|jpeg|webp)$/;
export const ProjectPhotoSurfaceSchema = v.picklist(
  ['floor', 'wall'],
  'Choose the floor or a wall.',
);
export type ProjectPhotoSurface = v.InferOutput<typeof ProjectPhotoSurfaceSchema>;
export const ProjectPhotoSchema = v.object({
  id: IdSchema,
  project_id: IdSchema,
  image: v.pipe(v.string(), v.regex(PROJECT_PHOTO_PATH)),
  width: tracePixels,
  height: tracePixels,
  product_id: IdSchema,
  /** The product's name (the thumbnail's alt text names it). */
  product_name: v.string(),
  surface: ProjectPhotoSurfaceSchema,
  created_at: TimestampSchema,
});
export type ProjectPhoto = v.InferOutput<typeof ProjectPhotoSchema>;
/** `{ success, data: { photos, max } }`: newest first; `max` is how many a project keeps. */
export const ProjectPhotosResponseSchema = envelope(
  v.object({ photos: v.array(ProjectPhotoSchema), max: v.number() }),
);
export type ProjectPhotosResponse = v.InferOutput<typeof ProjectPhotosResponseSchema>;
export const ProjectPhotoResponseSchema = envelope(ProjectPhotoSchema);
/** POST /api/projects/:projectId/photos: multipart `image` (core `traceImageProblem`). */
export const SaveProjectPhotoBodySchema = form({
  product_id: idLike('Choose a product.'),
  surface: ProjectPhotoSurfaceSchema,
});
export type SaveProjectPhotoBody = v.InferOutput<typeof SaveProjectPhotoBodySchema>;
export const SaveProjectPhotoResponseSchema = messageEnvelope(ProjectPhotoSchema);
export const ProjectPhotoParamsSchema = form({ projectId: idLike(), photoId: idLike() });
