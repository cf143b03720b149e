import type { Designer, ProjectChat, PublicUser, RoomFile } from '@brand/core/contract';
import type { ChatFileRow, ChatMessageRow } from '@brand/ui';

/** The API answers a chat page with at most this many messages (older ones by `before`). */
export const CHAT_PAGE_SIZE = 50;

/** Who wrote a message, as the viewer reads it: "You", "Name (Pro)" for Pros, else the name. */
export function senderLabel(sender: PublicUser, viewerId: number | null): string {
  if (viewerId !== null && sender.id === viewerId) return 'You';
  const name = sender.name.trim() || 'Someone';
  return sender.type === 'Contractor' ? `${name} (Pro)` : name;
}

export function toFileRow(file: RoomFile): ChatFileRow {
  return { id: file.id, name: file.name, url: file.url };
}

/** A contract message as ui's ProjectChat row (the text stays text; ui never renders HTML). */
export function toMessageRow(chat: ProjectChat, viewerId: number | null): ChatMessageRow {
  return {
    id: chat.id,
    senderName: senderLabel(chat.sender, viewerId),
    mine: viewerId !== null && chat.sender.id === viewerId,
    message: chat.message,
    created_at: chat.created_at,
    files: chat.files.map(toFileRow),
  };
}

function mergeById<T extends { id: number }>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const item of current) byId.set(item.id, item);
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Messages from history, the live stream and our own sends, once each, oldest first. The same
 * message arrives twice when we send it (the answer and the stream); ids are increasing.
 */
export function mergeChats(
  current: readonly ProjectChat[],
  incoming: readonly ProjectChat[],
): ProjectChat[] {
  return mergeById(current, incoming);
}

/** The room's files plus the files of new messages, once each, oldest first. */
export function mergeFiles(
  current: readonly RoomFile[],
  incoming: readonly RoomFile[],
): RoomFile[] {
  return mergeById(current, incoming);
}

/** A full page means there may be older messages to load. */
export function mayHaveOlder(pageLength: number): boolean {
  return pageLength >= CHAT_PAGE_SIZE;
}

/** The hired designers' labels ("A (Co); B"), or null when nobody is hired yet. */
export function hiredSummary(designers: readonly Designer[]): string | null {
  const hired = designers.filter((d) => d.hired).map(designerLabel);
  return hired.length ? hired.join('; ') : null;
}

/** A designer's name with the company when there is one: "Dana Reyes (Reyes Design)". */
export function designerLabel(designer: Designer): string {
  const company = designer.company_name?.trim();
  return company && company !== designer.name ? `${designer.name} (${company})` : designer.name;
}
