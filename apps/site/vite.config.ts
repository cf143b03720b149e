import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { workspaceAlias } from '../../vitest.shared.ts';

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
    build: { outDir: 'dist', sourcemap: true, manifest: true },
  };
});
