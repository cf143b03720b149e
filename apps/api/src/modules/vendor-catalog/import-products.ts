import { type Readable, Transform } from 'node:stream';
import {
  parseCsvSizes,
  VENDOR_CSV_COLUMNS,
  VENDOR_CSV_REQUIRED_COLUMNS,
  VENDOR_IMPORT_ERRORS_MAX,
  type VendorCsvRow,
  VendorCsvRowSchema,
  VENDOR_CATALOG_MESSAGES as VM,
} from '@brand/core/contract';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath, toCents } from '@brand/core/rules';
import { parse } from 'csv-parse';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import type { ImportRow } from './import-json.ts';
import {
  contentHash,
  newProductHash,
  type ProductFields,
  productColumns,
  sizeRows,
  vendorBrand,
  writeSizes,
} from './product-fields.ts';
import { currentFields } from './save-vendor-product.ts';

/** Rows written per transaction (and per progress update). */
export const IMPORT_BATCH_ROWS = 500;
/** How often a running import says it is alive, whatever its progress (`heartbeat_at`). */
export const IMPORT_HEARTBEAT_MS = 15_000;

type Rejection = { line: number; messages: string[] };
type Pending = { line: number; fields: ProductFields };

class HeaderError extends Error {}

/** The header's column names, lower-case and trimmed; refuses a header without the required ones. */
function columnsOf(header: string[]): string[] {
  const names = header.map((h) => h.trim().toLowerCase());
  if (!VENDOR_CSV_REQUIRED_COLUMNS.every((c) => names.includes(c))) throw new HeaderError();
  // Columns we do not read keep their place under a name no field has.
  return names.map((n, i) => ((VENDOR_CSV_COLUMNS as readonly string[]).includes(n) ? n : `_${i}`));
}

function rowMessages(issues: readonly v.BaseIssue<unknown>[]): string[] {
  const out: string[] = [];
  for (const issue of issues) {
    const key = issue.path?.map((p) => String((p as { key?: unknown }).key)).join('.') ?? 'row';
    const message = `${key}: ${issue.input === undefined ? 'this column is required.' : issue.message}`;
    if (!out.includes(message)) out.push(message);
  }
  return out;
}

/** A valid CSV row as a product's fields (the category named by id or by name). */
function fieldsOfRow(row: VendorCsvRow, categoryId: number): ProductFields {
  return {
    sku: row.sku,
    name: row.name,
    categoryId,
    description: row.description?.trim() || null,
    priceCents: toCents(row.price),
    uom: row.uom?.trim() || null,
    boxSqft: row.box_sqft === '' || row.box_sqft === undefined ? null : row.box_sqft,
    sizes: parseCsvSizes(row.sizes),
    has3d: ['1', 'yes', 'true'].includes(row.has_3d ?? ''),
  };
}

/**
 * Imports a vendor's products from a CSV stream (issue 12), without holding the file: csv-parse
 * reads the stream record by record (back-pressure through `for await`), each record is checked
 * with the contract's `VendorCsvRowSchema`, and valid rows are written in batches of
 * IMPORT_BATCH_ROWS, one transaction each, upserting by the vendor's SKU: a row whose content
 * hash equals the stored product's changes nothing, so importing the same file twice writes
 * nothing the second time. Rejected rows are reported with their line (the header is line 1).
 * The import row (`product_imports`) is updated after every batch: the browser polls it for the
 * progress bar. A file that cannot be read as CSV stops the import (`failed`); batches written
 * before stay (importing the file again is safe).
 */
export async function importProducts(
  deps: Deps,
  job: ImportRow,
  vendor: UserRow,
  source: Readable,
): Promise<ImportRow> {
  const { db } = deps.database;
  const categories = await db.select().from(t.categories);
  const categoryByKey = new Map<string, number>();
  for (const c of categories) {
    categoryByKey.set(String(c.id), c.id);
    categoryByKey.set(c.name.trim().toLowerCase(), c.id);
  }
  const brand = await vendorBrand(db, vendor.id);
  const counts = { rowsRead: 0, created: 0, updated: 0, unchanged: 0, rejected: 0 };
  const errors: Rejection[] = [];
  const seen = new Map<string, number>();
  let bytesRead = 0;
  let batch: Pending[] = [];

  const reject = (line: number, messages: string[]) => {
    counts.rejected++;
    if (errors.length < VENDOR_IMPORT_ERRORS_MAX) errors.push({ line, messages });
  };

  const progress = async (extra: Partial<typeof t.productImports.$inferInsert> = {}) => {
    const [row] = await db
      .update(t.productImports)
      .set({ ...counts, bytesRead, errors, heartbeatAt: deps.now(), ...extra })
      .where(eq(t.productImports.id, job.id))
      .returning();
    return row ?? job;
  };

  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    const skus = rows.map((r) => r.fields.sku as string);
    const existing = await db
      .select()
      .from(t.products)
      .where(and(eq(t.products.vendorId, vendor.id), inArray(t.products.vendorSku, skus)));
    const bySku = new Map(existing.map((p) => [p.vendorSku, p]));
    const now = deps.now();
    const inserts: ProductFields[] = [];
    const updates: { id: number; fields: ProductFields }[] = [];
    for (const { fields } of rows) {
      const current = bySku.get(fields.sku);
      if (!current) inserts.push(fields);
      else if (current.importHash === contentHash(fields)) counts.unchanged++;
      else updates.push({ id: current.id, fields });
    }
    const befores = new Map<number, ProductFields>();
    for (const u of updates) {
      const current = bySku.get(u.fields.sku);
      if (current) befores.set(u.id, await currentFields(db, current));
    }
    await db.transaction(async (tx) => {
      if (inserts.length) {
        const created = await tx
          .insert(t.products)
          .values(
            inserts.map((f) => ({
              ...productColumns(f, now),
              hash: newProductHash(),
              brand,
              vendorId: vendor.id,
              minUnit: 1,
            })),
          )
          .returning({ id: t.products.id, sku: t.products.vendorSku });
        const fieldsBySku = new Map(inserts.map((f) => [f.sku, f]));
        const sizes = created.flatMap((p) => {
          const f = fieldsBySku.get(p.sku);
          return f ? sizeRows(p.id, f) : [];
        });
        if (sizes.length) await tx.insert(t.productSizes).values(sizes);
      }
      for (const u of updates) {
        await tx
          .update(t.products)
          .set(productColumns(u.fields, now))
          .where(eq(t.products.id, u.id));
        await writeSizes(tx as unknown as Db, u.id, u.fields, befores.get(u.id)?.sizes ?? []);
      }
    });
    counts.created += inserts.length;
    counts.updated += updates.length;
    if (inserts.length || updates.length) await catalogChanged(deps.database);
    await progress();
  };

  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytesRead += chunk.length;
      done(null, chunk);
    },
  });
  const parser = parse({
    bom: true,
    columns: columnsOf,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
    max_record_size: 64 * 1024,
  });
  source.on('error', (err) => parser.destroy(err));
  source.pipe(counter).pipe(parser);

  // Alive while this process runs it, even when the upload is slow between batches: an import
  // whose heartbeat stops (the process was killed) is reported failed (import-json.ts).
  const heartbeat = setInterval(() => {
    void db
      .update(t.productImports)
      .set({ heartbeatAt: deps.now() })
      .where(and(eq(t.productImports.id, job.id), eq(t.productImports.status, 'running')))
      .catch(() => undefined);
  }, IMPORT_HEARTBEAT_MS);
  heartbeat.unref();
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      counts.rowsRead++;
      const line = info.lines;
      // Issue 23 item 8: a NUL or other control character refuses the row (PostgreSQL refuses
      // NUL in text: the batch would fail), as the route layer refuses it in any request.
      const control = controlCharacterPath(record);
      const parsed = v.safeParse(VendorCsvRowSchema, record);
      if (control !== null) {
        reject(line, [`${control}: ${CONTROL_CHARACTER_MESSAGE}`]);
      } else if (!parsed.success) {
        reject(line, rowMessages(parsed.issues));
      } else {
        const row = parsed.output;
        const categoryId = categoryByKey.get(row.category.trim().toLowerCase());
        const earlier = seen.get(row.sku);
        if (categoryId === undefined) reject(line, [`category: ${VM.categoryUnknown}`]);
        else if (earlier !== undefined)
          reject(line, [`sku: This SKU is already on line ${earlier} of this file.`]);
        else {
          seen.set(row.sku, line);
          batch.push({ line, fields: fieldsOfRow(row, categoryId) });
        }
      }
      if (batch.length >= IMPORT_BATCH_ROWS) await flush();
      else if (counts.rowsRead % IMPORT_BATCH_ROWS === 0) await progress();
    }
    await flush();
  } catch (err) {
    source.unpipe();
    source.resume();
    const message =
      err instanceof HeaderError || (err as { cause?: unknown }).cause instanceof HeaderError
        ? VM.csvHeader
        : `The file could not be read as CSV: ${(err as Error).message}`;
    return progress({ status: 'failed', message, finishedAt: deps.now() });
  } finally {
    clearInterval(heartbeat);
  }
  return progress({ status: 'done', bytesRead, finishedAt: deps.now() });
}

/** Starts an import: a key used before by this vendor is refused (it names one import). */
export async function startImport(
  db: Db,
  vendor: UserRow,
  input: { key: string; fileName: string; bytesTotal: number | null },
): Promise<ImportRow> {
  const [row] = await db
    .insert(t.productImports)
    .values({
      vendorId: vendor.id,
      key: input.key,
      status: 'running',
      fileName: input.fileName.slice(0, 255),
      bytesTotal: input.bytesTotal,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw invalid('key', 'This import key was already used: start a new import.');
  return row;
}
