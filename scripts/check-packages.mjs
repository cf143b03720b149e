// Checks the changesets (`changeset status`: every one parses, and every package changed since
// main has one), then builds every published package and checks what would be published:
// publint --strict, attw --pack (ESM-only profile), and that core's output imports no React.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args, cwd) => {
  try {
    execFileSync(cmd, args, { cwd, stdio: 'inherit' });
  } catch {
    console.error(`failed: ${cmd} ${args.join(' ')} (in ${cwd})`);
    process.exit(1);
  }
};

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// A checkout without a `main` branch (a detached CI clone) compares with HEAD: the changesets
// are still all parsed; which changed packages lack one needs a clone with main in it.
const hasMain = (() => {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', 'main'], {
      cwd: root,
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
})();
console.log(
  `== changesets: changeset status${hasMain ? '' : ' --since=HEAD (no main branch here)'}`,
);
run('pnpm', ['exec', 'changeset', 'status', ...(hasMain ? [] : ['--since=HEAD'])], root);

for (const name of readdirSync(join(root, 'packages'))) {
  const dir = join(root, 'packages', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (!pkg.scripts?.build || !pkg.scripts?.['check:package']) continue;
  console.log(`\n== ${pkg.name}: build, publint --strict, attw --pack`);
  run('pnpm', ['run', 'build'], dir);
  run('pnpm', ['run', 'check:package'], dir);
}

const reactImport = /(from\s*|import\s*\(\s*|require\s*\(\s*)['"]react(-dom)?(\/[^'"]*)?['"]/;
const offenders = files(join(root, 'packages/core/dist')).filter(
  (file) => /\.(js|d\.ts)$/.test(file) && reactImport.test(readFileSync(file, 'utf8')),
);
if (offenders.length > 0) {
  console.error(`@brand/core's build imports React: ${offenders.join(', ')}`);
  process.exit(1);
}
console.log('\n@brand/core: built output imports no React');
