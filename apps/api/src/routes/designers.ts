import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../http/guards.ts';
import { route } from '../http/route.ts';
import { designersJson, hireDesigner } from '../modules/designers/index.ts';
import { participantProject } from '../modules/projects/index.ts';

export function registerDesignerRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.designers, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const project = await participantProject(db, currentUser(c), query.project);
    return { body: { success: true, data: { designers: await designersJson(db, project) } } };
  });

  route(app, endpoints.hireDesigner, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const { project, hired } = await hireDesigner(db, currentUser(c), body);
    const message = hired ? 'Designer hired.' : 'This designer is already hired on the project.';
    const data = { designers: await designersJson(db, project) };
    return { status: 201, body: { success: true, message, data } };
  });
}
