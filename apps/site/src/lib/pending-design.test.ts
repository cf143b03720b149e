import type { Client } from '@brand/core/client';
import type { KeyValueStorage } from '@brand/core/session';
import { describe, expect, it, vi } from 'vitest';
import {
  PENDING_DESIGN_KEY,
  type PendingDesign,
  putPendingDesign,
  readPendingDesigns,
  savePendingDesigns,
} from './pending-design.ts';

const design = (over: Partial<PendingDesign> = {}): PendingDesign => ({
  vsd_id: 'AB12CD34',
  floorplan: 3,
  floorTemplate: 11,
  surfaces: [{ surface: 'floor', product_id: 9 }],
  ...over,
});

function memory(initial: Record<string, string> = {}): KeyValueStorage & { data: typeof initial } {
  const data = { ...initial };
  return {
    data,
    get: (k) => data[k] ?? null,
    set: (k, v) => {
      data[k] = v;
    },
    remove: (k) => {
      delete data[k];
    },
  } as KeyValueStorage & { data: typeof initial };
}

describe("a visitor's design on this browser (issue 15 item 2)", () => {
  it('reads what was stored, dropping malformed entries', () => {
    const good = design();
    const stored = JSON.stringify([
      good,
      { ...good, vsd_id: 'ab12' },
      { ...good, floorplan: 0 },
      { ...good, floorTemplate: 1.5 },
      { ...good, surfaces: 'floor' },
      { ...good, surfaces: [{ surface: 'floor', product_id: -1 }] },
      { ...good, surfaces: [{ surface: 4, product_id: 2 }] },
      null,
    ]);
    expect(readPendingDesigns(stored)).toEqual([good]);
    expect(readPendingDesigns('{not json')).toEqual([]);
    expect(readPendingDesigns(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(readPendingDesigns(null)).toEqual([]);
  });

  it('keeps one design per showroom, the newest', () => {
    const other = design({ vsd_id: 'ZX98YW76' });
    const next = design({ surfaces: [] });
    expect(putPendingDesign([design(), other], next)).toEqual([other, next]);
    expect(putPendingDesign([], next)).toEqual([next]);
  });

  it('saves each design to its showroom at sign-in; keeps what failed, drops what was refused', async () => {
    const a = design();
    const b = design({ vsd_id: 'ZX98YW76' });
    const c = design({ vsd_id: 'QQ11QQ11' });
    const storage = memory({ [PENDING_DESIGN_KEY]: JSON.stringify([a, b, c]) });
    const saveDesign = vi.fn(async ({ body }: { body: { showroom: string } }) => {
      if (body.showroom === 'ZX98YW76') throw Object.assign(new Error('down'), { status: 0 });
      if (body.showroom === 'QQ11QQ11') throw Object.assign(new Error('bad'), { status: 422 });
      return { data: null };
    });
    const client = { visualizer: { saveDesign } } as unknown as Client;
    await savePendingDesigns(client, storage);
    expect(saveDesign).toHaveBeenCalledTimes(3);
    expect(saveDesign.mock.calls[0]?.[0]).toMatchObject({
      body: { showroom: 'AB12CD34', floorplan: 3, floorTemplate: 11, surfaces: a.surfaces },
      quiet: true,
    });
    expect(readPendingDesigns(storage.get(PENDING_DESIGN_KEY))).toEqual([b]);
    saveDesign.mockImplementation(async () => ({ data: null }));
    await savePendingDesigns(client, storage);
    expect(storage.get(PENDING_DESIGN_KEY)).toBeNull();
  });

  it('takes the finishes to the project with the products (issue 29 item 3)', async () => {
    const finishes = { paint: 'sage-green', cabinetColour: 'navy' };
    const storage = memory({ [PENDING_DESIGN_KEY]: JSON.stringify([design({ finishes })]) });
    const saveDesign = vi.fn(async (_call: { body: object }) => ({ data: null }));
    await savePendingDesigns({ visualizer: { saveDesign } } as unknown as Client, storage);
    expect(saveDesign.mock.calls[0]?.[0]).toMatchObject({ body: { finishes } });
    // A design kept before finishes existed sends none.
    storage.set(PENDING_DESIGN_KEY, JSON.stringify([design()]));
    await savePendingDesigns({ visualizer: { saveDesign } } as unknown as Client, storage);
    expect(saveDesign.mock.calls[1]?.[0]).not.toHaveProperty('body.finishes');
  });
});
