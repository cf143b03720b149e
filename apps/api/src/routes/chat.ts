import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../env.ts';
import { invalid } from '../http/errors.ts';
import { currentUser } from '../http/guards.ts';
import { route } from '../http/route.ts';
import {
  chatJson,
  chatVendors,
  inviteChatVendor,
  postMessage,
  removeChatVendor,
  streamChat,
  vendorChats,
} from '../modules/chat/index.ts';
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

  // Issue 30 item 3: vendors invited into a project's chat (docs/decisions/vendor-chat.md).
  route(app, endpoints.chatVendors, async (c, { params }) => {
    const vendors = await chatVendors(c.get('deps').database.db, currentUser(c), params.projectId);
    return { body: { success: true, data: { vendors } } };
  });

  route(app, endpoints.inviteChatVendor, async (c, { params, body }) => {
    const db = c.get('deps').database.db;
    const user = currentUser(c);
    const { invited, vendors } = await inviteChatVendor(db, user, params.projectId, body.vendor_id);
    const message = invited ? 'Vendor invited to the chat.' : 'This vendor is already in the chat.';
    return { body: { success: true, message, data: { vendors } } };
  });

  route(app, endpoints.removeChatVendor, async (c, { params }) => {
    const db = c.get('deps').database.db;
    const user = currentUser(c);
    const { vendors } = await removeChatVendor(db, user, params.projectId, params.vendorId);
    return { body: { success: true, message: 'Vendor removed from the chat.', data: { vendors } } };
  });

  route(app, endpoints.vendorChats, async (c) => {
    const chats = await vendorChats(c.get('deps').database.db, currentUser(c));
    return { body: { success: true, data: { chats } } };
  });
}
