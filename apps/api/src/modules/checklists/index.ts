/**
 * What the checklists module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { checklistJson, userChecklists } from './checklist-json.ts';
export { checklistReader } from './checklist-reader.ts';
export { saveChecklist } from './save-checklist.ts';
export { shareChecklist, shareChecklistWithContractor } from './share-checklist.ts';
export { updateChecklistItem } from './update-checklist-item.ts';
