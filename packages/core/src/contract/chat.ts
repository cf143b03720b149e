/** Project chat and hiring (spec 2 §3, §7 "Chat and hiring"; DOMAIN.md). */
import * as v from 'valibot';
import { envelope, IdSchema, messageEnvelope, TimestampSchema, UrlSchema } from './common';
import { form, idLike, line, MAX_TEXT } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { PublicUserSchema } from './user';

/**
 * spec 1 §5: accepted upload types (jpg, svg, jpeg, png, bmp, gif). Ours: PDFs are accepted
 * in chat too (quotes, plans).
 */
export const ChatFileMimeSchema = v.picklist([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/svg+xml',
  'application/pdf',
]);

/** spec 2 §3: a room file (ours: fields). */
export const RoomFileSchema = v.object({
  id: IdSchema,
  project_id: IdSchema,
  /** The uploaded name, shown as text. */
  name: v.pipe(v.string(), v.maxLength(255)),
  url: UrlSchema,
  mime: ChatFileMimeSchema,
  /** Bytes. */
  size: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  created_at: TimestampSchema,
});
export type RoomFile = v.InferOutput<typeof RoomFileSchema>;

/** spec 2 §3: one message of Project_chats. `message` is plain text, never HTML (DOMAIN.md). */
export const ProjectChatSchema = v.object({
  id: IdSchema,
  project_id: IdSchema,
  sender: PublicUserSchema,
  message: v.pipe(v.string(), v.maxLength(MAX_TEXT)),
  files: v.array(RoomFileSchema),
  created_at: TimestampSchema,
});
export type ProjectChat = v.InferOutput<typeof ProjectChatSchema>;

/** `{ data: { Project_chats, room_files } }` (spec 2 §7 GET /api/projectChat/{projectId}). */
export const ProjectChatDataSchema = v.object({
  Project_chats: v.array(ProjectChatSchema),
  room_files: v.array(RoomFileSchema),
});
export type ProjectChatData = v.InferOutput<typeof ProjectChatDataSchema>;
export const ProjectChatResponseSchema = envelope(ProjectChatDataSchema);
export type ProjectChatResponse = v.InferOutput<typeof ProjectChatResponseSchema>;

/**
 * GET /api/projectChat: query project, with a t=files variant (only room_files filled); ours:
 * `before` loads older messages (id of the oldest one shown), 50 at a time.
 */
export const ProjectChatQuerySchema = form({
  project: idLike(),
  t: v.optional(v.picklist(['files'], M.choiceInvalid)),
  before: v.optional(idLike()),
});
export type ProjectChatQuery = v.InferOutput<typeof ProjectChatQuerySchema>;

/** POST /api/projectChat: the message body (plain text, kept verbatim). */
export const ChatMessageBodySchema = form({
  project_id: idLike(),
  message: v.pipe(
    v.string(M.messageRequired),
    v.check((value) => value.trim() !== '', M.messageRequired),
    v.maxLength(MAX_TEXT, M.tooLong(MAX_TEXT)),
  ),
});
export type ChatMessageBody = v.InferOutput<typeof ChatMessageBodySchema>;
export const ChatMessageResponseSchema = envelope(ProjectChatSchema);

/**
 * Ours: POST /api/projectChat/{projectId}/files, multipart with one or more `file` parts and
 * an optional `message` text field. The file parts are checked by the server (types above, the
 * minimum image size, 10 MB each); this schema describes the text fields.
 */
export const ChatFileUploadBodySchema = form({
  message: v.optional(line(MAX_TEXT), ''),
});
export type ChatFileUploadBody = v.InferOutput<typeof ChatFileUploadBodySchema>;
/** The upload becomes one chat message carrying the files. */
export const ChatFileUploadResponseSchema = messageEnvelope(ProjectChatSchema);

/** Ours: GET /api/projectChat/{projectId}/stream: each server-sent event's data. */
export const ChatStreamEventSchema = v.object({
  type: v.picklist(['message']),
  chat: ProjectChatSchema,
});
export type ChatStreamEvent = v.InferOutput<typeof ChatStreamEventSchema>;

// ---------------------------------------------------------------------------------------------
// Hiring

/** spec 2 §3 Designers list for a project (ours: fields). */
export const DesignerSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.maxLength(511)),
  company_name: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  photo: v.nullable(UrlSchema),
  /** Whether this designer is hired on the project. */
  hired: v.boolean(),
});
export type Designer = v.InferOutput<typeof DesignerSchema>;

/** GET /api/hire_designer?project=. */
export const HireDesignerQuerySchema = form({ project: idLike() });
export type HireDesignerQuery = v.InferOutput<typeof HireDesignerQuerySchema>;
/** POST /api/hire_designer: body plus project. */
export const HireDesignerBodySchema = form({
  project: idLike(),
  designer_id: idLike(),
  /** Ours: an optional note to the designer. */
  note: v.optional(line(1000)),
});
export type HireDesignerBody = v.InferOutput<typeof HireDesignerBodySchema>;
/** `{ success, data: { designers } }`. */
export const DesignersResponseSchema = envelope(v.object({ designers: v.array(DesignerSchema) }));
export type DesignersResponse = v.InferOutput<typeof DesignersResponseSchema>;
/** Hiring answers with the message for the toast. */
export const HireDesignerResponseSchema = messageEnvelope(
  v.object({ designers: v.array(DesignerSchema) }),
);

/**
 * Issue 30 item 3 (spec 1 §1 "Vendors collaborate with other users"): a vendor whose products
 * are in a project (cart lines or order items), and whether they were invited into its chat.
 */
export const ChatVendorSchema = v.object({
  id: IdSchema,
  company_name: v.string(),
  invited: v.boolean(),
});
export type ChatVendor = v.InferOutput<typeof ChatVendorSchema>;
/** `{ success, data: { vendors } }`. */
export const ChatVendorsResponseSchema = envelope(v.object({ vendors: v.array(ChatVendorSchema) }));
export type ChatVendorsResponse = v.InferOutput<typeof ChatVendorsResponseSchema>;
export const InviteChatVendorBodySchema = form({ vendor_id: idLike() });
export type InviteChatVendorBody = v.InferOutput<typeof InviteChatVendorBodySchema>;
/** Inviting or removing answers with the message for the toast and the vendors again. */
export const ChatVendorChangeResponseSchema = messageEnvelope(
  v.object({ vendors: v.array(ChatVendorSchema) }),
);
export const ChatVendorParamsSchema = form({ projectId: idLike(), vendorId: idLike() });
/** A project chat a vendor was invited to. */
export const VendorChatSchema = v.object({
  project_id: IdSchema,
  name: v.string(),
  created_at: TimestampSchema,
});
export type VendorChat = v.InferOutput<typeof VendorChatSchema>;
export const VendorChatsResponseSchema = envelope(v.object({ chats: v.array(VendorChatSchema) }));
export type VendorChatsResponse = v.InferOutput<typeof VendorChatsResponseSchema>;
