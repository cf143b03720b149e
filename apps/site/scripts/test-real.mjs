// The real-API browser suites (playwright.*.config.ts beside playwright.real-api.ts), each on
// its own API server and data directory as before, run in two lanes at once: a suite's single
// worker spends much of its time waiting on its server and the browser, so two suites fill the
// two cores where one left about a third idle (17.6 min for all eleven, against about 22 one
// after another). The lanes are balanced by what each suite took in such a run. Within a lane the suites run one
// after another; after a failure no new suite starts, and the run fails.
//
//   node scripts/test-real.mjs            every suite
//   node scripts/test-real.mjs account    only the named ones (one lane each, two at a time)
import { spawn, spawnSync } from 'node:child_process';

/** [suite, seconds it took in a lane of a two-lane run]: the suite is playwright.<suite>.config.ts. */
const SUITES = [
  ['account', 557],
  ['real', 368],
  ['visualizer', 211],
  ['plans', 177],
  ['projects', 149],
  ['category', 145],
  ['admin', 109],
  ['own-rooms', 95],
  ['style-profile', 81],
  ['vendor', 38],
  ['curation', 28],
  ['stripe', 20],
  ['admin-catalogue', 45],
];

const wanted = process.argv.slice(2);
const suites = wanted.length ? SUITES.filter(([name]) => wanted.includes(name)) : SUITES;
if (wanted.length && suites.length !== wanted.length) {
  console.error(
    `Unknown suite in ${wanted.join(', ')}; known: ${SUITES.map(([n]) => n).join(', ')}`,
  );
  process.exit(2);
}

// Longest first, each to the lane with less work so far.
const lanes = [
  { suites: [], seconds: 0 },
  { suites: [], seconds: 0 },
];
for (const suite of [...suites].sort((a, b) => b[1] - a[1])) {
  const lane = lanes[0].seconds <= lanes[1].seconds ? lanes[0] : lanes[1];
  lane.suites.push(suite[0]);
  lane.seconds += suite[1];
}

// The API serves the embed's build at /embed/ (the Pro's live preview loads it): build it first,
// so the suites never depend on whether the embed's own tests ran before them.
const build = spawnSync('pnpm', ['--filter', '@brand/showroom-embed', 'build'], {
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('The embed did not build.');
  process.exit(1);
}

let failed = false;
const results = [];
/** Each suite's output, to print a failed suite's errors again at the very end. */
const outputs = new Map();

function runSuite(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(
      'pnpm',
      ['exec', 'playwright', 'test', '-c', `playwright.${name}.config.ts`],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const prefix = `[${name}] `;
    const lines = [];
    outputs.set(name, lines);
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
        outputs.get(name).push(...lines);
      });
      stream.on('end', () => {
        if (rest) process.stdout.write(`${prefix}${rest}\n`);
        if (rest) outputs.get(name).push(rest);
      });
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      results.push({ name, code, seconds });
      resolve(code === 0);
    });
  });
}

async function runLane(lane) {
  for (const name of lane.suites) {
    if (failed) return;
    if (!(await runSuite(name))) failed = true;
  }
}

const started = Date.now();
await Promise.all(lanes.map(runLane));
console.log(`\nReal-API suites (two lanes, ${Math.round((Date.now() - started) / 1000)} s):`);
for (const { name, code, seconds } of results) {
  console.log(`  ${code === 0 ? 'passed' : 'FAILED'}  ${name} (${seconds} s)`);
}
const skipped = suites.map(([n]) => n).filter((n) => !results.some((r) => r.name === n));
if (skipped.length) console.log(`  not run after a failure: ${skipped.join(', ')}`);
// The other lane goes on printing after a failure, so a CI log's tail would hold its progress
// and not the error: a failed suite's report (Playwright's "1) ..." blocks on) comes last.
for (const { name, code } of results) {
  if (code === 0) continue;
  const lines = outputs.get(name) ?? [];
  const first = lines.findIndex((line) => /^\s+1\) /.test(line));
  const report = lines.slice(first === -1 ? -60 : first).slice(0, 150);
  console.log(`\nWhat failed in ${name}:\n${report.map((line) => `  ${line}`).join('\n')}`);
}
process.exit(failed ? 1 : 0);
