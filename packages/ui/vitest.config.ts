import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { ReactElement } from 'react';
import { createServer } from 'vite';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { chromiumArgs, chromiumPath, workspaceAlias } from '../../vitest.shared.ts';

/**
 * The hydration check's server half: renders a fixture of test/hydration/fixtures.tsx with
 * react-dom/server in this Node process (Vite's SSR module loader), as a server would.
 */
const renderOnServer: BrowserCommand<[name: string]> = async (_context, name) => {
  // A Vite server of its own in SSR mode (Node resolution, dependencies external), not the
  // browser project's: what runs here is what a Node server runs.
  const server = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    resolve: { alias: workspaceAlias },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { fixtures } = (await server.ssrLoadModule('/test/hydration/fixtures.tsx')) as {
      fixtures: Record<string, () => ReactElement>;
    };
    const fixture = fixtures[name];
    if (!fixture) throw new Error(`No hydration fixture named ${name}`);
    const { renderToString } = await import('react-dom/server');
    return renderToString(fixture());
  } finally {
    await server.close();
  }
};

const chromium = () =>
  playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Axe checks a story right after its play function: with reduced motion the ui
    // draws dialogs and menus without their entry animation, so no check can catch a
    // half-faded colour on a loaded machine. The ui honours the setting for users too.
    contextOptions: { reducedMotion: 'reduce' },
  });

export default defineConfig({
  resolve: { alias: workspaceAlias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          setupFiles: ['./test/setup.ts'],
          // Issue 23 item 15: a test that asserts nothing fails (stories assert by rendering
          // and by axe, so the storybook project does not ask for expect()).
          expect: { requireAssertions: true },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '../../.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'hydration',
          include: ['test/hydration/*.test.tsx'],
          expect: { requireAssertions: true },
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
            commands: { renderOnServer },
          },
        },
      },
    ],
  },
});
