import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { assertEmbedOrigin } from '../http/embed-origin.ts';
import { currentUser } from '../http/guards.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import {
  createProject,
  currentProject,
  deleteProjectPhoto,
  designJson,
  getProjectPhoto,
  listProjectPhotos,
  listProjects,
  participantProject,
  projectJson,
  saveDesign,
  saveProjectPhoto,
  showroomOf,
  updateProject,
} from '../modules/projects/index.ts';
import { showroomOr404 } from '../modules/showrooms/index.ts';

export function registerProjectRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.createProject, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const showroom = await showroomOr404(db, body.showroom);
    assertEmbedOrigin(c, showroom);
    const project = await createProject(db, user, showroom, body);
    const data = { ...projectJson(project, showroom.vsdId), is_3d: body.is_3d ?? false };
    return { status: 201, body: { success: true, message: 'Project created.', data } };
  });

  route(app, endpoints.projects, async (c, { query }) => {
    const { page, perPage, offset } = pageOf(query);
    const { db } = c.get('deps').database;
    const { data, total } = await listProjects(db, currentUser(c), { perPage, offset });
    return { body: { success: true, data: paginator(c, data, { page, perPage, total }) } };
  });

  route(app, endpoints.projectInfo, async (c, { params }) => {
    const { db } = c.get('deps').database;
    const project = await participantProject(db, currentUser(c), params.projectId);
    const showroom = await showroomOf(db, project);
    return { body: { success: true, data: projectJson(project, showroom.vsdId) } };
  });

  route(app, endpoints.updateProject, async (c, { params, body }) => {
    const { db } = c.get('deps').database;
    const project = await updateProject(db, currentUser(c), params.projectId, body);
    const data = projectJson(project, (await showroomOf(db, project)).vsdId);
    return { body: { success: true, message: 'Project saved.', data } };
  });

  // Issue 15 item 2: the visualizer's design, autosaved to the customer's project.
  route(app, endpoints.projectDesign, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const showroom = await showroomOr404(db, query.showroom);
    assertEmbedOrigin(c, showroom);
    const project = await currentProject(db, user, showroom);
    return { body: { success: true, data: project ? designJson(project, showroom.vsdId) : null } };
  });

  route(app, endpoints.saveDesign, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const showroom = await showroomOr404(db, body.showroom);
    assertEmbedOrigin(c, showroom);
    const project = await saveDesign(db, user, showroom, body);
    const data = designJson(project, showroom.vsdId);
    if (!data) throw new Error('the saved design has no plan');
    return { body: { success: true, message: 'Design saved.', data } };
  });

  route(app, endpoints.projectDesignOf, async (c, { params }) => {
    const { db } = c.get('deps').database;
    const project = await participantProject(db, currentUser(c), params.projectId);
    const showroom = await showroomOf(db, project);
    return { body: { success: true, data: designJson(project, showroom.vsdId) } };
  });

  // Issue 29 item 6: photo-mode results saved into a project (docs/decisions/photo-save.md).
  route(app, endpoints.projectPhotos, async (c, { params }) => {
    const data = await listProjectPhotos(
      c.get('deps').database.db,
      currentUser(c),
      params.projectId,
    );
    return { body: { success: true, data } };
  });

  route(app, endpoints.saveProjectPhoto, async (c, { params, body, files }) => {
    const user = currentUser(c);
    const data = await saveProjectPhoto(
      c.get('deps'),
      user,
      params.projectId,
      body,
      files.image?.[0],
    );
    return { status: 201, body: { success: true, message: 'Photo saved to your project.', data } };
  });

  route(app, endpoints.projectPhoto, async (c, { params }) => {
    const { db } = c.get('deps').database;
    const data = await getProjectPhoto(db, currentUser(c), params.projectId, params.photoId);
    return { body: { success: true, data } };
  });

  route(app, endpoints.deleteProjectPhoto, async (c, { params }) => {
    const user = currentUser(c);
    await deleteProjectPhoto(c.get('deps'), user, params.projectId, params.photoId);
    return { body: { success: true, message: 'Photo deleted.', data: null } };
  });
}
