import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../vitest.shared.ts';

const port = Number(process.env.VISUAL_PORT ?? 6007);

/** Screenshot baselines of every story, served from the built storybook-static. */
export default defineConfig({
  forbidOnly: true,
  testDir: 'visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  // An element screenshot of each story's root: at most 20 pixels may differ (anti-aliasing);
  // a missing button, badge or line of text is hundreds (see docs/decisions/ui.md).
  expect: { toHaveScreenshot: { maxDiffPixels: 20, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 720 },
    deviceScaleFactor: 1,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `node visual/serve.mjs`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});
