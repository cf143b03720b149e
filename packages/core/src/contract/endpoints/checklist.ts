/** Project checklists (spec 2 §7 Checklist). */
import {
  ChecklistBodySchema,
  ChecklistItemResponseSchema,
  ChecklistItemUpdateSchema,
  ChecklistListResponseSchema,
  ChecklistResponseSchema,
  ChecklistWriteResponseSchema,
  ShareChecklistQuerySchema,
} from '../checklist';
import { MessageResponseSchema } from '../common';
import { defineEndpoint, IdParamsSchema, ProjectIdParamsSchema } from './define';

const SPEC2_CHECKLIST = 'spec 2 §7 Checklist';

export const checklistEndpoints = {
  checklists: defineEndpoint({
    method: 'GET',
    path: '/api/projectChecklist',
    auth: 'user',
    summary: "The caller's project checklists.",
    source: SPEC2_CHECKLIST,
    response: ChecklistListResponseSchema,
  }),
  projectChecklist: defineEndpoint({
    method: 'GET',
    path: '/api/projectChecklist/:projectId',
    auth: 'user',
    summary: "A project's checklist.",
    source: SPEC2_CHECKLIST,
    params: ProjectIdParamsSchema,
    response: ChecklistResponseSchema,
  }),
  saveChecklist: defineEndpoint({
    method: 'POST',
    path: '/api/projectChecklist',
    auth: 'user',
    summary: 'Add items to (append_items) or replace a project checklist.',
    source: SPEC2_CHECKLIST,
    body: ChecklistBodySchema,
    response: ChecklistWriteResponseSchema,
  }),
  updateChecklistItem: defineEndpoint({
    method: 'PUT',
    path: '/api/projectChecklist/:id',
    auth: 'user',
    summary: "Update a checklist item's qty, note or checked flag.",
    source: SPEC2_CHECKLIST,
    params: IdParamsSchema,
    body: ChecklistItemUpdateSchema,
    response: ChecklistItemResponseSchema,
  }),
  shareChecklist: defineEndpoint({
    method: 'GET',
    path: '/api/project/share_to_contractor/:projectId',
    auth: 'user',
    summary:
      "Share a project's checklist: the customer with the showroom's Pro, the Pro with another contractor (vsd_id).",
    source: SPEC2_CHECKLIST,
    params: ProjectIdParamsSchema,
    query: ShareChecklistQuerySchema,
    response: MessageResponseSchema,
  }),
};
