/**
 * Project chat, its live stream and hiring designers (spec 2 §7 "Chat and hiring"; ours: files
 * and the stream, DOMAIN.md "Projects, checklist, chat").
 */
import {
  ChatFileUploadBodySchema,
  ChatFileUploadResponseSchema,
  ChatMessageBodySchema,
  ChatMessageResponseSchema,
  ChatStreamEventSchema,
  DesignersResponseSchema,
  HireDesignerBodySchema,
  HireDesignerQuerySchema,
  HireDesignerResponseSchema,
  ProjectChatQuerySchema,
  ProjectChatResponseSchema,
} from '../chat';
import { defineEndpoint, ProjectIdParamsSchema } from './define';

const SPEC2_CHAT = 'spec 2 §7 Chat and hiring';

export const chatEndpoints = {
  projectChats: defineEndpoint({
    method: 'GET',
    path: '/api/projectChat',
    auth: 'user',
    summary: "A project's chat (query project; t=files for the files only).",
    source: SPEC2_CHAT,
    query: ProjectChatQuerySchema,
    response: ProjectChatResponseSchema,
  }),
  projectChat: defineEndpoint({
    method: 'GET',
    path: '/api/projectChat/:projectId',
    auth: 'user',
    summary: "A project's messages (Project_chats) and files (room_files).",
    source: SPEC2_CHAT,
    params: ProjectIdParamsSchema,
    response: ProjectChatResponseSchema,
  }),
  sendChatMessage: defineEndpoint({
    method: 'POST',
    path: '/api/projectChat',
    auth: 'user',
    summary: 'Send a plain-text message to a project chat.',
    source: SPEC2_CHAT,
    body: ChatMessageBodySchema,
    response: ChatMessageResponseSchema,
  }),
  uploadChatFiles: defineEndpoint({
    method: 'POST',
    path: '/api/projectChat/:projectId/files',
    auth: 'user',
    summary: 'Upload files (multipart `file` parts) to a project chat, with an optional message.',
    source: 'ours: DOMAIN.md "Projects, checklist, chat" (messages with optional files)',
    params: ProjectIdParamsSchema,
    body: ChatFileUploadBodySchema,
    bodyType: 'multipart',
    response: ChatFileUploadResponseSchema,
  }),
  chatStream: defineEndpoint({
    method: 'GET',
    path: '/api/projectChat/:projectId/stream',
    auth: 'user',
    summary: 'Server-sent events: one `message` event per new chat message.',
    source: 'ours: DOMAIN.md "Projects, checklist, chat" (new messages stream live)',
    params: ProjectIdParamsSchema,
    responseType: 'event-stream',
    response: ChatStreamEventSchema,
  }),
  hireDesigner: defineEndpoint({
    method: 'POST',
    path: '/api/hire_designer',
    auth: 'user',
    summary: 'Hire a designer on a project; answers data.designers.',
    source: SPEC2_CHAT,
    body: HireDesignerBodySchema,
    response: HireDesignerResponseSchema,
  }),
  designers: defineEndpoint({
    method: 'GET',
    path: '/api/hire_designer',
    auth: 'user',
    summary: 'The designers available for (and hired on) a project.',
    source: SPEC2_CHAT,
    query: HireDesignerQuerySchema,
    response: DesignersResponseSchema,
  }),
};
