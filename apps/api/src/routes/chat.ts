import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../env.ts';
import { invalid } from '../http/errors.ts';
import { currentUser } from '../http/guards.ts';
import { route } from '../http/route.ts';
import { chatJson, postMessage, streamChat } from '../modules/chat/index.ts';
import { participantProject } from '../modules/projects/index.ts';
import { fileLinkSigner } from '../services/file-links.ts';

export function registerChatRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.projectChats, async (c, { query }) => {
    const deps = c.get('deps');
    const project = await participantProject(deps.database.db, currentUser(c), query.project);
    const sign = await fileLinkSigner(deps.database, deps.now());
    const options = { before: query.before, filesOnly: query.t === 'files' };
    return {
      body: { success: true, data: await chatJson(deps.database.db, sign, project.id, options) },
    };
  });

  route(app, endpoints.projectChat, async (c, { params }) => {
    const deps = c.get('deps');
    const project = await participantProject(deps.database.db, currentUser(c), params.projectId);
    const sign = await fileLinkSigner(deps.database, deps.now());
    return { body: { success: true, data: await chatJson(deps.database.db, sign, project.id) } };
  });

  route(app, endpoints.sendChatMessage, async (c, { body }) => {
    const deps = c.get('deps');
    const user = currentUser(c);
    const project = await participantProject(deps.database.db, user, body.project_id);
    const data = await postMessage(deps, user, project, body.message, []);
    return { status: 201, body: { success: true, data } };
  });

  route(app, endpoints.uploadChatFiles, async (c, { params, body, files }) => {
    const deps = c.get('deps');
    const user = currentUser(c);
    const project = await participantProject(deps.database.db, user, params.projectId);
    const list = [...(files.file ?? []), ...(files.files ?? [])];
    if (list.length === 0) throw invalid('file', 'Please choose a file.');
    const data = await postMessage(deps, user, project, body.message, list);
    return { status: 201, body: { success: true, message: 'File uploaded.', data } };
  });

  route(app, endpoints.chatStream, async (c, { params }) => {
    const deps = c.get('deps');
    const project = await participantProject(deps.database.db, currentUser(c), params.projectId);
    return streamSSE(c, (stream) => streamChat(deps, project.id, stream));
  });
}
