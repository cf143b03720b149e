/** The footer's pop-up lead form "Save up to 30%" (spec 1 §2, §3, §5, §7). */
import * as v from 'valibot';
import {
  envelope,
  IdSchema,
  messageEnvelope,
  PageQuerySchema,
  paginated,
  TimestampSchema,
  VsdIdSchema,
} from './common';
import { email, flagLike, form, idLike, line, requiredLine } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/**
 * POST /api/sample_request (multipart form fields): full_name, email, phone_number, lead_type
 * 'Pop-Ups', shop_profile_id (the current showroom's profile, when in one), action.
 */
export const LeadFormSchema = form({
  full_name: requiredLine(M.leadNameRequired),
  email: email(),
  phone_number: v.pipe(
    v.string(M.phoneRequired),
    v.trim(),
    v.nonEmpty(M.phoneRequired),
    v.maxLength(25, M.phoneInvalid),
    v.check((value) => /^[\d\s().+-]+$/.test(value), M.phoneInvalid),
    v.check((value) => /^\d{7,15}$/.test(value.replace(/\D/g, '')), M.phoneInvalid),
  ),
  lead_type: v.optional(v.picklist(['Pop-Ups'], M.choiceInvalid), 'Pop-Ups'),
  shop_profile_id: v.optional(v.nullable(idLike())),
  /** Ours: which form sent it, e.g. 'save_30'. */
  action: v.optional(line(50), 'save_30'),
});
export type LeadForm = v.InferOutput<typeof LeadFormSchema>;

/** Response: success and message (shown to the visitor). */
export const LeadResponseSchema = messageEnvelope(v.null());

// ---------------------------------------------------------------------------------------------
// Issue 28 item 5: the Pro reads their leads; admins read every showroom's.

/** A lead as its showroom's Pro (and admins) read it. */
export const LeadSchema = v.object({
  id: IdSchema,
  full_name: v.pipe(v.string(), v.maxLength(255)),
  email: v.pipe(v.string(), v.maxLength(254)),
  phone_number: v.pipe(v.string(), v.maxLength(25)),
  lead_type: v.pipe(v.string(), v.maxLength(50)),
  action: v.nullable(v.pipe(v.string(), v.maxLength(50))),
  created_at: TimestampSchema,
  /** When the Pro marked it contacted; null while not. */
  contacted_at: v.nullable(TimestampSchema),
  /** The showroom it came from (admins' list; null for a lead outside any showroom). */
  showroom: v.optional(v.nullable(VsdIdSchema)),
});
export type Lead = v.InferOutput<typeof LeadSchema>;

/** GET /api/showroom/leads and /api/admin/leads: newest first, 10 a page by default. */
export const LeadListQuerySchema = form({
  ...PageQuerySchema.entries,
  /** Only contacted (1) or not yet contacted (0) leads. */
  contacted: v.optional(flagLike()),
  /** Admins: only this showroom's leads. */
  showroom: v.optional(VsdIdSchema),
});
export type LeadListQuery = v.InferOutput<typeof LeadListQuerySchema>;
export const LeadListResponseSchema = envelope(paginated(LeadSchema));

/** PUT /api/showroom/leads/{id}: mark a lead contacted, or not contacted again. */
export const LeadContactedBodySchema = form({
  contacted: v.boolean(M.yesOrNo),
});
export type LeadContactedBody = v.InferOutput<typeof LeadContactedBodySchema>;
export const LeadWriteResponseSchema = messageEnvelope(LeadSchema);

/**
 * GET .../leads/export: the leads as CSV (UTF-8, a header row, every cell that a spreadsheet
 * would read as a formula prefixed with an apostrophe), in JSON so that the signed-in call
 * (Bearer token) can save it as a file.
 */
export const LeadExportSchema = v.object({
  filename: v.pipe(v.string(), v.maxLength(100)),
  csv: v.string(),
  count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type LeadExport = v.InferOutput<typeof LeadExportSchema>;
export const LeadExportResponseSchema = envelope(LeadExportSchema);

// ---------------------------------------------------------------------------------------------
// Issue 28 item 4: what the embed does, counted per showroom and day without personal data.

/** What the embed reports (no visitor id, no cookie, no address: a count per day and kind). */
export const EMBED_EVENTS = ['view', 'product_open', 'add_to_cart', 'handoff'] as const;
export type EmbedEvent = (typeof EMBED_EVENTS)[number];

/** POST /api/embed/events `{ showroom, event }`. */
export const EmbedEventBodySchema = form({
  showroom: VsdIdSchema,
  event: v.picklist(EMBED_EVENTS, M.choiceInvalid),
});
export type EmbedEventBody = v.InferOutput<typeof EmbedEventBodySchema>;
export const EmbedEventResponseSchema = messageEnvelope(v.null());

/** One day of a showroom's embed, with the orders placed from its hand-offs. */
export const EmbedStatsDaySchema = v.object({
  /** YYYY-MM-DD in America/Los_Angeles. */
  date: v.pipe(v.string(), v.isoDate()),
  view: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  product_open: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  add_to_cart: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  handoff: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  orders: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type EmbedStatsDay = v.InferOutput<typeof EmbedStatsDaySchema>;

/** GET /api/showroom/embed_stats?days=30: the last `days` days (1-365), oldest first. */
export const EmbedStatsQuerySchema = form({
  days: v.optional(
    v.pipe(
      v.union([v.number(), v.string()], M.choiceInvalid),
      v.transform(Number),
      v.number(M.choiceInvalid),
      v.integer(M.choiceInvalid),
      v.minValue(1, M.choiceInvalid),
      v.maxValue(365, M.choiceInvalid),
    ),
    30,
  ),
});
export type EmbedStatsQuery = v.InferOutput<typeof EmbedStatsQuerySchema>;
export const EmbedStatsResponseSchema = envelope(v.array(EmbedStatsDaySchema));
