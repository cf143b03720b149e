import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CHAT_FILE_LINK_MINUTES } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSecrets, chatFiles } from '../db/schema.ts';

const SECRET_NAME = 'file_link_key';
const keys = new WeakMap<Database, Promise<Buffer>>();

/**
 * The key that signs file links: 32 random bytes made on first use and kept in the database,
 * so every API instance signs and checks with the same key.
 */
function linkKey(database: Database): Promise<Buffer> {
  let key = keys.get(database);
  if (!key) {
    key = (async () => {
      const { db } = database;
      await db
        .insert(appSecrets)
        .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
      if (!row) throw new Error('The file link key could not be stored.');
      return Buffer.from(row.value, 'base64url');
    })();
    keys.set(database, key);
    key.catch(() => keys.delete(database));
  }
  return key;
}

/** Links expire on a 10-minute grid, so one file keeps one URL (and cache entry) for a while. */
const GRID_SECONDS = 600;

const signatureOf = (key: Buffer, storageKey: string, expires: number) =>
  createHmac('sha256', key).update(`${storageKey}\n${expires}`).digest('base64url');

/**
 * Chat files are served to project members only (issue 13). An `<img>` cannot send a bearer
 * token, so the API hands members signed, short-lived links: `/storage/<key>?expires=&signature=`
 * (HMAC-SHA256 of the key and the expiry), valid CHAT_FILE_LINK_MINUTES to that plus 10 minutes.
 */
export async function fileLinkSigner(database: Database, now: Date) {
  const key = await linkKey(database);
  const expires =
    Math.ceil((now.getTime() / 1000 + CHAT_FILE_LINK_MINUTES * 60) / GRID_SECONDS) * GRID_SECONDS;
  return (storageKey: string) =>
    `/storage/${storageKey}?expires=${expires}&signature=${signatureOf(key, storageKey, expires)}`;
}

/** Whether `expires` and `signature` make a valid, unexpired link to `storageKey` at `now`. */
export async function fileLinkValid(
  database: Database,
  storageKey: string,
  expires: string | undefined,
  signature: string | undefined,
  now: Date,
) {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(await linkKey(database), storageKey, Number(expires)));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What the chat stored of an uploaded file (its type and name), or undefined for other keys. */
export async function storedFileMeta(database: Database, storageKey: string) {
  const [meta] = await database.db
    .select({ mime: chatFiles.mime, name: chatFiles.name })
    .from(chatFiles)
    .where(eq(chatFiles.storageKey, storageKey))
    .limit(1);
  return meta;
}
