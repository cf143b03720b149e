import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceAlias } from '../vitest.shared.ts';

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
    return viteConfig;
  },
};

export default config;
