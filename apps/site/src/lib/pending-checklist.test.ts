import { describe, expect, it } from 'vitest';
import {
  addPending,
  PENDING_CHECKLIST_MAX,
  type PendingChecklistItem,
  pendingByShowroom,
  readPending,
} from './pending-checklist.ts';

const item = (over: Partial<PendingChecklistItem> = {}): PendingChecklistItem => ({
  product_id: 7,
  size_id: null,
  qty: 1,
  vsd_id: 'AB12CD34',
  name: 'Oak plank',
  ...over,
});

describe("a visitor's checklist on this browser", () => {
  it('reads what was stored, dropping malformed entries', () => {
    const good = item();
    const stored = JSON.stringify([
      good,
      { ...good, product_id: 0 },
      { ...good, qty: 1.5 },
      { ...good, vsd_id: 'ab12' },
      { ...good, size_id: -1 },
      { ...good, name: 3 },
      null,
    ]);
    expect(readPending(stored)).toEqual([good]);
    expect(readPending('not json')).toEqual([]);
    expect(readPending('{"a":1}')).toEqual([]);
    expect(readPending(null)).toEqual([]);
  });
  it('keeps the price line shown when adding, and drops an item whose price line is malformed', () => {
    const price = { unitPriceCents: 4610, categoryUnit: 'Box', boxSqft: 12, uom: null };
    const priced = item({ price });
    const stored = JSON.stringify([
      priced,
      { ...priced, product_id: 8, price: { ...price, unitPriceCents: -1 } },
      { ...priced, product_id: 9, price: { ...price, unitPriceCents: 1.5 } },
      { ...priced, product_id: 10, price: { ...price, categoryUnit: 4 } },
      { ...priced, product_id: 11, price: 'cheap' },
    ]);
    expect(readPending(stored)).toEqual([priced]);
    // The same product added again keeps the newest price line.
    const newer = { ...price, unitPriceCents: 4700 };
    expect(addPending([priced], item({ price: newer }))).toEqual([item({ qty: 2, price: newer })]);
    expect(addPending([priced], item())).toEqual([item({ qty: 2, price })]);
  });
  it('sums the quantity of the same product, size and showroom', () => {
    let list = addPending([], item({ qty: 2 }));
    list = addPending(list, item({ qty: 3 }));
    expect(list).toEqual([item({ qty: 5 })]);
    list = addPending(list, item({ size_id: 4 }));
    list = addPending(list, item({ vsd_id: 'ZX98YW76' }));
    expect(list.map((i) => [i.size_id, i.vsd_id, i.qty])).toEqual([
      [null, 'AB12CD34', 5],
      [4, 'AB12CD34', 1],
      [null, 'ZX98YW76', 1],
    ]);
  });
  it('keeps the newest PENDING_CHECKLIST_MAX items', () => {
    let list: PendingChecklistItem[] = [];
    for (let id = 1; id <= PENDING_CHECKLIST_MAX + 2; id += 1) {
      list = addPending(list, item({ product_id: id }));
    }
    expect(list).toHaveLength(PENDING_CHECKLIST_MAX);
    expect(list[0]?.product_id).toBe(3);
  });
  it('groups items by showroom', () => {
    const list = [item(), item({ vsd_id: 'ZX98YW76' }), item({ product_id: 8 })];
    const groups = pendingByShowroom(list);
    expect([...groups.keys()]).toEqual(['AB12CD34', 'ZX98YW76']);
    expect(groups.get('AB12CD34')?.map((i) => i.product_id)).toEqual([7, 8]);
  });
});
