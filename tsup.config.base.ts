import type { Options } from 'tsup';

/**
 * The one build config every published package uses (ESM + .d.ts).
 * Changing bundler later means changing this file only.
 */
export function packageBuild(entry: Record<string, string>, extra: Partial<Options> = {}): Options {
  return {
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    platform: 'neutral',
    outDir: 'dist',
    ...extra,
  };
}
