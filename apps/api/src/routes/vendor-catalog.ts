import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { endpoints, VENDOR_CATALOG_MESSAGES as VM } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { HttpError, invalid } from '../http/errors.ts';
import { currentUser } from '../http/guards.ts';
import { formLimits } from '../http/multipart.ts';
import { multipartFile } from '../http/multipart-stream.ts';
import { pageOf } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import {
  categoryChoices,
  createVendorProduct,
  findImport,
  importJson,
  importProducts,
  listVendorProducts,
  requireVendor,
  setProductRetired,
  startImport,
  updateVendorProduct,
  uploadProductImage,
  vendorProductJson,
} from '../modules/vendor-catalog/index.ts';

/** A vendor's catalogue (issue 12 item 1): products, their image, the CSV import. */
export function registerVendorCatalogRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.vendorProducts, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const { page, perPage, offset } = pageOf(query, 20);
    const { data, total } = await listVendorProducts(db, currentUser(c), query, {
      perPage,
      offset,
    });
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const categories = await categoryChoices(db);
    return {
      body: {
        success: true,
        data: {
          data,
          current_page: page,
          per_page: perPage,
          total,
          last_page: lastPage,
          categories,
        },
      },
    };
  });

  route(app, endpoints.createVendorProduct, async (c, { body }) => {
    const deps = c.get('deps');
    const row = await createVendorProduct(deps, currentUser(c), body);
    const data = await vendorProductJson(deps.database.db, row);
    return { status: 201, body: { success: true, message: 'Product listed.', data } };
  });

  route(app, endpoints.updateVendorProduct, async (c, { params, body }) => {
    const deps = c.get('deps');
    const row = await updateVendorProduct(deps, currentUser(c), params.id, body);
    const data = await vendorProductJson(deps.database.db, row);
    return { body: { success: true, message: 'Product saved.', data } };
  });

  route(app, endpoints.retireVendorProduct, async (c, { params }) => {
    const deps = c.get('deps');
    const row = await setProductRetired(deps, currentUser(c), params.id, true);
    const data = await vendorProductJson(deps.database.db, row);
    return { body: { success: true, message: 'Product retired.', data } };
  });

  route(app, endpoints.restoreVendorProduct, async (c, { params }) => {
    const deps = c.get('deps');
    const row = await setProductRetired(deps, currentUser(c), params.id, false);
    const data = await vendorProductJson(deps.database.db, row);
    return { body: { success: true, message: 'Product restored.', data } };
  });

  route(app, endpoints.uploadVendorProductImage, async (c, { params, files }) => {
    const deps = c.get('deps');
    const row = await uploadProductImage(deps, currentUser(c), params.id, files.image?.[0]);
    const data = await vendorProductJson(deps.database.db, row);
    return { body: { success: true, message: 'Image uploaded.', data } };
  });

  route(
    app,
    endpoints.importVendorProducts,
    async (c, { query }) => {
      const deps = c.get('deps');
      const vendor = requireVendor(currentUser(c));
      const type = c.req.header('content-type') ?? '';
      if (!type.toLowerCase().startsWith('multipart/form-data')) {
        throw new HttpError(415, 'Send the CSV file as multipart/form-data (a `file` part).');
      }
      const raw = c.req.raw.body;
      if (!raw) throw invalid('file', VM.csvRequired);
      const input = Readable.fromWeb(raw as unknown as NodeReadableStream<Uint8Array>);
      const file = await multipartFile(input, type, 'file', formLimits(Number.POSITIVE_INFINITY));
      if (!file) throw invalid('file', VM.csvRequired);
      const length = Number(c.req.header('content-length'));
      let job: Awaited<ReturnType<typeof startImport>>;
      try {
        job = await startImport(deps.database.db, vendor, {
          key: query.key,
          fileName: file.filename,
          bytesTotal: Number.isFinite(length) && length > 0 ? length : null,
        });
      } catch (err) {
        file.stream.resume();
        throw err;
      }
      const done = await importProducts(deps, job, vendor, file.stream);
      return { body: { success: true, data: importJson(done) } };
    },
    { streamBody: true },
  );

  route(app, endpoints.vendorProductImport, async (c, { params }) => {
    const vendor = requireVendor(currentUser(c));
    return {
      body: {
        success: true,
        data: importJson(await findImport(c.get('deps'), vendor.id, params.key)),
      },
    };
  });
}
