import { checklistRoutes } from '../../contract/endpoint-routes';
import type { checklistEndpoints } from '../../contract/endpoints';
import type { ChecklistCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Checklist (spec 2 §7): checklists, projectChecklist, saveChecklist, updateChecklistItem, shareChecklist. */
export function createChecklistResource(transport: Transport): ChecklistResource {
  return bindRoutes<typeof checklistEndpoints>(transport, checklistRoutes);
}
/** The Checklist calls (generated from the contract: api-types.ts). */
export type ChecklistResource = ChecklistCalls;
