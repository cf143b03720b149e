import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../http/guards.ts';
import { route } from '../http/route.ts';
import {
  checklistJson,
  checklistReader,
  saveChecklist,
  shareChecklist,
  shareChecklistWithContractor,
  updateChecklistItem,
  userChecklists,
} from '../modules/checklists/index.ts';

export function registerChecklistRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.checklists, async (c) => {
    const data = await userChecklists(c.get('deps').database.db, currentUser(c).id);
    return { body: { success: true, data } };
  });

  route(app, endpoints.projectChecklist, async (c, { params }) => {
    const { db } = c.get('deps').database;
    const project = await checklistReader(db, currentUser(c), params.projectId);
    const data = { project_checklist: await checklistJson(db, project), append_items: true };
    return { body: { success: true, data } };
  });

  route(app, endpoints.saveChecklist, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const { project_id, items, append_items } = body;
    const project = await saveChecklist(db, currentUser(c), project_id, items, append_items);
    const data = { project_checklist: await checklistJson(db, project), append_items };
    return { body: { success: true, message: 'Checklist saved.', data } };
  });

  route(app, endpoints.updateChecklistItem, async (c, { params, body }) => {
    const { db } = c.get('deps').database;
    const data = await updateChecklistItem(db, currentUser(c), params.id, body);
    return { body: { success: true, message: 'Checklist item updated.', data } };
  });

  route(app, endpoints.shareChecklist, async (c, { params, query }) => {
    if (query.vsd_id) {
      const { contractor } = await shareChecklistWithContractor(
        c.get('deps'),
        currentUser(c),
        params.projectId,
        query.vsd_id,
      );
      const name = contractor.companyName ?? `${contractor.firstName} ${contractor.lastName}`;
      return {
        body: { success: true, message: `Checklist shared with ${name.trim()}.`, data: null },
      };
    }
    await shareChecklist(c.get('deps'), currentUser(c), params.projectId);
    const message = 'Checklist shared with your contractor.';
    return { body: { success: true, message, data: null } };
  });
}
