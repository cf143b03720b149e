import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const config = JSON.parse(readFileSync(join(here, '../../../chromatic.config.json'), 'utf8'));

describe('given the Chromatic configuration', () => {
  it('fails a build with unreviewed visual changes, on every branch', () => {
    // Chromatic exits non-zero on changes unless told otherwise; main is not auto-accepted.
    expect(config.exitZeroOnChanges ?? false).toBe(false);
    expect(config.autoAcceptChanges ?? false).toBe(false);
    expect(config.storybookConfigDir).toBe('../../.storybook');
  });
});
