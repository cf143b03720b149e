import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.config.base.ts';

/** Inlines relative `@import './x.css';` lines so dist/styles.css is one self-contained file. */
function inlineCss(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return '';
  seen.add(file);
  return readFileSync(file, 'utf8').replace(
    /@import\s+['"](\.{1,2}\/[^'"]+)['"]\s*;/g,
    (_match, path: string) => inlineCss(resolve(dirname(file), path), seen),
  );
}

export default defineConfig(
  packageBuild(
    { index: 'src/index.ts' },
    {
      external: ['react', 'react-dom', /^@brand\/core/, /^@radix-ui\//],
      async onSuccess() {
        mkdirSync('dist', { recursive: true });
        writeFileSync('dist/styles.css', inlineCss(resolve('src/styles.css')));
      },
    },
  ),
);
