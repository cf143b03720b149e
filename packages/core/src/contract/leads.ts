/** The footer's pop-up lead form "Save up to 30%" (spec 1 §2, §3, §5, §7). */
import * as v from 'valibot';
import { messageEnvelope } from './common';
import { email, form, idLike, line, requiredLine } from './fields';
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
