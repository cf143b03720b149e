export {
  type ChecklistItemRow,
  ProjectChecklist,
  type ProjectChecklistProps,
} from './project-checklist';
