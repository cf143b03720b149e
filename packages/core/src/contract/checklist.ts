/** Project checklist (spec 2 §3, §7 "Checklist"; DOMAIN.md: product, qty, note, checked). */
import * as v from 'valibot';
import { MAX_LINE_QUANTITY } from '../rules/limits';
import { ProductSizeSchema, ProductSummarySchema } from './catalog';
import { envelope, IdSchema, messageEnvelope, TimestampSchema, VsdIdSchema } from './common';
import { flagLike, form, idLike, intLike, line } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

const quantity = v.pipe(
  intLike(M.quantityMin),
  v.minValue(1, M.quantityMin),
  v.maxValue(MAX_LINE_QUANTITY),
);
const NOTE_MAX = 1000;

/** One checklist item (ours, DOMAIN.md). */
export const ChecklistItemSchema = v.object({
  id: IdSchema,
  product_id: IdSchema,
  product: ProductSummarySchema,
  size_id: v.nullable(IdSchema),
  size: v.nullable(ProductSizeSchema),
  qty: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  note: v.nullable(v.pipe(v.string(), v.maxLength(NOTE_MAX))),
  checked: v.boolean(),
});
export type ChecklistItem = v.InferOutput<typeof ChecklistItemSchema>;

/** spec 2 §3 Project checklist: a list of items (ours: with the project and its timestamps). */
export const ProjectChecklistSchema = v.object({
  id: IdSchema,
  project_id: IdSchema,
  items: v.array(ChecklistItemSchema),
  /** Ours: when the checklist was last shared with the showroom's Pro. */
  shared_at: v.nullable(TimestampSchema),
  updated_at: TimestampSchema,
});
export type ProjectChecklist = v.InferOutput<typeof ProjectChecklistSchema>;

/** `{ data: { project_checklist, append_items } }` (spec 2 §7 POST /api/projectChecklist). */
export const ChecklistDataSchema = v.object({
  project_checklist: ProjectChecklistSchema,
  append_items: v.boolean(),
});
export type ChecklistData = v.InferOutput<typeof ChecklistDataSchema>;
export const ChecklistResponseSchema = envelope(ChecklistDataSchema);
export type ChecklistResponse = v.InferOutput<typeof ChecklistResponseSchema>;
export const ChecklistWriteResponseSchema = messageEnvelope(ChecklistDataSchema);
/** GET /api/projectChecklist: the caller's checklists, one per project (ours). */
export const ChecklistListResponseSchema = envelope(v.array(ProjectChecklistSchema));

/** A new checklist item (ours). */
export const ChecklistItemInputSchema = form({
  product_id: idLike(),
  size_id: v.optional(v.nullable(idLike())),
  qty: quantity,
  note: v.optional(v.nullable(line(NOTE_MAX))),
  checked: v.optional(flagLike(), false),
});
export type ChecklistItemInput = v.InferOutput<typeof ChecklistItemInputSchema>;

/**
 * POST /api/projectChecklist: the checklist body. With append_items the items are added to the
 * existing list, otherwise they replace it (ours).
 */
export const ChecklistBodySchema = form({
  project_id: idLike(),
  items: v.pipe(v.array(ChecklistItemInputSchema), v.maxLength(500, M.checklistItemsMax)),
  append_items: v.optional(flagLike(), true),
});
export type ChecklistBody = v.InferOutput<typeof ChecklistBodySchema>;

/** PUT /api/projectChecklist/{id}: update one item (ours: any of qty, note, checked). */
export const ChecklistItemUpdateSchema = form({
  qty: v.optional(quantity),
  note: v.optional(v.nullable(line(NOTE_MAX))),
  checked: v.optional(flagLike()),
});
export type ChecklistItemUpdate = v.InferOutput<typeof ChecklistItemUpdateSchema>;
export const ChecklistItemResponseSchema = messageEnvelope(ChecklistItemSchema);

/**
 * GET /api/project/share_to_contractor/{projectId} (spec 2 §6, ours: the query). A customer
 * shares with the showroom's Pro (no query); the showroom's Pro shares with another contractor,
 * named by the showroom ID (vsd_id) of that contractor's showroom.
 */
export const ShareChecklistQuerySchema = form({
  vsd_id: v.optional(VsdIdSchema),
});
export type ShareChecklistQuery = v.InferOutput<typeof ShareChecklistQuerySchema>;
