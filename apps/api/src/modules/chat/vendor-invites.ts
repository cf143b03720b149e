import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { forbidden, invalid } from '../../errors.ts';
import { notify } from '../notifications/index.ts';
import { inviterProject, type Project } from '../projects/index.ts';
import { iso } from '../shared/index.ts';
import { projectChatLink } from './chat-json.ts';

/**
 * Issue 30 item 3 (spec 1 §1 "Vendors collaborate with other users"): the project's customer or
 * the Pro who owns its showroom invites a vendor whose products are in the project (cart lines
 * or order items) into its chat; the vendor then reads and posts there with the chat's rules
 * (projects module's participantProject). Decisions: docs/decisions/vendor-chat.md.
 */

/** The vendors whose products are in a project's cart lines or its orders' items. */
async function projectVendorIds(db: Db, project: Project) {
  const fromCart = await db
    .select({ id: t.products.vendorId })
    .from(t.projectTans)
    .innerJoin(t.products, eq(t.products.id, t.projectTans.productId))
    .where(eq(t.projectTans.projectId, project.id));
  const fromOrders = await db
    .select({ id: t.orderItems.vendorId })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .where(eq(t.orders.projectId, project.id));
  return [...new Set([...fromCart, ...fromOrders].map((r) => r.id))];
}

/** The project's vendors by company name, and whether each is in the chat. */
async function vendorsJson(db: Db, project: Project) {
  const ids = await projectVendorIds(db, project);
  const invited = await db
    .select({ id: t.projectVendors.vendorId })
    .from(t.projectVendors)
    .where(eq(t.projectVendors.projectId, project.id));
  const all = [...new Set([...ids, ...invited.map((r) => r.id)])];
  if (all.length === 0) return [];
  const users = await db
    .select()
    .from(t.users)
    .where(and(inArray(t.users.id, all), eq(t.users.type, 'Vendor')));
  const invitedIds = new Set(invited.map((r) => r.id));
  return users
    .map((u) => ({
      id: u.id,
      company_name: u.companyName?.trim() || `${u.firstName} ${u.lastName}`.trim(),
      invited: invitedIds.has(u.id),
    }))
    .sort((a, b) => a.company_name.localeCompare(b.company_name) || a.id - b.id);
}

export async function chatVendors(db: Db, user: UserRow, projectId: number) {
  const project = await inviterProject(db, user, projectId);
  return vendorsJson(db, project);
}

/**
 * Invites a vendor of the project's items (422 on vendor_id otherwise). A repeated or
 * concurrent invite keeps one membership (unique index, ON CONFLICT DO NOTHING) and notifies
 * the vendor once.
 */
export async function inviteChatVendor(db: Db, user: UserRow, projectId: number, vendorId: number) {
  const project = await inviterProject(db, user, projectId);
  const ids = await projectVendorIds(db, project);
  const [vendor] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.id, vendorId), eq(t.users.type, 'Vendor')));
  if (!vendor || !ids.includes(vendor.id)) {
    throw invalid('vendor_id', 'This vendor sells no item in this project.');
  }
  const inserted = await db
    .insert(t.projectVendors)
    .values({ projectId: project.id, vendorId: vendor.id, invitedBy: user.id })
    .onConflictDoNothing()
    .returning();
  if (inserted.length) {
    await notify(db, [vendor.id], {
      kind: 'chat_message',
      title: 'You were invited to a project chat',
      body: `${user.firstName} ${user.lastName} invited you to the chat of ${project.name} about the items you sell in it.`,
      link: projectChatLink(project.id),
    });
  }
  return { invited: inserted.length > 0, vendors: await vendorsJson(db, project) };
}

/** Removes an invited vendor: they no longer read or post in the chat. */
export async function removeChatVendor(db: Db, user: UserRow, projectId: number, vendorId: number) {
  const project = await inviterProject(db, user, projectId);
  const removed = await db
    .delete(t.projectVendors)
    .where(and(eq(t.projectVendors.projectId, project.id), eq(t.projectVendors.vendorId, vendorId)))
    .returning();
  return { removed: removed.length > 0, vendors: await vendorsJson(db, project) };
}

/** The project chats the signed-in vendor was invited to, newest invitation first. */
export async function vendorChats(db: Db, user: UserRow) {
  if (user.type !== 'Vendor') throw forbidden('Only vendors have project chats to join.');
  const rows = await db
    .select({ p: t.projects, pv: t.projectVendors })
    .from(t.projectVendors)
    .innerJoin(t.projects, eq(t.projects.id, t.projectVendors.projectId))
    .where(eq(t.projectVendors.vendorId, user.id))
    .orderBy(desc(t.projectVendors.id));
  return rows.map(({ p, pv }) => ({
    project_id: p.id,
    name: p.name,
    created_at: iso(pv.createdAt),
  }));
}
