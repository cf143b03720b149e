import type { VendorImport } from '@brand/core/contract';
import { and, eq, lt } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { notFound } from '../../errors.ts';
import { iso } from '../shared/index.ts';

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

/**
 * A running import with no heartbeat for this long was left by a process that stopped (killed,
 * crashed, restarted): four missed heartbeats (import-products.ts beats every 15 s).
 */
export const IMPORT_STALE_MS = 60_000;

/** What a vendor reads on an import its process left unfinished. */
export const IMPORT_INTERRUPTED =
  'The import stopped before it finished (the server restarted). Rows written before stay: import the same file again to finish it.';

/**
 * One of the vendor's imports by its key (404 for another vendor's or an unknown key). A running
 * import whose heartbeat has stopped is marked failed here, once, whichever instance reads it.
 */
export async function findImport(deps: Deps, vendorId: number, key: string) {
  const { db } = deps.database;
  const [row] = await db
    .select()
    .from(t.productImports)
    .where(and(eq(t.productImports.vendorId, vendorId), eq(t.productImports.key, key)));
  if (!row) throw notFound('Import not found.');
  const now = deps.now();
  if (row.status !== 'running' || now.getTime() - row.heartbeatAt.getTime() < IMPORT_STALE_MS) {
    return row;
  }
  const [failed] = await db
    .update(t.productImports)
    .set({ status: 'failed', message: IMPORT_INTERRUPTED, finishedAt: now })
    .where(
      and(
        eq(t.productImports.id, row.id),
        eq(t.productImports.status, 'running'),
        lt(t.productImports.heartbeatAt, new Date(now.getTime() - IMPORT_STALE_MS)),
      ),
    )
    .returning();
  return failed ?? row;
}
