import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { publicUser } from '../identity/index.ts';
import { iso } from '../shared/index.ts';

/** Signs a chat file's storage key into a link for project members (services/file-links.ts). */
export type Sign = (storageKey: string) => string;

/** The PubSub channel a project's new messages are announced on. */
export const chatChannel = (projectId: number) => `chat_${projectId}`;

/** Where a chat or hire notification leads: the project's chat on the site's /account. */
export const projectChatLink = (projectId: number) => `/account?project=${projectId}`;

type ChatFile = typeof t.chatFiles.$inferSelect;

/** A chat file with a signed link for project members. */
function chatFileJson(f: ChatFile, sign: Sign) {
  return {
    id: f.id,
    project_id: f.projectId,
    name: f.name,
    url: sign(f.storageKey),
    mime: f.mime as 'image/jpeg',
    size: f.size,
    created_at: iso(f.createdAt),
  };
}

export async function chatJson(
  db: Db,
  sign: Sign,
  projectId: number,
  opts: { before?: number; filesOnly?: boolean } = {},
) {
  const files = await db
    .select()
    .from(t.chatFiles)
    .where(eq(t.chatFiles.projectId, projectId))
    .orderBy(asc(t.chatFiles.id));
  const fileJson = (f: ChatFile) => chatFileJson(f, sign);
  if (opts.filesOnly) return { Project_chats: [], room_files: files.map(fileJson) };
  const rows = await db
    .select({ m: t.chatMessages, u: t.users })
    .from(t.chatMessages)
    .innerJoin(t.users, eq(t.users.id, t.chatMessages.senderId))
    .where(
      and(
        eq(t.chatMessages.projectId, projectId),
        opts.before ? lt(t.chatMessages.id, opts.before) : undefined,
      ),
    )
    .orderBy(desc(t.chatMessages.id))
    .limit(50);
  return {
    Project_chats: rows.reverse().map(({ m, u }) => ({
      id: m.id,
      project_id: m.projectId,
      sender: publicUser(u),
      message: m.message,
      files: files.filter((f) => f.messageId === m.id).map(fileJson),
      created_at: iso(m.createdAt),
    })),
    room_files: files.map(fileJson),
  };
}

export async function messageJson(db: Db, sign: Sign, id: number) {
  const [row] = await db
    .select({ m: t.chatMessages, u: t.users })
    .from(t.chatMessages)
    .innerJoin(t.users, eq(t.users.id, t.chatMessages.senderId))
    .where(eq(t.chatMessages.id, id));
  if (!row) throw notFound();
  const files = await db.select().from(t.chatFiles).where(eq(t.chatFiles.messageId, id));
  return {
    id: row.m.id,
    project_id: row.m.projectId,
    sender: publicUser(row.u),
    message: row.m.message,
    files: files.map((f) => chatFileJson(f, sign)),
    created_at: iso(row.m.createdAt),
  };
}
