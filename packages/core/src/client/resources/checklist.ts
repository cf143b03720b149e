import { checklistRoutes } from '../../contract/endpoint-routes';
import type { checklistEndpoints } from '../../contract/endpoints';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Checklist (spec 2 §7): checklists, projectChecklist, saveChecklist, updateChecklistItem, shareChecklist. */
export function createChecklistResource(transport: Transport) {
  return bindRoutes<typeof checklistEndpoints>(transport, checklistRoutes);
}
export type ChecklistResource = ReturnType<typeof createChecklistResource>;
