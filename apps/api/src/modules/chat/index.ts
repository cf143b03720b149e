/**
 * What the chat module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { chatJson, projectChatLink } from './chat-json.ts';
export { postMessage } from './post-message.ts';
export { streamChat } from './stream-chat.ts';
export {
  chatVendors,
  inviteChatVendor,
  removeChatVendor,
  vendorChats,
} from './vendor-invites.ts';
