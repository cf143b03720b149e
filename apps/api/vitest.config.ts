import { defineConfig } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared.ts';

export default defineConfig({
  resolve: { alias: workspaceAlias },
  test: {
    // Issue 23 item 15: a test that asserts nothing fails instead of passing.
    expect: { requireAssertions: true },
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // One PGlite initdb, migration and small seed per run, not per test (see the file).
    globalSetup: ['test/pglite-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: two test files at a time, each with its own database.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
