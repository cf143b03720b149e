import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant of src/rules: the rules' own tests. Stryker copies
 * the package to a sandbox, so nothing here may reach outside it (the rules import only
 * relative paths).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/rules/**/*.test.ts'],
  },
});
