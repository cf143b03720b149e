// Mutation testing of the spec's rules (src/rules): `pnpm test:mutation`.
// Incremental: stryker-incremental.json (committed) records every mutant's result, so a run
// re-tests only the mutants whose code or tests changed. `pnpm test:mutation` reads a copy (in
// reports/, so a run leaves the tree clean); `pnpm test:mutation:update` rewrites the committed
// file: run it and commit the file after changing a rule or its tests. The score and timings are in
// docs/performance.md; `thresholds.break` is the floor CI enforces.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['src/rules/**/*.ts', '!src/rules/**/*.test.ts', '!src/rules/index.ts'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress'],
  clearTextReporter: {
    allowColor: false,
    logTests: false,
    reportTests: false,
    reportMutants: false,
    reportScoreTable: true,
  },
  thresholds: { high: 95, low: 85, break: 90 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
