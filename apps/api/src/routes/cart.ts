import { endpoints } from '@brand/core/contract';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { assertEmbedOrigin } from '../http/embed-origin.ts';
import { notFound } from '../http/errors.ts';
import { currentUser } from '../http/guards.ts';
import { route } from '../http/route.ts';
import {
  addCartLines,
  attachTempCart,
  type CartRef,
  cartJson,
  findCart,
  latestCart,
  removeCartLine,
  setCartLineQty,
  showroomOf,
} from '../modules/projects/index.ts';
import { NO_SHOWROOM } from '../modules/showrooms/index.ts';

/** The cart a request names, its showroom gating the request's Origin (issue 13). */
async function cartOf(c: Context<AppEnv>, ref: CartRef, create: boolean) {
  const gate = (showroom: Parameters<typeof assertEmbedOrigin>[1]) =>
    assertEmbedOrigin(c, showroom);
  const found = await findCart(c.get('deps').database.db, c.get('user'), ref, create, gate);
  gate(found.showroom);
  return found;
}

/** An existing cart or a 404. */
async function existingCart(c: Context<AppEnv>, ref: CartRef) {
  const found = await cartOf(c, ref, false);
  if (!found.project) throw notFound('This cart does not exist.');
  return { ...found, project: found.project };
}

export function registerCartRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.projectCart, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const user = c.get('user');
    const named = query.project || query.temp_project_id;
    const latest = !named && user ? await latestCart(db, user.id) : null;
    if (latest) assertEmbedOrigin(c, latest.showroom);
    const { project, showroom } =
      latest ??
      (await cartOf(
        c,
        {
          project_id: query.project,
          temp_project_id: query.temp_project_id,
          showroom: query.showroom,
        },
        false,
      ));
    return { body: { success: true, data: await cartJson(db, project, showroom) } };
  });

  route(app, endpoints.syncToCart, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const { project, showroom } = await cartOf(c, body, true);
    if (!project) throw notFound(NO_SHOWROOM);
    await addCartLines(db, project, [body]);
    const data = await cartJson(db, project, showroom);
    return { body: { success: true, message: 'Product added to cart successfully.', data } };
  });

  route(app, endpoints.syncToBulkCart, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const { project, showroom } = await cartOf(c, body, true);
    if (!project) throw notFound(NO_SHOWROOM);
    await addCartLines(db, project, body.items);
    const data = await cartJson(db, project, showroom);
    return { body: { success: true, message: 'Products added to cart successfully.', data } };
  });

  route(app, endpoints.updateCart, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const { project, showroom } = await existingCart(c, body);
    await setCartLineQty(db, project, body.id, body.qty);
    const data = await cartJson(db, project, showroom);
    return { body: { success: true, message: 'Cart updated successfully.', data } };
  });

  route(app, endpoints.destroyCartLine, async (c, { params, query }) => {
    const { db } = c.get('deps').database;
    const { project, showroom } = await existingCart(c, query);
    await removeCartLine(db, project, params.id);
    const data = await cartJson(db, project, showroom);
    return { body: { success: true, message: 'Product removed from cart.', data } };
  });

  route(app, endpoints.updateProjectCart, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const { project, joined } = await attachTempCart(
      db,
      user,
      body.project_id,
      body.re_temp_project_id,
    );
    const showroom = await showroomOf(db, project);
    const message = joined
      ? 'Your cart has been saved to your project.'
      : 'Your project cart is up to date.';
    const data = await cartJson(db, project, showroom);
    return { body: { success: true, message, data } };
  });
}
