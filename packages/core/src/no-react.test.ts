import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.mock('react', () => {
  throw new Error('@brand/core must not import react');
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('given react is unavailable', () => {
  it('imports every entry point of core', async () => {
    const core = await import('./index');
    expect(core).toBeTypeOf('object');
  });

  it('has no source file that names react', () => {
    const offenders = sources(new URL('.', import.meta.url).pathname).filter((file) =>
      /from ['"]react(-dom)?(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
