// Issue 23 item 15: the dependency audit of `pnpm test` (scripts/audit.mjs) says SKIP, never a
// pass, when the registry cannot answer; fails on findings; fails unanswered with
// AUDIT_REQUIRED=1. A fake `pnpm` on PATH plays the registry's answers.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/audit.mjs', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function audit(pnpmOutput: string, pnpmStatus: number, env: Record<string, string> = {}) {
  const bin = mkdtempSync(join(tmpdir(), 'fake-pnpm-'));
  dirs.push(bin);
  writeFileSync(
    join(bin, 'pnpm'),
    `#!/bin/sh\ncat <<'OUT'\n${pnpmOutput}\nOUT\nexit ${pnpmStatus}\n`,
  );
  chmodSync(join(bin, 'pnpm'), 0o755);
  const run = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { ...process.env, AUDIT_REQUIRED: '', ...env, PATH: `${bin}:${process.env.PATH}` },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the dependency audit script', () => {
  const unreachable =
    ' ERR_PNPM_AUDIT_BAD_RESPONSE  The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/audits/quick) responded with 405';

  it('reports an unanswered audit as a SKIP line, not a pass', () => {
    const run = audit(unreachable, 1);
    expect(run.status).toBe(0);
    expect(run.output).toMatch(/^SKIP dependency audit: NOT performed \(this is not a pass\)/m);
    expect(run.output).toContain('(ERR_PNPM_AUDIT_BAD_RESPONSE)');
    expect(run.output).not.toMatch(/^PASS/m);
  });

  it('fails an unanswered audit with AUDIT_REQUIRED=1', () => {
    const run = audit('getaddrinfo ENOTFOUND registry.npmjs.org', 1, { AUDIT_REQUIRED: '1' });
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/^FAIL dependency audit: NOT performed, and AUDIT_REQUIRED=1/m);
  });

  it('fails on findings and passes a clean audit', () => {
    const found = audit('1 high severity vulnerability', 1);
    expect(found.status).toBe(1);
    expect(found.output).toMatch(/^FAIL dependency audit: high or critical advisories/m);
    const clean = audit('No known vulnerabilities found', 0);
    expect(clean.status).toBe(0);
    expect(clean.output).toMatch(/^PASS dependency audit/m);
  });
});
