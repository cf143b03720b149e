// Size budgets of the built embed (run after `pnpm build:embed`; part of `pnpm test`):
//   the loader (showroom.js) <= 1 KB gzipped;
//   all JS of the first themed paint <= 100 KB gzipped: the widget chunk and everything it
//   imports, statically or dynamically (React DOM and the app load in steps), except the
//   chunks only a user action loads (the product and cart dialogs under src/app/).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dir = new URL('../dist/embed/v1/', import.meta.url);
const gz = (file) => gzipSync(readFileSync(new URL(file, dir)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

const manifest = JSON.parse(readFileSync(new URL('widget-manifest.json', dir), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstPaint = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstPaint.has(chunk.file)) return;
  firstPaint.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
  for (const imported of chunk.dynamicImports ?? []) {
    if (!imported.startsWith('src/app/')) visit(imported);
  }
};
visit(entryKey);
const lazy = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => !firstPaint.has(file));

const loader = gz('showroom.js');
const first = [...firstPaint].reduce((sum, file) => sum + gz(file), 0);
const budgets = [
  { name: 'loader (showroom.js)', bytes: loader, limit: 1024 },
  {
    name: `first themed paint (${firstPaint.size} chunks, React included)`,
    bytes: first,
    limit: 100 * 1024,
  },
];
for (const file of [...firstPaint]) console.log(`  first paint  ${file}  ${kb(gz(file))}`);
for (const file of lazy) console.log(`  lazy         ${file}  ${kb(gz(file))}`);
let failed = false;
for (const { name, bytes, limit } of budgets) {
  const ok = bytes <= limit;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${kb(bytes)} gzipped (budget ${kb(limit)})`);
}
if (failed) process.exit(1);
