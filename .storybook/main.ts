import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import { workspaceAlias } from '../vitest.shared.ts';

const repo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
/** The component modules whose props Storybook documents (not stories, tests or other code). */
const DOCGEN = /\/packages\/ui\/src\/(?!.*\.(?:stories|test)\.tsx$).*\.tsx$/;
/** `stories` below, from the repository's root. */
const STORIES = ['packages/ui/src/**/*.stories.tsx', 'apps/site/src/pages/*.stories.tsx'];

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../apps/site/src/stories/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // The page stories' assets: the site's public files (the home hero's poster) and the fixture
  // products' drawings at the API's /demo/ paths (apps/site/src/stories/fixture-images).
  staticDirs: [
    '../apps/site/public',
    { from: '../apps/site/src/stories/fixture-images', to: '/demo' },
  ],
  viteFinal: async (viteConfig) => {
    viteConfig.resolve ??= {};
    const existing = viteConfig.resolve.alias;
    const list = Array.isArray(existing)
      ? existing
      : Object.entries(existing ?? {}).map(([find, replacement]) => ({
          find,
          replacement: String(replacement),
        }));
    viteConfig.resolve.alias = [...workspaceAlias, ...list];
    // Pre-bundle every dependency before the first story loads (issue 28 item 10). Storybook
    // gives Vite's dependency scan the stories' paths relative to where it runs (packages/ui,
    // through `pnpm --filter @brand/ui storybook`), while Vite reads them from the repository
    // root: it found none, discovered React DOM, Radix, valibot ... one story at a time, and
    // answered 504 "Outdated Optimize Dep" and reloaded the page each time (the first story
    // took 45-110 s). Absolute globs let the scan read every story.
    viteConfig.optimizeDeps ??= {};
    viteConfig.optimizeDeps.entries = [
      ...STORIES.map((glob) => repo(glob)),
      ...[viteConfig.optimizeDeps.entries ?? []].flat(),
    ];
    // Props tables (docgen) for @brand/ui's components only. Storybook's react-docgen plugin
    // parses every .ts/.tsx it serves, core's contract and the site's modules included, before
    // the first story can render; none of those holds a component with docs here.
    // (The first story: 55-72 s with it on everything, 20-26 s so, on a loaded 2-core machine.)
    for (const plugin of viteConfig.plugins ?? []) {
      if (!plugin || typeof plugin !== 'object' || !('transform' in plugin)) continue;
      const { name, transform } = plugin as Plugin;
      if (name !== 'storybook:react-docgen-plugin' || typeof transform !== 'function') continue;
      (plugin as Plugin).transform = function (this, code, id, options) {
        return DOCGEN.test(id) ? transform.call(this, code, id, options) : undefined;
      };
    }
    return viteConfig;
  },
};

export default config;
