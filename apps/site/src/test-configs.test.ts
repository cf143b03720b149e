// Issue 23 item 15: tests that can fail. Every Playwright config of the repository forbids a
// committed test.only (it would silently skip the rest); every Vitest config makes a test that
// asserts nothing fail, and none passes a package that has no tests.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const playwrightConfigs = import.meta.glob<{ default: { forbidOnly?: boolean } }>([
  '../playwright*.config.ts',
  '../../../packages/ui/playwright.config.ts',
  '../../../packages/showroom-embed/e2e/playwright.config.ts',
]);

const vitestConfigs = [
  '../vitest.config.ts',
  '../../api/vitest.config.ts',
  '../../../packages/core/vitest.config.ts',
  '../../../packages/ui/vitest.config.ts',
  '../../../packages/visualizer/vitest.config.ts',
  '../../../packages/showroom-embed/vitest.config.ts',
];

describe('the test configs', () => {
  it('finds every Playwright config', () => {
    expect(Object.keys(playwrightConfigs).length).toBeGreaterThanOrEqual(13);
  });

  it.each(Object.entries(playwrightConfigs))('%s forbids test.only', async (_path, load) => {
    expect((await load()).default.forbidOnly).toBe(true);
  });

  it.each(vitestConfigs)('%s requires assertions and never passes without tests', (path) => {
    const text = readFileSync(new URL(path, import.meta.url), 'utf8');
    expect(text).toContain('requireAssertions: true');
    expect(text).not.toContain('passWithNoTests');
  });
});
