import type { VendorImport } from '@brand/core/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { iso } from '../shared/format.ts';

export type ImportRow = typeof t.productImports.$inferSelect;

export function importJson(row: ImportRow): VendorImport {
  const percent =
    row.status === 'done'
      ? 100
      : row.bytesTotal
        ? Math.min(99, Math.floor((row.bytesRead / row.bytesTotal) * 100))
        : null;
  return {
    key: row.key,
    status: row.status as VendorImport['status'],
    file_name: row.fileName,
    bytes_total: row.bytesTotal,
    bytes_read: row.bytesRead,
    percent,
    rows_read: row.rowsRead,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    rejected: row.rejected,
    errors: row.errors,
    message: row.message,
    started_at: iso(row.startedAt),
    finished_at: row.finishedAt ? iso(row.finishedAt) : null,
  };
}

/** One of the vendor's imports by its key (404 for another vendor's or an unknown key). */
export async function findImport(db: Db, vendorId: number, key: string) {
  const [row] = await db
    .select()
    .from(t.productImports)
    .where(and(eq(t.productImports.vendorId, vendorId), eq(t.productImports.key, key)));
  if (!row) throw notFound('Import not found.');
  return row;
}
