import { describe, expect, it, vi } from 'vitest';
import { onIntent } from './on-intent.ts';

describe('given a module loaded on intent', () => {
  it('loads once however often the user shows intent', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const module = onIntent(importer);
    expect(module.get()).toBeUndefined();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect(a).toBe(b);
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.get()).toEqual({ answer: 42 });
  });

  it('tries again after a failed load', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('loaded');
    const module = onIntent(importer);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    expect(module.get()).toBeUndefined();
    await expect(module.load()).resolves.toBe('loaded');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
