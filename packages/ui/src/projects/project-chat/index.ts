export {
  type ChatFileRow,
  type ChatMessageRow,
  ProjectChat,
  type ProjectChatProps,
} from './project-chat';
