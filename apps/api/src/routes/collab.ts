import { randomUUID } from 'node:crypto';
import { endpoints } from '@brand/core/contract';
import { CHAT_UPLOAD_RULE, fileExtension, IMAGE_UPLOAD_TYPES } from '@brand/core/rules';
import { and, asc, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Db } from '../db/client.ts';
import { one } from '../db/one.ts';
import * as t from '../db/schema.ts';
import type { AppEnv, UserRow } from '../env.ts';
import { forbidden, invalid, notFound } from '../http/errors.ts';
import { currentUser } from '../http/guards.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import { markupTable, productSummary, sizeJson, unitOf } from '../modules/catalog/pricing.ts';
import { publicUser } from '../modules/identity/user-json.ts';
import { notify } from '../modules/notifications/notify.ts';
import {
  ownProject,
  participantProject,
  participants,
} from '../modules/projects/project-access.ts';
import { iso } from '../modules/shared/format.ts';
import { fileLinkSigner } from '../services/file-links.ts';
import { imageSize, sanitizeSvg } from '../services/images.ts';

type Project = typeof t.projects.$inferSelect;

/** The chat file rule the site checks first (core's CHAT_UPLOAD_RULE). */
const MAX_FILE_BYTES = CHAT_UPLOAD_RULE.maxBytes;
const MAX_FILES = CHAT_UPLOAD_RULE.maxFiles;
/** Chat image rule (spec 1 §5): the accepted types and at least this many pixels each way. */
export const MIN_CHAT_IMAGE_PX = 200;

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

async function checklistJson(db: Db, project: Project) {
  const rows = await db
    .select({
      item: t.checklistItems,
      product: t.products,
      size: t.productSizes,
      category: t.categories,
    })
    .from(t.checklistItems)
    .innerJoin(t.products, eq(t.products.id, t.checklistItems.productId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .leftJoin(t.productSizes, eq(t.productSizes.id, t.checklistItems.sizeId))
    .where(eq(t.checklistItems.projectId, project.id))
    .orderBy(asc(t.checklistItems.id));
  const [showroom] = await db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.id, project.showroomId));
  const markup = await markupTable(db, showroom);
  const shared = rows.map((r) => r.item.sharedAt).filter((d): d is Date => d !== null);
  const updated = new Date(
    Math.max(project.createdAt.getTime(), ...rows.map((r) => r.item.createdAt.getTime())),
  );
  return {
    id: project.id,
    project_id: project.id,
    items: rows.map(({ item, product, size, category }) => ({
      id: item.id,
      product_id: product.id,
      product: productSummary(product, markup(product.categoryId), unitOf(product, category)),
      size_id: item.sizeId,
      size: size ? sizeJson(size, markup(product.categoryId)) : null,
      qty: item.qty,
      note: item.note,
      checked: item.checked,
    })),
    shared_at: shared.length ? iso(new Date(Math.max(...shared.map((d) => d.getTime())))) : null,
    updated_at: iso(updated),
  };
}

/** Signs a chat file's storage key into a link for project members (services/file-links.ts). */
type Sign = (storageKey: string) => string;

async function chatJson(
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
  const fileJson = (f: (typeof files)[number]) => ({
    id: f.id,
    project_id: f.projectId,
    name: f.name,
    url: sign(f.storageKey),
    mime: f.mime as 'image/jpeg',
    size: f.size,
    created_at: iso(f.createdAt),
  });
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

async function messageJson(db: Db, sign: Sign, id: number) {
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
    files: files.map((f) => ({
      id: f.id,
      project_id: f.projectId,
      name: f.name,
      url: sign(f.storageKey),
      mime: f.mime as 'image/jpeg',
      size: f.size,
      created_at: iso(f.createdAt),
    })),
    created_at: iso(row.m.createdAt),
  };
}

const channel = (projectId: number) => `chat_${projectId}`;

/** Where a chat or hire notification leads: the project's chat on the site's /account. */
export const projectChatLink = (projectId: number) => `/account?project=${projectId}`;

async function postMessage(
  c: Parameters<Parameters<typeof route>[2]>[0],
  user: UserRow,
  project: Project,
  text: string,
  files: File[],
) {
  const deps = c.get('deps');
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
      if (size.width < MIN_CHAT_IMAGE_PX || size.height < MIN_CHAT_IMAGE_PX) {
        throw invalid(
          'file',
          `The image must be at least ${MIN_CHAT_IMAGE_PX} x ${MIN_CHAT_IMAGE_PX} pixels.`,
        );
      }
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
  await deps.database.pubsub.publish(channel(project.id), JSON.stringify({ id: message.id }));
  return json;
}

async function designersJson(db: Db, project: Project) {
  const [showroom] = await db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.id, project.showroomId));
  const pros = await db
    .select({ u: t.users, s: t.showrooms })
    .from(t.users)
    .leftJoin(t.showrooms, eq(t.showrooms.userId, t.users.id))
    .where(and(eq(t.users.type, 'Contractor'), eq(t.users.status, 'Approve')))
    .orderBy(asc(t.users.id));
  const hired = new Set(
    (await db.select().from(t.hires).where(eq(t.hires.projectId, project.id))).map(
      (h) => h.designerId,
    ),
  );
  return (
    pros
      // Ours: every approved Pro can be hired; the showroom's own Pro is listed first.
      .sort((a, b) => Number(b.u.id === showroom?.userId) - Number(a.u.id === showroom?.userId))
      .map(({ u, s }) => ({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        company_name: s?.companyName ?? u.companyName,
        photo: null,
        hired: hired.has(u.id),
      }))
  );
}

export function registerCollabRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.checklists, async (c) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const projects = await db
      .select()
      .from(t.projects)
      .where(eq(t.projects.userId, user.id))
      .orderBy(asc(t.projects.id));
    return {
      body: { success: true, data: await Promise.all(projects.map((p) => checklistJson(db, p))) },
    };
  });

  route(app, endpoints.projectChecklist, async (c, { params }) => {
    const { db } = c.get('deps').database;
    const project = await participantProject(db, currentUser(c), params.projectId);
    return {
      body: {
        success: true,
        data: { project_checklist: await checklistJson(db, project), append_items: true },
      },
    };
  });

  route(app, endpoints.saveChecklist, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const project = await ownProject(db, currentUser(c), body.project_id);
    const ids = [...new Set(body.items.map((i) => i.product_id))];
    const known = ids.length
      ? new Set(
          (
            await db
              .select({ id: t.products.id })
              .from(t.products)
              .where(inArray(t.products.id, ids))
          ).map((p) => p.id),
        )
      : new Set<number>();
    body.items.forEach((item, index) => {
      if (!known.has(item.product_id))
        throw invalid(`items.${index}.product_id`, 'This product does not exist.');
    });
    if (!body.append_items)
      await db.delete(t.checklistItems).where(eq(t.checklistItems.projectId, project.id));
    if (body.items.length) {
      await db.insert(t.checklistItems).values(
        body.items.map((i) => ({
          projectId: project.id,
          productId: i.product_id,
          sizeId: i.size_id ?? null,
          qty: i.qty,
          note: i.note ?? null,
          checked: i.checked,
        })),
      );
    }
    return {
      body: {
        success: true,
        message: 'Checklist saved.',
        data: {
          project_checklist: await checklistJson(db, project),
          append_items: body.append_items,
        },
      },
    };
  });

  route(app, endpoints.updateChecklistItem, async (c, { params, body }) => {
    const { db } = c.get('deps').database;
    const [item] = await db
      .select()
      .from(t.checklistItems)
      .where(eq(t.checklistItems.id, params.id));
    if (!item) throw notFound();
    const project = await ownProject(db, currentUser(c), item.projectId);
    await db
      .update(t.checklistItems)
      .set({
        ...(body.qty !== undefined ? { qty: body.qty } : {}),
        ...(body.note !== undefined ? { note: body.note } : {}),
        ...(body.checked !== undefined ? { checked: body.checked } : {}),
      })
      .where(eq(t.checklistItems.id, item.id));
    const list = await checklistJson(db, project);
    const updated = list.items.find((i) => i.id === item.id);
    return { body: { success: true, message: 'Checklist item updated.', data: updated } };
  });

  route(app, endpoints.shareChecklist, async (c, { params }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = currentUser(c);
    const project = await ownProject(db, user, params.projectId);
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(t.checklistItems)
      .where(eq(t.checklistItems.projectId, project.id));
    if (n === 0) throw invalid('project_id', 'Add products to the checklist before sharing it.');
    await db
      .update(t.checklistItems)
      .set({ sharedAt: deps.now() })
      .where(eq(t.checklistItems.projectId, project.id));
    const [showroom] = await db
      .select()
      .from(t.showrooms)
      .where(eq(t.showrooms.id, project.showroomId));
    if (showroom) {
      await notify(db, [showroom.userId], {
        kind: 'general',
        title: 'Checklist shared',
        body: `${user.firstName} ${user.lastName} shared the checklist of ${project.name}.`,
        link: `/visualize/checklist?project=${project.id}`,
      });
    }
    return {
      body: { success: true, message: 'Checklist shared with your contractor.', data: null },
    };
  });

  route(app, endpoints.projectChats, async (c, { query }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const project = await participantProject(db, currentUser(c), query.project);
    const sign = await fileLinkSigner(deps.database, deps.now());
    return {
      body: {
        success: true,
        data: await chatJson(db, sign, project.id, {
          before: query.before,
          filesOnly: query.t === 'files',
        }),
      },
    };
  });

  route(app, endpoints.projectChat, async (c, { params }) => {
    const { db } = c.get('deps').database;
    const project = await participantProject(db, currentUser(c), params.projectId);
    const sign = await fileLinkSigner(c.get('deps').database, c.get('deps').now());
    return { body: { success: true, data: await chatJson(db, sign, project.id) } };
  });

  route(app, endpoints.sendChatMessage, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const project = await participantProject(db, user, body.project_id);
    return {
      status: 201,
      body: { success: true, data: await postMessage(c, user, project, body.message, []) },
    };
  });

  route(app, endpoints.uploadChatFiles, async (c, { params, body, files }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const project = await participantProject(db, user, params.projectId);
    const list = [...(files.file ?? []), ...(files.files ?? [])];
    if (list.length === 0) throw invalid('file', 'Please choose a file.');
    const json = await postMessage(c, user, project, body.message, list);
    return { status: 201, body: { success: true, message: 'File uploaded.', data: json } };
  });

  route(app, endpoints.chatStream, async (c, { params }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const project = await participantProject(db, currentUser(c), params.projectId);
    return streamSSE(c, async (stream) => {
      const queue: number[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = await deps.database.pubsub.subscribe(channel(project.id), (payload) => {
        const id = Number((JSON.parse(payload) as { id: number }).id);
        if (Number.isInteger(id)) queue.push(id);
        wake?.();
      });
      let open = true;
      const stop = () => {
        open = false;
        wake?.();
      };
      stream.onAbort(stop);
      deps.shutdownSignal?.addEventListener('abort', stop, { once: true });
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ project_id: project.id }) });
      try {
        while (open) {
          const id = queue.shift();
          if (id === undefined) {
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, 15_000);
            });
            wake = null;
            if (queue.length === 0 && open) await stream.writeSSE({ event: 'ping', data: '{}' });
            continue;
          }
          const chat = await messageJson(db, await fileLinkSigner(deps.database, deps.now()), id);
          await stream.writeSSE({
            event: 'message',
            id: String(id),
            data: JSON.stringify({ type: 'message', chat }),
          });
        }
      } finally {
        await unsubscribe();
      }
    });
  });

  route(app, endpoints.designers, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const project = await participantProject(db, currentUser(c), query.project);
    return { body: { success: true, data: { designers: await designersJson(db, project) } } };
  });

  route(app, endpoints.hireDesigner, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    if (user.type !== 'User') throw forbidden('Only customers hire designers.');
    const project = await ownProject(db, user, body.project);
    const [designer] = await db
      .select()
      .from(t.users)
      .where(
        and(
          eq(t.users.id, body.designer_id),
          eq(t.users.type, 'Contractor'),
          eq(t.users.status, 'Approve'),
        ),
      );
    if (!designer) throw invalid('designer_id', 'This designer is not available.');
    const inserted = await db
      .insert(t.hires)
      .values({ projectId: project.id, designerId: designer.id })
      .onConflictDoNothing()
      .returning();
    if (inserted.length) {
      await notify(db, [designer.id], {
        kind: 'hire',
        title: 'You were hired',
        body: `${user.firstName} ${user.lastName} hired you on ${project.name}.${body.note ? ` Note: ${body.note}` : ''}`,
        link: projectChatLink(project.id),
      });
    }
    return {
      status: 201,
      body: {
        success: true,
        message: inserted.length
          ? 'Designer hired.'
          : 'This designer is already hired on the project.',
        data: { designers: await designersJson(db, project) },
      },
    };
  });

  route(app, endpoints.notifications, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const { page, perPage, offset } = pageOf(query);
    const where = and(
      eq(t.notifications.userId, user.id),
      query.pending ? eq(t.notifications.pending, true) : undefined,
    );
    const [rows, [total], [pending]] = await Promise.all([
      db
        .select()
        .from(t.notifications)
        .where(where)
        .orderBy(desc(t.notifications.id))
        .limit(perPage)
        .offset(offset),
      db.select({ n: count() }).from(t.notifications).where(where),
      db
        .select({ n: count() })
        .from(t.notifications)
        .where(and(eq(t.notifications.userId, user.id), eq(t.notifications.pending, true))),
    ]);
    return {
      body: {
        success: true,
        data: {
          ...paginator(c, rows.map(notificationJson), { page, perPage, total: total?.n ?? 0 }),
          pending_count: pending?.n ?? 0,
        },
      },
    };
  });

  route(app, endpoints.updateNotification, async (c, { params, body }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const [row] = await db.select().from(t.notifications).where(eq(t.notifications.id, params.id));
    if (!row) throw notFound();
    if (row.userId !== user.id) throw forbidden('This notification belongs to another account.');
    const [updated] = await db
      .update(t.notifications)
      .set({ pending: body.pending })
      .where(eq(t.notifications.id, row.id))
      .returning();
    return {
      body: {
        success: true,
        message: 'Notification updated.',
        data: notificationJson(updated ?? row),
      },
    };
  });
}

export function notificationJson(n: typeof t.notifications.$inferSelect) {
  return {
    id: n.id,
    kind: n.kind as 'general',
    title: n.title,
    body: n.body,
    link: n.link,
    pending: n.pending,
    created_at: iso(n.createdAt),
  };
}
