import { randomUUID } from 'node:crypto';
import { endpoints } from '@brand/core/contract';
import { markupPrice } from '@brand/core/rules';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { one } from '../db/one.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { assertEmbedOrigin } from '../http/embed-origin.ts';
import { forbidden, invalid, notFound } from '../http/errors.ts';
import { currentUser } from '../http/guards.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import { markupTable, productSummary, sizeJson, unitOf } from '../modules/catalog/pricing.ts';
import { publicUser } from '../modules/identity/user-json.ts';
import { ownProject, participantProject } from '../modules/projects/project-access.ts';
import { dollars, iso } from '../modules/shared/format.ts';
import { NO_SHOWROOM, showroomOr404 } from '../modules/showrooms/find-showroom.ts';

type Project = typeof t.projects.$inferSelect;
type Showroom = typeof t.showrooms.$inferSelect;

/**
 * The cart a request names: a project of the user, or a temporary cart by its cart_id. The
 * showroom it belongs to gates the request's Origin (allowed domains, issue 13).
 */
async function resolveCart(
  c: Context<AppEnv>,
  input: { project_id?: number; temp_project_id?: string; showroom?: string },
  create: boolean,
): Promise<{ project: Project | null; showroom: Showroom | null }> {
  const found = await findCart(c, input, create);
  assertEmbedOrigin(c, found.showroom);
  return found;
}

async function findCart(
  c: Context<AppEnv>,
  input: { project_id?: number; temp_project_id?: string; showroom?: string },
  create: boolean,
): Promise<{ project: Project | null; showroom: Showroom | null }> {
  const { db } = c.get('deps').database;
  const user = c.get('user');
  if (input.project_id) {
    const project = await ownProject(db, user, input.project_id);
    const [showroom] = await db
      .select()
      .from(t.showrooms)
      .where(eq(t.showrooms.id, project.showroomId));
    return { project, showroom: showroom ?? null };
  }
  if (input.temp_project_id) {
    const [project] = await db
      .select()
      .from(t.projects)
      .where(and(eq(t.projects.cartToken, input.temp_project_id), isNull(t.projects.userId)));
    if (project) {
      const [showroom] = await db
        .select()
        .from(t.showrooms)
        .where(eq(t.showrooms.id, project.showroomId));
      return { project, showroom: showroom ?? null };
    }
  }
  const showroom = input.showroom ? await showroomOr404(db, input.showroom) : null;
  // A new cart is made only once the showroom's gate passed.
  assertEmbedOrigin(c, showroom);
  if (!create || !showroom) return { project: null, showroom };
  if (user) {
    const [existing] = await db
      .select()
      .from(t.projects)
      .where(
        and(
          eq(t.projects.userId, user.id),
          eq(t.projects.showroomId, showroom.id),
          eq(t.projects.isCart, true),
        ),
      )
      .orderBy(desc(t.projects.id))
      .limit(1);
    if (existing) return { project: existing, showroom };
    const created = one(
      await db
        .insert(t.projects)
        .values({ userId: user.id, showroomId: showroom.id, isCart: true })
        .returning(),
    );
    return { project: created, showroom };
  }
  const created = one(
    await db
      .insert(t.projects)
      .values({ userId: null, showroomId: showroom.id, isCart: true, cartToken: randomUUID() })
      .returning(),
  );
  return { project: created, showroom };
}

export async function cartJson(db: Db, project: Project | null, showroom: Showroom | null) {
  if (!project) {
    return {
      id: null,
      extra_info: null,
      temp_project_id: null,
      is_cart: false,
      showroom: showroom?.vsdId ?? null,
      Project_tans: [],
      subtotal: 0,
    };
  }
  const lines = await db
    .select({
      line: t.projectTans,
      product: t.products,
      size: t.productSizes,
      category: t.categories,
    })
    .from(t.projectTans)
    .innerJoin(t.products, eq(t.products.id, t.projectTans.productId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .leftJoin(t.productSizes, eq(t.productSizes.id, t.projectTans.sizeId))
    .where(eq(t.projectTans.projectId, project.id))
    .orderBy(asc(t.projectTans.id));
  const markup = await markupTable(db, showroom);
  let subtotal = 0;
  const tans = lines.map(({ line, product, size, category }) => {
    const pct = markup(product.categoryId);
    const unitCents = markupPrice(size?.priceCents ?? product.priceCents, pct);
    subtotal += unitCents * line.qty;
    return {
      id: line.id,
      project_id: project.userId === null ? null : project.id,
      temp_project_id: project.cartToken,
      product_id: product.id,
      product: productSummary(product, pct, unitOf(product, category)),
      size_id: line.sizeId,
      size: size ? sizeJson(size, pct) : null,
      qty: line.qty,
      unit_price: dollars(unitCents),
      line_total: dollars(unitCents * line.qty),
    };
  });
  return {
    id: project.userId === null ? null : project.id,
    extra_info: project.extraInfo,
    temp_project_id: project.cartToken,
    is_cart: project.isCart,
    showroom: showroom?.vsdId ?? null,
    Project_tans: tans,
    subtotal: dollars(subtotal),
  };
}

async function addLines(
  db: Db,
  project: Project,
  items: { product_id: number; size_id?: number | null; qty: number }[],
) {
  const productIds = [...new Set(items.map((i) => i.product_id))];
  const products = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(inArray(t.products.id, productIds));
  const known = new Set(products.map((p) => p.id));
  for (const [index, item] of items.entries()) {
    if (!known.has(item.product_id))
      throw invalid(
        items.length > 1 ? `items.${index}.product_id` : 'product_id',
        'This product does not exist.',
      );
    if (item.size_id) {
      const [size] = await db
        .select()
        .from(t.productSizes)
        .where(
          and(eq(t.productSizes.id, item.size_id), eq(t.productSizes.productId, item.product_id)),
        );
      if (!size)
        throw invalid(
          items.length > 1 ? `items.${index}.size_id` : 'size_id',
          'This size does not belong to the product.',
        );
    }
  }
  for (const item of items) {
    const sizeCond = item.size_id
      ? eq(t.projectTans.sizeId, item.size_id)
      : isNull(t.projectTans.sizeId);
    const [existing] = await db
      .select()
      .from(t.projectTans)
      .where(
        and(
          eq(t.projectTans.projectId, project.id),
          eq(t.projectTans.productId, item.product_id),
          sizeCond,
        ),
      );
    if (existing) {
      await db
        .update(t.projectTans)
        .set({ qty: sql`least(${t.projectTans.qty} + ${item.qty}, 100000)` })
        .where(eq(t.projectTans.id, existing.id));
    } else {
      await db.insert(t.projectTans).values({
        projectId: project.id,
        productId: item.product_id,
        sizeId: item.size_id ?? null,
        qty: item.qty,
      });
    }
  }
}

/** The showroom a project belongs to (every project has one). */
async function showroomOf(db: Db, project: Project) {
  return one(
    await db.select().from(t.showrooms).where(eq(t.showrooms.id, project.showroomId)),
    'showroom',
  );
}

function projectJson(p: Project, vsd: string) {
  return {
    id: p.id,
    name: p.name,
    showroom: vsd,
    floorplan: p.floorPlanId,
    floorTemplate: p.templateId,
    is_3d: false,
    extra_info: p.extraInfo,
    created_at: iso(p.createdAt),
  };
}

async function lineOf(db: Db, project: Project, lineId: number) {
  const [line] = await db
    .select()
    .from(t.projectTans)
    .where(and(eq(t.projectTans.id, lineId), eq(t.projectTans.projectId, project.id)));
  if (!line) throw notFound('This cart line does not exist.');
  return line;
}

export function registerProjectRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.projectCart, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const user = c.get('user');
    if (!query.project && !query.temp_project_id && user) {
      const [latest] = await db
        .select()
        .from(t.projects)
        .where(and(eq(t.projects.userId, user.id), eq(t.projects.isCart, true)))
        .orderBy(desc(t.projects.id))
        .limit(1);
      if (latest) {
        const [showroom] = await db
          .select()
          .from(t.showrooms)
          .where(eq(t.showrooms.id, latest.showroomId));
        assertEmbedOrigin(c, showroom);
        return { body: { success: true, data: await cartJson(db, latest, showroom ?? null) } };
      }
    }
    const { project, showroom } = await resolveCart(
      c,
      {
        project_id: query.project,
        temp_project_id: query.temp_project_id,
        showroom: query.showroom,
      },
      false,
    );
    return { body: { success: true, data: await cartJson(db, project, showroom) } };
  });

  route(app, endpoints.syncToCart, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const { project, showroom } = await resolveCart(c, body, true);
    if (!project) throw notFound(NO_SHOWROOM);
    await addLines(db, project, [body]);
    return {
      body: {
        success: true,
        message: 'Product added to cart successfully.',
        data: await cartJson(db, project, showroom),
      },
    };
  });

  route(app, endpoints.syncToBulkCart, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const { project, showroom } = await resolveCart(c, body, true);
    if (!project) throw notFound(NO_SHOWROOM);
    await addLines(db, project, body.items);
    return {
      body: {
        success: true,
        message: 'Products added to cart successfully.',
        data: await cartJson(db, project, showroom),
      },
    };
  });

  route(app, endpoints.updateCart, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const { project, showroom } = await resolveCart(c, body, false);
    if (!project) throw notFound('This cart does not exist.');
    const line = await lineOf(db, project, body.id);
    await db.update(t.projectTans).set({ qty: body.qty }).where(eq(t.projectTans.id, line.id));
    return {
      body: {
        success: true,
        message: 'Cart updated successfully.',
        data: await cartJson(db, project, showroom),
      },
    };
  });

  route(app, endpoints.destroyCartLine, async (c, { params, query }) => {
    const { db } = c.get('deps').database;
    const { project, showroom } = await resolveCart(c, query, false);
    if (!project) throw notFound('This cart does not exist.');
    const line = await lineOf(db, project, params.id);
    await db.delete(t.projectTans).where(eq(t.projectTans.id, line.id));
    return {
      body: {
        success: true,
        message: 'Product removed from cart.',
        data: await cartJson(db, project, showroom),
      },
    };
  });

  route(app, endpoints.updateProjectCart, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const project = await ownProject(db, user, body.project_id);
    const [temp] = await db
      .select()
      .from(t.projects)
      .where(and(eq(t.projects.cartToken, body.re_temp_project_id), isNull(t.projects.userId)));
    if (temp) {
      const lines = await db
        .select()
        .from(t.projectTans)
        .where(eq(t.projectTans.projectId, temp.id));
      await addLines(
        db,
        project,
        lines.map((l) => ({ product_id: l.productId, size_id: l.sizeId, qty: l.qty })),
      );
      await db.delete(t.projects).where(eq(t.projects.id, temp.id));
    }
    await db.update(t.projects).set({ isCart: true }).where(eq(t.projects.id, project.id));
    const [showroom] = await db
      .select()
      .from(t.showrooms)
      .where(eq(t.showrooms.id, project.showroomId));
    return {
      body: {
        success: true,
        message: temp
          ? 'Your cart has been saved to your project.'
          : 'Your project cart is up to date.',
        data: await cartJson(db, { ...project, isCart: true }, showroom ?? null),
      },
    };
  });

  route(app, endpoints.createProject, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    if (user.type !== 'User') throw forbidden('Only customers create projects.');
    const showroom = await showroomOr404(db, body.showroom);
    assertEmbedOrigin(c, showroom);
    const project = one(
      await db
        .insert(t.projects)
        .values({
          userId: user.id,
          showroomId: showroom.id,
          name: body.name || 'My project',
          floorPlanId: body.floorplan ?? null,
          templateId: body.floorTemplate ?? null,
          isCart: true,
        })
        .returning(),
    );
    return {
      status: 201,
      body: {
        success: true,
        message: 'Project created.',
        data: { ...projectJson(project, showroom.vsdId), is_3d: body.is_3d ?? false },
      },
    };
  });

  route(app, endpoints.projects, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const { page, perPage, offset } = pageOf(query);
    // The caller's own projects, their showroom's, and those they were hired for; a temporary
    // cart (no customer yet) is nobody's project.
    const where = and(
      isNotNull(t.projects.userId),
      or(
        eq(t.projects.userId, user.id),
        eq(t.showrooms.userId, user.id),
        inArray(
          t.projects.id,
          db.select({ id: t.hires.projectId }).from(t.hires).where(eq(t.hires.designerId, user.id)),
        ),
      ),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ project: t.projects, showroom: t.showrooms, customer: t.users })
        .from(t.projects)
        .innerJoin(t.showrooms, eq(t.showrooms.id, t.projects.showroomId))
        .innerJoin(t.users, eq(t.users.id, t.projects.userId))
        .where(where)
        .orderBy(desc(t.projects.id))
        .limit(perPage)
        .offset(offset),
      db
        .select({ n: count() })
        .from(t.projects)
        .innerJoin(t.showrooms, eq(t.showrooms.id, t.projects.showroomId))
        .where(where),
    ]);
    const data = rows.map(({ project, showroom, customer }) => ({
      ...projectJson(project, showroom.vsdId),
      role:
        project.userId === user.id
          ? ('customer' as const)
          : showroom.userId === user.id
            ? ('pro' as const)
            : ('designer' as const),
      customer: publicUser(customer),
    }));
    return {
      body: { success: true, data: paginator(c, data, { page, perPage, total: total?.n ?? 0 }) },
    };
  });

  route(app, endpoints.projectInfo, async (c, { params }) => {
    const { db } = c.get('deps').database;
    const project = await participantProject(db, currentUser(c), params.projectId);
    const showroom = await showroomOf(db, project);
    return { body: { success: true, data: projectJson(project, showroom.vsdId) } };
  });

  route(app, endpoints.updateProject, async (c, { params, body }) => {
    const { db } = c.get('deps').database;
    const project = await ownProject(db, currentUser(c), params.projectId);
    const [updated] = await db
      .update(t.projects)
      .set({ extraInfo: body.extra_info })
      .where(eq(t.projects.id, project.id))
      .returning();
    const showroom = await showroomOf(db, project);
    return {
      body: {
        success: true,
        message: 'Project saved.',
        data: projectJson(updated ?? project, showroom.vsdId),
      },
    };
  });
}
