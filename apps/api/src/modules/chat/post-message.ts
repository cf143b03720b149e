import { randomUUID } from 'node:crypto';
import {
  CHAT_UPLOAD_RULE,
  fileExtension,
  IMAGE_UPLOAD_TYPES,
  imagePixelsProblem,
  MIN_IMAGE_HEIGHT,
  MIN_IMAGE_WIDTH,
} from '@brand/core/rules';
import { one } from '../../db/one.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { fileLinkSigner } from '../../services/file-links.ts';
import { imageSize, sanitizeSvg } from '../../services/images.ts';
import { notify } from '../notifications/index.ts';
import { type Project, participants } from '../projects/index.ts';
import { chatChannel, messageJson, projectChatLink } from './chat-json.ts';

/** The chat file rule the site checks first (core's CHAT_UPLOAD_RULE). */
const MAX_FILE_BYTES = CHAT_UPLOAD_RULE.maxBytes;
const MAX_FILES = CHAT_UPLOAD_RULE.maxFiles;

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/**
 * A participant writes in a project's chat, with files (spec 1 §5). Every file is checked
 * before anything is stored (type, 10 MB, images at least 200 x 200 pixels, SVG sanitised);
 * then the message and files are stored, the other participants notified and live streams told.
 */
export async function postMessage(
  deps: Deps,
  user: UserRow,
  project: Project,
  text: string,
  files: File[],
) {
  const { db } = deps.database;
  // Check every file before storing anything.
  const prepared: { name: string; mime: string; data: Uint8Array }[] = [];
  if (files.length > MAX_FILES) throw invalid('file', `Please upload at most ${MAX_FILES} files.`);
  for (const file of files) {
    const ext = fileExtension(file.name);
    const mime = MIME[ext];
    if (!mime)
      throw invalid(
        'file',
        `Please upload an image of type ${IMAGE_UPLOAD_TYPES.join(', ')}, or a PDF.`,
      );
    if (file.size > MAX_FILE_BYTES) throw invalid('file', 'Each file must be at most 10 MB.');
    let data: Uint8Array = new Uint8Array(await file.arrayBuffer());
    if (ext === 'svg') {
      const clean = await sanitizeSvg(data);
      if (!clean) throw invalid('file', 'This file is not a readable SVG image.');
      data = clean;
    } else if (ext !== 'pdf') {
      const size = imageSize(data);
      if (!size) throw invalid('file', 'This file is not a readable image.');
      if (size.width < MIN_IMAGE_WIDTH || size.height < MIN_IMAGE_HEIGHT) {
        throw invalid(
          'file',
          `The image must be at least ${MIN_IMAGE_WIDTH} x ${MIN_IMAGE_HEIGHT} pixels.`,
        );
      }
      // Issue 23 item 3: a decompression bomb is refused from its header.
      const tooMany = imagePixelsProblem(size.width, size.height);
      if (tooMany) throw invalid('file', tooMany);
    }
    prepared.push({ name: file.name.slice(0, 200), mime, data });
  }
  const message = one(
    await db
      .insert(t.chatMessages)
      .values({ projectId: project.id, senderId: user.id, message: text })
      .returning(),
  );
  for (const file of prepared) {
    const key = `chat/${project.id}/${randomUUID()}.${fileExtension(file.name)}`;
    await deps.storage.put(key, file.data, file.mime);
    await db.insert(t.chatFiles).values({
      projectId: project.id,
      messageId: message.id,
      uploaderId: user.id,
      name: file.name,
      storageKey: key,
      mime: file.mime,
      size: file.data.byteLength,
    });
  }
  const others = (await participants(db, project)).filter((id) => id !== user.id);
  await notify(db, others, {
    kind: 'chat_message',
    title: 'New chat message',
    body: `${user.firstName} wrote in ${project.name}.`,
    link: projectChatLink(project.id),
  });
  const json = await messageJson(db, await fileLinkSigner(deps.database, deps.now()), message.id);
  await deps.database.pubsub.publish(chatChannel(project.id), JSON.stringify({ id: message.id }));
  return json;
}
