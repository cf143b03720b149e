import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../vitest.shared.ts';

/** Browser tests of the built embed on a third-party page (Debian's Chromium, never a download). */
export default defineConfig({
  forbidOnly: true,
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  timeout: 60_000,
  reporter: 'list',
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
