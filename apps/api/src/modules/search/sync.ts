/**
 * The sync adapter (issue 26 item 3): keeps this process's pure index (text-index.ts) equal to
 * the database, its only writer. The database is the source of truth; migration 0004's
 * triggers NOTIFY the channel `product_search` with the ids of every products statement (`p:`)
 * and on category or vendor renames (`m`); the index re-reads those rows before its next answer.
 *
 * PGlite: a trigger's notification is delivered before the write returns, so every answer sees
 * every write before it.
 *
 * PostgreSQL (any number of instances): notifications come in commit order on the LISTEN
 * connection, within milliseconds of a commit. No search waits for anything on its own:
 * - a heartbeat marker goes round the LISTEN connection every second; one that has not come back
 *   after LOST_MS means notifications may have been lost (a dropped connection), and the index is
 *   rebuilt from the database in the background while the old one keeps answering;
 * - a write made by this process (`catalogChanged`, which every catalogue write calls) makes the
 *   next answer wait for one marker, so a vendor who saved a product finds it at once here; other
 *   instances see it as soon as the notification arrives (milliseconds; tests allow a second).
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { onLocalCatalogWrite } from '../../services/read-cache.ts';
import type { CategoryRow, ProductRow } from '../product-rows/index.ts';
import { type CategoryNames, ProductQueries } from './query.ts';
import { type Names, TextIndex } from './text-index.ts';

export const PRODUCT_SEARCH_CHANNEL = 'product_search';
/** How often the heartbeat marker goes round. */
const HEARTBEAT_MS = 1_000;
/** How long a marker may stay away before the index stops trusting what it heard. */
const LOST_MS = 10_000;
/** How long an answer after a local write waits for its marker before answering anyway. */
const LOCAL_WRITE_WAIT_MS = 2_000;
/** Products read per query while building. */
const PAGE = 10_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function namesOf(names: CategoryNames): Names {
  return {
    category: (id) => names.categories.get(id)?.name ?? '',
    vendor: (id) => names.vendors.get(id)?.company ?? '',
  };
}

export class LiveIndex {
  private queries: ProductQueries | null = null;
  private building: Promise<ProductQueries> | null = null;
  private names: CategoryNames = { categories: new Map(), vendors: new Map() };
  private dirty = new Set<number>();
  private namesDirty = false;
  private refreshing: Promise<void> | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private stopLocal: (() => void) | null = null;
  private readonly instance = Math.random().toString(36).slice(2, 10);
  private markerSeq = 0;
  private readonly waiting = new Map<string, () => void>();
  private heartbeat: NodeJS.Timeout | null = null;
  /** When the oldest marker still out was sent (0: none out). */
  private markerOutSince = 0;
  /** A write of this process not yet confirmed heard (PostgreSQL). */
  private localWrite: Promise<void> | null = null;
  private closed = false;
  /** What building took, for docs/performance.md. */
  stats = { documents: 0, buildMs: 0, heapBytes: 0 };

  constructor(private readonly database: Database) {}

  private get db(): Db {
    return this.database.db;
  }

  /** The queries, once the index is built and has every write heard so far. */
  async current(): Promise<ProductQueries> {
    let queries = this.queries;
    if (!queries) queries = await this.start();
    if (this.localWrite) await this.localWrite;
    if (this.dirty.size > 0 || this.namesDirty) await this.refresh();
    return this.queries ?? queries;
  }

  /** True once built (starting the build if needed); for callers that must not wait. */
  isReady(): boolean {
    if (!this.queries) void this.start().catch(() => {});
    return this.queries !== null;
  }

  /** Builds the index once (concurrent callers share the build). */
  start(): Promise<ProductQueries> {
    this.building ??= this.build().then(
      (queries) => {
        this.queries = queries;
        return queries;
      },
      (err) => {
        this.building = null;
        throw err;
      },
    );
    return this.building;
  }

  /** Reads every product; listening first, so no write between the read and the listen is missed. */
  private async build(): Promise<ProductQueries> {
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    if (!this.unsubscribe) {
      this.unsubscribe = await this.database.pubsub.subscribe(PRODUCT_SEARCH_CHANNEL, (payload) =>
        this.heard(payload),
      );
      this.stopLocal = onLocalCatalogWrite(this.database, () => this.wroteHere());
      if (this.database.kind === 'postgres') this.startHeartbeat();
    }
    this.dirty.clear();
    this.namesDirty = false;
    const names = await this.loadNames();
    const index = new TextIndex();
    const { category, vendor } = namesOf(names);
    // In id order (postings append), in pages, yielding between them so requests go on. Plain
    // SQL with the columns named as the row type names them: mapping 25,000 rows through the
    // query builder cost as much as reading them.
    let after = 0;
    for (;;) {
      const rows = rowsOf<ProductRow>(
        await this.db.execute(sql`
          SELECT id, hash, name, brand, description, vendor_id AS "vendorId",
            category_id AS "categoryId", price_cents::float8 AS "priceCents", uom,
            box_sqft AS "boxSqft", min_unit AS "minUnit", image, popularity,
            vendor_sku AS "vendorSku", has_3d AS "has3d", retired_at AS "retiredAt",
            updated_at AS "updatedAt", import_hash AS "importHash"
          FROM products WHERE retired_at IS NULL AND id > ${after}::int
          ORDER BY id LIMIT ${PAGE}::int`),
      );
      for (const row of rows) index.upsert(row, { category, vendor });
      if (rows.length < PAGE) break;
      after = (rows[rows.length - 1] as ProductRow).id;
      await new Promise((resolve) => setImmediate(resolve));
    }
    index.prepare();
    this.names = names;
    this.stats = {
      documents: index.size,
      buildMs: Math.round(performance.now() - started),
      heapBytes: process.memoryUsage().heapUsed - heapBefore,
    };
    if (this.database.kind === 'postgres' || index.size > 1_000) {
      console.log(
        `Search index: ${index.size} products in ${this.stats.buildMs} ms (heap +${Math.round(this.stats.heapBytes / 1_048_576)} MB).`,
      );
    }
    return new ProductQueries(index, names);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.stopLocal?.();
    await this.unsubscribe?.();
  }

  private heard(payload: string) {
    if (payload.startsWith('p:')) {
      for (const id of payload.slice(2).split(',')) this.dirty.add(Number(id));
    } else if (payload === 'm') {
      this.namesDirty = true;
    } else if (payload.startsWith('s:')) {
      const resolve = this.waiting.get(payload);
      if (resolve) {
        this.waiting.delete(payload);
        resolve();
      }
    }
  }

  /** Sends a marker round the LISTEN connection; resolves when it came back. */
  private marker(): Promise<void> {
    const marker = `s:${this.instance}:${++this.markerSeq}`;
    const back = new Promise<void>((resolve) => this.waiting.set(marker, resolve));
    if (this.markerOutSince === 0) this.markerOutSince = Date.now();
    void this.database.pubsub.publish(PRODUCT_SEARCH_CHANNEL, marker).catch(() => {
      // The connection is down: the heartbeat sees the marker stay away.
    });
    return back.then(() => {
      this.markerOutSince = 0;
    });
  }

  private startHeartbeat() {
    this.heartbeat = setInterval(() => {
      if (this.closed) return;
      if (this.markerOutSince !== 0 && Date.now() - this.markerOutSince > LOST_MS) {
        this.lostTrack();
        return;
      }
      if (this.markerOutSince === 0) void this.marker();
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** PostgreSQL: a write of this process is heard before this process answers again. */
  private wroteHere() {
    if (this.database.kind !== 'postgres' || this.localWrite) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LOCAL_WRITE_WAIT_MS);
    });
    this.localWrite = Promise.race([this.marker(), late]).finally(() => {
      clearTimeout(timer);
      this.localWrite = null;
    });
  }

  /** Notifications may have been missed: build again from the database, answering meanwhile. */
  private lostTrack() {
    console.warn('Search index: a notification did not come back; rebuilding from the database.');
    this.markerOutSince = 0;
    this.waiting.clear();
    this.building = null;
    this.build()
      .then((queries) => {
        this.queries = queries;
      })
      .catch((err) => console.warn(`Search index: rebuilding failed: ${err}`));
  }

  /** Re-reads the products (and names) notifications named; one refresh at a time. */
  private refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        while (this.dirty.size > 0 || this.namesDirty) {
          const queries = this.queries;
          if (!queries) return;
          const ids = [...this.dirty];
          this.dirty.clear();
          const index = queries.index;
          if (this.namesDirty) {
            this.namesDirty = false;
            const before = this.names;
            this.names = await this.loadNames();
            queries.setNames(this.names);
            // A renamed category or vendor: its products are found by the new name.
            const renamedCategories = new Set(
              [...this.names.categories.values()]
                .filter((c) => before.categories.get(c.id)?.name !== c.name)
                .map((c) => c.id),
            );
            const renamedVendors = new Set(
              [...this.names.vendors]
                .filter(([id, v]) => before.vendors.get(id)?.company !== v.company)
                .map(([id]) => id),
            );
            if (renamedCategories.size > 0 || renamedVendors.size > 0) {
              const names = namesOf(this.names);
              for (const id of index.idsWhere(
                (row) => renamedCategories.has(row.categoryId) || renamedVendors.has(row.vendorId),
              )) {
                if (!this.dirty.has(id)) index.upsert(index.products.get(id) as ProductRow, names);
              }
              index.prepare();
            }
          }
          const names = namesOf(this.names);
          for (let i = 0; i < ids.length; i += 1_000) {
            const chunk = ids.slice(i, i + 1_000);
            const rows = await this.db
              .select()
              .from(t.products)
              .where(and(inArray(t.products.id, chunk), isNull(t.products.retiredAt)));
            const found = new Set<number>();
            for (const row of rows) {
              found.add(row.id);
              index.upsert(row, names);
            }
            for (const id of chunk) if (!found.has(id)) index.remove(id);
          }
          index.prepare();
        }
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  private async loadNames(): Promise<CategoryNames> {
    const [cats, vendors] = await Promise.all([
      this.db.select().from(t.categories),
      this.db
        .select({
          id: t.users.id,
          company: t.users.companyName,
          first: t.users.firstName,
          last: t.users.lastName,
        })
        .from(t.users)
        .where(sql`${t.users.id} IN (SELECT DISTINCT vendor_id FROM products)`),
    ]);
    return {
      categories: new Map<number, CategoryRow>(cats.map((c) => [c.id, c])),
      vendors: new Map(
        vendors.map((v) => [
          v.id,
          { company: v.company, display: v.company ?? `${v.first} ${v.last}`.trim() },
        ]),
      ),
    };
  }
}
