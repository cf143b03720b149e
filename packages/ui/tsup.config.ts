import { dirname, relative } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { packageBuild } from '../../tsup.config.base.ts';
import { buildCss } from './scripts/build-css.mjs';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * Keeps every relative import (static and dynamic `import()`) an import of the other module's
 * own output file (`./button.js`) instead of bundling it in. (esbuild-plugin-file-path-extensions
 * does this for static imports only: it inlined the react-server entry's lazy `import()`s.)
 */
const keepModules: EsbuildPlugin = {
  name: 'keep-modules',
  setup(build) {
    build.onResolve({ filter: /^\.{1,2}\// }, async (args) => {
      if (args.pluginData === 'keep-modules' || !args.importer) return undefined;
      if (args.kind !== 'import-statement' && args.kind !== 'dynamic-import') return undefined;
      const target = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'keep-modules',
      });
      if (target.errors.length > 0 || !/\.tsx?$/.test(target.path)) return undefined;
      let path = relative(dirname(args.importer), target.path).replace(/\.tsx?$/, '.js');
      if (!path.startsWith('.')) path = `./${path}`;
      return { path, external: true };
    });
  },
};

/**
 * One output file per source module (not one bundle): each keeps its own "use client"
 * directive, so a React Server Components bundler sees exactly which modules are client
 * components, and the server-safe ones (./server) stay importable on the server. Relative
 * imports stay imports of those files (keepModules above).
 * Types: one bundled declaration file per public entry.
 */
export default defineConfig(
  packageBuild(
    {},
    {
      entry: [
        'src/**/*.ts',
        'src/**/*.tsx',
        '!src/**/*.test.*',
        '!src/**/*.stories.*',
        '!src/*/**/index.ts',
        '!src/vite-env.d.ts',
      ],
      splitting: false,
      treeshake: false,
      dts: {
        entry: {
          index: 'src/index.ts',
          server: 'src/server.ts',
          'photo-mode': 'src/photo-mode.ts',
          'index.react-server': 'src/index.react-server.ts',
        },
      },
      external: ['react', 'react-dom', /^@brand\/core/, /^@radix-ui\//],
      esbuildPlugins: [keepModules],
      // styles.css, tokens.css and the per-component css/*.css, each carrying the layer order.
      async onSuccess() {
        buildCss();
      },
    },
  ),
);
