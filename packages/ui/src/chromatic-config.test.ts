import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '../../..');
const config = JSON.parse(readFileSync(join(repo, 'chromatic.config.json'), 'utf8'));
const workflow = readFileSync(join(repo, '.github/workflows/chromatic.yml'), 'utf8');
const ui = JSON.parse(readFileSync(join(here, '../package.json'), 'utf8'));

// Chromatic's service cannot be reached from here: these check what CI will run against it
// (`npx chromatic --dry-run` here reads the file and stops at authentication).
describe('given the Chromatic configuration', () => {
  it('fails a build with unreviewed visual changes, on every branch', () => {
    // The CLI exits 1 on changes unless told otherwise; nothing is auto-accepted, and it waits
    // for the results rather than exiting once uploaded.
    expect(config.exitZeroOnChanges).toBe(false);
    expect(config.exitOnceUploaded).toBe(false);
    expect(config.autoAcceptChanges).toBe(false);
  });

  it('takes the project token from the environment, never from the file', () => {
    expect(config).not.toHaveProperty('projectToken');
    expect(config).not.toHaveProperty('projectId'); // the token names the project
    expect(workflow).toMatch(
      /CHROMATIC_PROJECT_TOKEN: \$\{\{ secrets\.CHROMATIC_PROJECT_TOKEN \}\}/,
    );
  });

  it('uploads the build `pnpm build-storybook` writes, run from packages/ui', () => {
    // `pnpm chromatic` runs `chromatic --config-file ../../chromatic.config.json` in packages/ui.
    expect(ui.scripts.chromatic).toBe('chromatic --config-file ../../chromatic.config.json');
    const out = /-o (\S+)/.exec(ui.scripts['build-storybook'])?.[1];
    expect(resolve(here, '..', config.storybookBuildDir)).toBe(resolve(here, '..', out ?? ''));
    expect(config.storybookConfigDir).toBe('../../.storybook');
    // TurboSnap maps the stories' paths (./src/..., relative to packages/ui) to the repository.
    expect(config.onlyChanged).toBe(true);
    expect(config.storybookBaseDir).toBe('packages/ui');
  });

  it('runs in CI on pull requests and main, with the history TurboSnap needs', () => {
    expect(workflow).toMatch(/pull_request:/);
    expect(workflow).toMatch(/branches: \[main\]/);
    expect(workflow).toContain('fetch-depth: 0');
    expect(workflow).toContain('run: pnpm build-storybook');
    expect(workflow).toContain('run: pnpm chromatic');
  });
});
