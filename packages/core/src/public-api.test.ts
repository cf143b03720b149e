/**
 * Nothing public may disappear by accident: every entry point's names (values and types) are
 * compared with src/public-api.json. A removal fails here; a deliberate addition is recorded
 * with `node scripts/public-api.mjs --write`.
 */
import { describe, expect, it } from 'vitest';
import { ENTRIES, publicApi } from '../scripts/public-api.mjs';
import recorded from './public-api.json';

const current = publicApi();
const modules: Record<string, () => Promise<Record<string, unknown>>> = {
  '.': () => import('./index'),
  './contract': () => import('./contract/public'),
  './client': () => import('./client/index'),
  './session': () => import('./session/index'),
  './rules': () => import('./rules/index'),
  './drawing': () => import('./drawing/index'),
};

describe.each(Object.keys(ENTRIES))('given the entry point @brand/core%s', (subpath) => {
  const key = subpath as keyof typeof recorded;
  const was = recorded[key];
  const now = current[subpath];

  it('still exports every name it exported before', () => {
    expect(now).toBeDefined();
    const missing = (kind: 'values' | 'types') =>
      was[kind].filter((name) => !now?.[kind].includes(name));
    expect({ values: missing('values'), types: missing('types') }).toEqual({
      values: [],
      types: [],
    });
  });

  it('has its new names recorded in public-api.json', () => {
    const added = (kind: 'values' | 'types') =>
      now?.[kind].filter((name) => !was[kind].includes(name)) ?? [];
    expect(
      { values: added('values'), types: added('types') },
      'record deliberate additions with `node scripts/public-api.mjs --write`',
    ).toEqual({ values: [], types: [] });
  });

  it('exports at runtime exactly the recorded values', async () => {
    const load = modules[subpath];
    expect(load).toBeDefined();
    const names = Object.keys((await load?.()) ?? {}).sort();
    expect(names).toEqual(was.values);
  });
});

describe('given the entry files', () => {
  it('export each public name by name, never with export *', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = new URL('..', import.meta.url).pathname;
    const barrels = Object.values(ENTRIES).filter((file) =>
      /^export\s+\*/m.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(barrels).toEqual([]);
  });
});
