import { defineConfig } from '@playwright/test';
import { chromiumArgs } from '../../vitest.shared.ts';
import { realApiConfig } from './playwright.real-api.ts';

/**
 * The visualizer (e2e/visualizer.spec.ts, issue 15) against the real API. WebGL in headless
 * Debian Chromium runs on SwiftShader (software GL): `--disable-gpu` off, ANGLE on SwiftShader,
 * and `--enable-unsafe-swiftshader` (Chromium otherwise refuses software WebGL).
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.visualizer.config.ts
 */
export const WEBGL_ARGS = [
  ...chromiumArgs.filter((arg) => arg !== '--disable-gpu'),
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

const config = realApiConfig('visualizer', /visualizer(-photo)?\.spec\.ts/);
export default defineConfig({
  forbidOnly: true,
  ...config,
  use: {
    ...config.use,
    viewport: { width: 1280, height: 900 },
    launchOptions: { ...config.use?.launchOptions, args: WEBGL_ARGS },
  },
});
