import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { notFound } from '../../errors.ts';
import { addCartLines } from './add-cart-lines.ts';
import { ownProject, type Project } from './project-access.ts';

async function lineOf(db: Db, project: Project, lineId: number) {
  const [line] = await db
    .select()
    .from(t.projectTans)
    .where(and(eq(t.projectTans.id, lineId), eq(t.projectTans.projectId, project.id)));
  if (!line) throw notFound('This cart line does not exist.');
  return line;
}

/** A line of this cart gets a new quantity (404 for a line of another cart). */
export async function setCartLineQty(db: Db, project: Project, lineId: number, qty: number) {
  const line = await lineOf(db, project, lineId);
  await db.update(t.projectTans).set({ qty }).where(eq(t.projectTans.id, line.id));
}

/** A line of this cart is removed (404 for a line of another cart). */
export async function removeCartLine(db: Db, project: Project, lineId: number) {
  const line = await lineOf(db, project, lineId);
  await db.delete(t.projectTans).where(eq(t.projectTans.id, line.id));
}

/**
 * A temporary cart (made before sign-in) joins the customer's project: its lines are added and
 * the temporary cart is gone, in one transaction. Answers the project and whether one joined.
 */
export async function attachTempCart(db: Db, user: UserRow, projectId: number, tempCartId: string) {
  const project = await ownProject(db, user, projectId);
  const joined = await db.transaction(async (tx) => {
    const [temp] = await tx
      .select()
      .from(t.projects)
      .where(and(eq(t.projects.cartToken, tempCartId), isNull(t.projects.userId)))
      // Two attaches of one temporary cart at once (two tabs, a double hand-off): the second
      // waits for the first and then finds it gone, so its lines are added once.
      .for('update');
    if (temp) {
      const lines = await tx
        .select()
        .from(t.projectTans)
        .where(eq(t.projectTans.projectId, temp.id));
      await addCartLines(
        tx,
        project,
        lines.map((l) => ({ product_id: l.productId, size_id: l.sizeId, qty: l.qty })),
        'drop',
      );
      await tx.delete(t.projects).where(eq(t.projects.id, temp.id));
    }
    await tx.update(t.projects).set({ isCart: true }).where(eq(t.projects.id, project.id));
    return Boolean(temp);
  });
  return { project: { ...project, isCart: true }, joined };
}
