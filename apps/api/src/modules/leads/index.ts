/**
 * What the leads module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { exportLeads } from './export-leads.ts';
export { leadShowroomFilter, listLeads } from './list-leads.ts';
export { markLead } from './mark-lead.ts';
export { notifyProOfLead } from './notify-pro-of-lead.ts';
export { submitLead } from './submit-lead.ts';
