/** Projects and project carts (spec 2 §3 "Project cart", §4 "Cart and project", §7 "Cart"). */
import * as v from 'valibot';
import { TEMP_PROJECT_ID_PATTERN } from '../rules/cart-id';
import { MAX_LINE_QUANTITY } from '../rules/limits';
import { ProductSizeSchema, ProductSummarySchema } from './catalog';
import {
  envelope,
  IdSchema,
  messageEnvelope,
  PriceSchema,
  paginated,
  TimestampSchema,
  VsdIdSchema,
} from './common';
import { flagLike, form, idLike, intLike, line, MAX_TEXT } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { PublicUserSchema } from './user';

const quantity = v.pipe(
  intLike(M.quantityMin),
  v.minValue(1, M.quantityMin),
  v.maxValue(MAX_LINE_QUANTITY),
);

/** A temporary cart id (`cart_id`, spec 1 §3) held by a visitor before sign-in. Ours: UUID. */
export const TempProjectIdSchema = v.pipe(
  v.string(M.invalidId),
  v.trim(),
  v.regex(TEMP_PROJECT_ID_PATTERN, M.invalidId),
);

/** spec 2 §3: a cart line (Project_tans), each with qty. Prices in dollars (ours). */
export const ProjectTanSchema = v.object({
  id: IdSchema,
  project_id: v.nullable(IdSchema),
  temp_project_id: v.nullable(TempProjectIdSchema),
  product_id: IdSchema,
  product: ProductSummarySchema,
  size_id: v.nullable(IdSchema),
  size: v.nullable(ProductSizeSchema),
  qty: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** Customer unit price after markup. */
  unit_price: PriceSchema,
  /** unit_price x qty. */
  line_total: PriceSchema,
});
export type ProjectTan = v.InferOutput<typeof ProjectTanSchema>;

/**
 * spec 2 §3 Project cart: project id, extra_info, temp_project_id, is_cart flag, showroom id;
 * lines are Project_tans. `id` is null for a visitor's temporary cart.
 */
export const ProjectCartSchema = v.object({
  id: v.nullable(IdSchema),
  extra_info: v.nullable(v.pipe(v.string(), v.maxLength(MAX_TEXT))),
  temp_project_id: v.nullable(TempProjectIdSchema),
  is_cart: v.boolean(),
  showroom: v.nullable(VsdIdSchema),
  Project_tans: v.array(ProjectTanSchema),
  /** Ours: sum of line totals, dollars. */
  subtotal: PriceSchema,
});
export type ProjectCart = v.InferOutput<typeof ProjectCartSchema>;

/** A project (ours beyond id and extra_info): one showroom, an optional floor plan/template. */
export const ProjectSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.maxLength(255)),
  showroom: VsdIdSchema,
  floorplan: v.nullable(IdSchema),
  floorTemplate: v.nullable(IdSchema),
  is_3d: v.boolean(),
  extra_info: v.nullable(v.pipe(v.string(), v.maxLength(MAX_TEXT))),
  created_at: TimestampSchema,
});
export type Project = v.InferOutput<typeof ProjectSchema>;

/**
 * Ours: how the caller takes part in a project (DOMAIN.md "Project chat is between the customer,
 * the showroom's Pro and hired designers"): it is theirs, their showroom's, or they were hired.
 */
export const ProjectRoleSchema = v.picklist(['customer', 'pro', 'designer']);
export type ProjectRole = v.InferOutput<typeof ProjectRoleSchema>;

/** Ours: one project of GET /api/projects, with the caller's part in it and its customer. */
export const ProjectListItemSchema = v.object({
  ...ProjectSchema.entries,
  role: ProjectRoleSchema,
  customer: PublicUserSchema,
});
export type ProjectListItem = v.InferOutput<typeof ProjectListItemSchema>;

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * GET /api/projectCart: query project; with a temporary cart also temp_project_id, is_cart
 * and showroom.
 */
export const ProjectCartQuerySchema = form({
  project: v.optional(idLike()),
  temp_project_id: v.optional(TempProjectIdSchema),
  is_cart: v.optional(flagLike()),
  showroom: v.optional(VsdIdSchema),
});
export type ProjectCartQuery = v.InferOutput<typeof ProjectCartQuerySchema>;

/**
 * Issue 10 item 8 (spec 1 §4, visual redirect): the floor plan and template chosen on
 * /visualize, stored on the project the first Add to cart creates (ignored when the cart
 * already exists). The template must be one of the plan's.
 */
const designFields = {
  floorplan: v.optional(v.nullable(idLike())),
  floorTemplate: v.optional(v.nullable(idLike())),
};

/**
 * POST /api/projectCart/sync_to_cart: one product into the cart (spec: body plus showroom,
 * action 'cart', optional toast flag). Without project_id the line goes to the temporary cart
 * `temp_project_id` (created when absent; the answer carries it).
 */
export const SyncToCartBodySchema = form({
  product_id: idLike(),
  size_id: v.optional(v.nullable(idLike())),
  qty: quantity,
  showroom: VsdIdSchema,
  action: v.optional(v.picklist(['cart'], M.choiceInvalid), 'cart'),
  toast: v.optional(flagLike()),
  project_id: v.optional(idLike()),
  temp_project_id: v.optional(TempProjectIdSchema),
  ...designFields,
});
export type SyncToCartBody = v.InferOutput<typeof SyncToCartBodySchema>;

/** POST /api/projectCart/sync_to_bulk_cart: the checklist's "add all to cart" (DOMAIN.md). */
export const SyncToBulkCartBodySchema = form({
  showroom: VsdIdSchema,
  project_id: v.optional(idLike()),
  temp_project_id: v.optional(TempProjectIdSchema),
  items: v.pipe(
    v.array(
      form({ product_id: idLike(), size_id: v.optional(v.nullable(idLike())), qty: quantity }),
    ),
    v.minLength(1, M.itemsMin),
    v.maxLength(200, M.bulkItemsMax),
  ),
  ...designFields,
});
export type SyncToBulkCartBody = v.InferOutput<typeof SyncToBulkCartBodySchema>;

/** POST /api/projectCart/update_cart: change one line's quantity (ours). */
export const UpdateCartBodySchema = form({
  id: idLike(),
  qty: quantity,
  showroom: v.optional(VsdIdSchema),
  project_id: v.optional(idLike()),
  temp_project_id: v.optional(TempProjectIdSchema),
});
export type UpdateCartBody = v.InferOutput<typeof UpdateCartBodySchema>;

/**
 * POST /api/projectCart/update_project_cart: attach a temporary cart to a project after
 * sign-in (spec 2 §4: re_temp_project_id, project_id).
 */
export const UpdateProjectCartBodySchema = form({
  re_temp_project_id: TempProjectIdSchema,
  project_id: idLike(),
});
export type UpdateProjectCartBody = v.InferOutput<typeof UpdateProjectCartBodySchema>;

/** DELETE /api/cart/destroy/{id}: query including showroom (and the cart it belongs to). */
export const CartDestroyQuerySchema = form({
  showroom: VsdIdSchema,
  project_id: v.optional(idLike()),
  temp_project_id: v.optional(TempProjectIdSchema),
});
export type CartDestroyQuery = v.InferOutput<typeof CartDestroyQuerySchema>;

/** POST /api/projectCart: creates a project from the stored showroom item (ours: fields). */
export const CreateProjectBodySchema = form({
  showroom: VsdIdSchema,
  name: v.optional(line(255)),
  floorplan: v.optional(v.nullable(idLike())),
  floorTemplate: v.optional(v.nullable(idLike())),
  is_3d: v.optional(flagLike()),
});
export type CreateProjectBody = v.InferOutput<typeof CreateProjectBodySchema>;

/** PUT /api/projectCart/{projectId}: extra_info (free text, kept as text). */
export const UpdateProjectBodySchema = form({
  extra_info: v.nullable(line(MAX_TEXT)),
});
export type UpdateProjectBody = v.InferOutput<typeof UpdateProjectBodySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

export const ProjectCartResponseSchema = envelope(ProjectCartSchema);
export type ProjectCartResponse = v.InferOutput<typeof ProjectCartResponseSchema>;
/** Cart writes answer with the server's message (the success toast) and the updated cart. */
export const CartWriteResponseSchema = messageEnvelope(ProjectCartSchema);
export type CartWriteResponse = v.InferOutput<typeof CartWriteResponseSchema>;
/** POST /api/projectCart "returns its id": `{ data: Project }`. */
export const ProjectResponseSchema = envelope(ProjectSchema);
export type ProjectResponse = v.InferOutput<typeof ProjectResponseSchema>;
/** Ours: GET /api/projects, a page of the projects the caller takes part in, newest first. */
export const ProjectListResponseSchema = envelope(paginated(ProjectListItemSchema));
export type ProjectListResponse = v.InferOutput<typeof ProjectListResponseSchema>;
/** GET/PUT /api/projectCart/{projectId}: the project with its extra info. */
export const ProjectInfoResponseSchema = envelope(ProjectSchema);
