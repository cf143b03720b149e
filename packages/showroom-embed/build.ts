/**
 * Builds the npm entry (dist/index.js + .d.ts, tsup with the shared config) and what the
 * marketplace serves at /embed/ (dist/embed/):
 *   v1/showroom.js            the loader: a classic script, stable name, short cache
 *   v1/assets/<name>-<hash>.js the widget and its lazy chunks: ES modules, immutable
 *   demo.html, demo.css, demo.js  the third-party demo page (served at /embed/demo.html)
 * The widget is built first; its hashed file name is then baked into the loader.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build as tsup } from 'tsup';
import { build, type InlineConfig } from 'vite';
import { packageBuild } from '../../tsup.config.base.ts';
import { workspaceAlias } from '../../vitest.shared.ts';

// What we ship is a production bundle whatever NODE_ENV the shell holds: Vite reads NODE_ENV to
// pick React's JSX runtime, and `NODE_ENV=development` used to build chunks calling `jsxDEV`
// against React's production runtime ("(0, j.jsxDEV) is not a function" on every host page).
process.env.NODE_ENV = 'production';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const outDir = here('./dist/embed/v1');

const aliases = [
  ...workspaceAlias,
  { find: /^react-remove-scroll$/, replacement: here('./src/shims/remove-scroll.ts') },
];

const shared: InlineConfig = {
  configFile: false,
  root: here('.'),
  logLevel: 'warn',
  resolve: { alias: aliases },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

/** `import css from './x.css?inline'` for esbuild: the CSS text with its @imports inlined. */
function inlineCss(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return '';
  seen.add(file);
  return readFileSync(file, 'utf8').replace(
    /@import\s+['"](\.{1,2}\/[^'"]+)['"]\s*;/g,
    (_match, path: string) => inlineCss(resolve(dirname(file), path), seen),
  );
}

rmSync(here('./dist'), { recursive: true, force: true });

// 1. The npm entries: index (element + protocol, no React) and react (the wrapper), with types;
//    react, @brand/core and @brand/ui stay peers/deps.
await tsup({
  ...packageBuild({ index: 'src/index.ts', react: 'src/react.tsx' }),
  clean: false,
  silent: true,
  // Rollup's tree-shaking pass would drop react.js's "use client" directive (esbuild keeps it).
  treeshake: false,
  platform: 'browser',
  noExternal: [/\?inline$/],
  external: [
    'react',
    'react-dom',
    /^react\//,
    /^react-dom\//,
    /^@brand\/core/,
    /^@brand\/ui$/,
    /^@radix-ui\//,
  ],
  esbuildPlugins: [
    {
      name: 'css-inline',
      setup(build) {
        build.onResolve({ filter: /\.css\?inline$/ }, (args) => {
          const spec = args.path.replace(/\?inline$/, '');
          const path = spec.startsWith('@brand/ui/')
            ? here(`../ui/src/${spec.slice('@brand/ui/'.length)}`)
            : resolve(args.resolveDir, spec);
          return { path: `${path}.inline-text`, namespace: 'css-inline', pluginData: path };
        });
        build.onLoad({ filter: /.*/, namespace: 'css-inline' }, (args) => ({
          contents: inlineCss(args.pluginData as string),
          loader: 'text',
        }));
      },
    },
  ],
});

/**
 * The script-tag widget renders with Preact's React compatibility layer instead of React DOM:
 * the page that pastes our script has no React to share, and React DOM alone is about 61 KB
 * gzipped, Preact with compat about 6 KB (see docs/decisions/embed.md). The npm entries keep
 * using the host's React.
 */
const preact = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: preact('preact/compat/client') },
  { find: /^react\/jsx-runtime$/, replacement: preact('preact/compat/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preact('preact/compat/jsx-dev-runtime') },
  { find: /^react-dom$/, replacement: preact('preact/compat') },
  { find: /^react$/, replacement: preact('preact/compat') },
];

await build({
  ...shared,
  resolve: { alias: [...preactAliases, ...aliases] },
  base: './',
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2022',
    manifest: 'widget-manifest.json',
    modulePreload: false,
    sourcemap: true,
    rollupOptions: {
      input: { widget: here('./src/runtime/index.ts') },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        // Hex hashes: the server's "hashed file" pattern never meets a '-' inside the hash.
        hashCharacters: 'hex',
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
});

const manifest = JSON.parse(readFileSync(`${outDir}/widget-manifest.json`, 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean }
>;
const widget = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
if (!widget) throw new Error('The widget build produced no entry chunk.');

await build({
  ...shared,
  define: { ...shared.define, __WIDGET_FILE__: JSON.stringify(widget) },
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    lib: {
      entry: here('./src/loader.ts'),
      formats: ['iife'],
      name: 'BrandShowroomLoader',
      fileName: () => 'showroom.js',
    },
  },
});

mkdirSync(here('./dist/embed'), { recursive: true });
for (const file of ['demo.html', 'demo.css', 'demo.js']) {
  copyFileSync(here(`./demo/${file}`), here(`./dist/embed/${file}`));
}
console.log(`embed: dist/embed/v1/showroom.js -> ${widget}`);
