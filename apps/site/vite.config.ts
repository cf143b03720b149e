import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { workspaceAlias } from '../../vitest.shared.ts';

/**
 * Fewer, larger chunks for what every page or every shopping page loads (issue 26): rolldown
 * otherwise splits each set of modules shared by a different set of screens into its own small
 * chunk, and 15-20 chunks of 0.2-1 KB gzip a third worse than the same code in one (measured:
 * the cart route's 14 chunks 10.2 KB gz apart, 7.5 together; docs/performance.md).
 *
 * - `app`: the entry and everything it imports statically (React, the router, the shell, the
 *   stores, the client), one chunk rather than twelve.
 * - `commerce`: what the cart, the product, the listings and the checklist all draw with (money,
 *   price lines, sizes, the quantity box, the UI's resource and action hooks).
 * - `shop`: what the product page and the listings share (the checklist and listing helpers).
 *
 * A module in a group is loaded by every screen that uses any module of it, so a group holds only
 * what those screens all use; scripts/size.mjs holds each route to its budget.
 */
const CHUNK_GROUPS = [
  { name: 'app', test: /src\/main\.tsx$/, priority: 20 },
  {
    name: 'commerce',
    test: /packages\/ui\/src\/lib\/|packages\/ui\/src\/commerce\/(price-line|size|quantity-box)\/|packages\/core\/src\/rules\/(money|price-line|size|sanitize|limits)\.ts|apps\/site\/src\/lib\/(load-state|use-load)\.ts/,
    priority: 10,
  },
  {
    name: 'shop',
    test: /apps\/site\/src\/lib\/(checklist-actions|pending-checklist|listing-query|image-srcset)\.ts|apps\/site\/src\/features\/shopping\/product-cards\.ts/,
    priority: 9,
  },
];

/**
 * The site talks to the API through `<meta name="api-base-url">` (spec 1 §7). It defaults to
 * `/api` (the API serves the built site on the same origin); set VITE_API_BASE_URL at build
 * time to point elsewhere. In dev, /api and /embed are proxied to the API on port 3000 (API_PROXY_TARGET).
 */
export default defineConfig(({ command, mode }) => {
  // `vite build` makes the production bundle whatever NODE_ENV the shell holds (Vite reads
  // NODE_ENV after this file to choose React's production or development JSX runtime).
  if (command === 'build') process.env.NODE_ENV = 'production';
  const env = loadEnv(mode, process.cwd(), '');
  // `%VITE_API_BASE_URL%` in index.html is replaced by Vite from the env; give it a default.
  process.env.VITE_API_BASE_URL = env.VITE_API_BASE_URL || '/api';
  return {
    plugins: [react()],
    resolve: { alias: workspaceAlias },
    server: {
      proxy: {
        '/api': { target: env.API_PROXY_TARGET || 'http://localhost:3000', changeOrigin: true },
        // The embed's loader and chunks, which the API serves (the dashboard's live preview).
        '/embed': { target: env.API_PROXY_TARGET || 'http://localhost:3000', changeOrigin: true },
      },
    },
    // `vite preview` (the stubbed browser suites' server) proxies nothing: their /api calls are
    // stubbed in the browser (e2e/hermetic.ts), never forwarded to a server on this machine.
    preview: { proxy: {} },
    build: {
      outDir: 'dist',
      sourcemap: true,
      manifest: true,
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
  };
});
