import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath, workspaceAlias } from '../../vitest.shared.ts';

/**
 * Unit tests run in Chromium: custom elements, shadow roots, constructable stylesheets and
 * real keyboard focus are what they test, and jsdom has none of them right.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      ...workspaceAlias,
      // As in the build: no scroll lock injecting <style> into the host page (see the shim).
      {
        find: /^react-remove-scroll$/,
        replacement: fileURLToPath(new URL('./src/shims/remove-scroll.ts', import.meta.url)),
      },
    ],
  },
  // Pre-bundled up front: a mid-run discovery reloads the browser and fails the test file.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react-dom/client',
      '@radix-ui/react-select',
      '@brand/ui > @radix-ui/react-dialog',
      '@brand/ui > @radix-ui/react-toast',
      '@brand/ui > class-variance-authority',
      '@brand/ui > clsx',
      '@brand/ui > zustand',
      '@brand/core > card-validator',
      '@brand/core > libphonenumber-js',
      '@brand/core > ofetch',
      '@brand/core > valibot',
      '@brand/core > zustand/vanilla',
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Issue 23 item 15: a test that asserts nothing fails instead of passing.
    expect: { requireAssertions: true },
    browser: {
      enabled: true,
      screenshotFailures: false,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
