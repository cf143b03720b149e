import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Workspace packages resolve to their sources in tests and dev servers, so nothing has to be
 * built first. Mirrors `paths` in tsconfig.base.json.
 */
export const workspaceAlias = [
  { find: /^@brand\/core$/, replacement: here('./packages/core/src/index.ts') },
  { find: /^@brand\/core\/(.*)$/, replacement: here('./packages/core/src/$1/index.ts') },
  { find: /^@brand\/ui$/, replacement: here('./packages/ui/src/index.ts') },
  { find: /^@brand\/ui\/(.*)$/, replacement: here('./packages/ui/src/$1') },
  { find: /^@brand\/visualizer$/, replacement: here('./packages/visualizer/src/index.ts') },
  { find: /^@brand\/visualizer\/(.*)$/, replacement: here('./packages/visualizer/src/$1.ts') },
  { find: /^@brand\/showroom-embed$/, replacement: here('./packages/showroom-embed/src/index.ts') },
];

/** Chromium from Debian; no tool here may download its own browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
