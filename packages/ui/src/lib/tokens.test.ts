import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tokens } from './tokens';

// A path, not `new URL('x.css', import.meta.url)`: Vite would turn that into an asset URL.
const here = dirname(fileURLToPath(import.meta.url));
const css = readFileSync(join(here, '../styles/tokens.css'), 'utf8');
const declared = [...new Set([...css.matchAll(/(--bui-[a-z0-9-]+)\s*:/g)].map((m) => m[1]))];

describe('given the token references', () => {
  it('name exactly the custom properties tokens.css declares', () => {
    const referenced = Object.values(tokens).map((value) => value.replace(/^var\((.*)\)$/, '$1'));
    expect([...referenced].sort()).toEqual([...declared].sort());
  });

  it('are var() references by camel-cased name', () => {
    expect(tokens.primary).toBe('var(--bui-primary)');
    expect(tokens.onPrimaryHover).toBe('var(--bui-on-primary-hover)');
    expect(tokens.space4).toBe('var(--bui-space-4)');
  });
});
