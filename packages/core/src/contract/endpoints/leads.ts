/**
 * The pop-up lead form, the leads a Pro and an admin read, and the embed's statistics (spec 1
 * §7; ours: issue 28 items 4 and 5).
 */
import {
  EmbedEventBodySchema,
  EmbedEventResponseSchema,
  EmbedStatsQuerySchema,
  EmbedStatsResponseSchema,
  LeadContactedBodySchema,
  LeadExportResponseSchema,
  LeadFormSchema,
  LeadListQuerySchema,
  LeadListResponseSchema,
  LeadResponseSchema,
  LeadWriteResponseSchema,
} from '../leads';
import { defineEndpoint, IdParamsSchema, SPEC1 } from './define';

const OURS_LEADS = 'ours: issue 28 item 5 (leads reach the Pro)';
const OURS_EMBED_STATS = 'ours: issue 28 item 4 (the Pro sees what the embed does)';

export const leadEndpoints = {
  sampleRequest: defineEndpoint({
    method: 'POST',
    path: '/api/sample_request',
    auth: 'public',
    summary: 'The "Save up to 30%" pop-up lead form (multipart form fields).',
    source: SPEC1,
    body: LeadFormSchema,
    bodyType: 'multipart',
    response: LeadResponseSchema,
  }),
  showroomLeads: defineEndpoint({
    method: 'GET',
    path: '/api/showroom/leads',
    auth: 'user',
    summary: "A Pro's leads (the showroom's lead form), newest first; contacted=0|1 filters.",
    source: OURS_LEADS,
    query: LeadListQuerySchema,
    response: LeadListResponseSchema,
  }),
  updateShowroomLead: defineEndpoint({
    method: 'PUT',
    path: '/api/showroom/leads/:id',
    auth: 'user',
    summary: "Mark one of the Pro's leads contacted (or not).",
    source: OURS_LEADS,
    params: IdParamsSchema,
    body: LeadContactedBodySchema,
    response: LeadWriteResponseSchema,
  }),
  exportShowroomLeads: defineEndpoint({
    method: 'GET',
    path: '/api/showroom/leads/export',
    auth: 'user',
    summary: "A Pro's leads as CSV (formula-safe cells), in JSON to save as a file.",
    source: OURS_LEADS,
    query: LeadListQuerySchema,
    response: LeadExportResponseSchema,
  }),
  adminLeads: defineEndpoint({
    method: 'GET',
    path: '/api/admin/leads',
    auth: 'user',
    summary: "Admin only: every showroom's leads (showroom=<ID> narrows), newest first.",
    source: OURS_LEADS,
    query: LeadListQuerySchema,
    response: LeadListResponseSchema,
  }),
  exportAdminLeads: defineEndpoint({
    method: 'GET',
    path: '/api/admin/leads/export',
    auth: 'user',
    summary: 'Admin only: the leads as CSV (formula-safe cells), in JSON to save as a file.',
    source: OURS_LEADS,
    query: LeadListQuerySchema,
    response: LeadExportResponseSchema,
  }),
  embedEvent: defineEndpoint({
    method: 'POST',
    path: '/api/embed/events',
    auth: 'public',
    summary:
      'The embed counts a view, product open, add to cart or hand-off for its showroom (no personal data).',
    source: OURS_EMBED_STATS,
    body: EmbedEventBodySchema,
    response: EmbedEventResponseSchema,
  }),
  embedStats: defineEndpoint({
    method: 'GET',
    path: '/api/showroom/embed_stats',
    auth: 'user',
    summary: "A Pro's embed per day: views, product opens, adds to cart, hand-offs, orders.",
    source: OURS_EMBED_STATS,
    query: EmbedStatsQuerySchema,
    response: EmbedStatsResponseSchema,
  }),
};
