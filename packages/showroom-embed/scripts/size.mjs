// Size budgets of the built embed (run after `pnpm build`; part of `pnpm test`), gzip level 9,
// each within about 15% of what it measured (docs/performance.md "Showroom embed"):
//   the loader (showroom.js);
//   all JS of the first themed paint: the widget chunk and everything it imports, statically or
//   dynamically (Preact, the API client and the app load in steps), except the chunks only a
//   user action loads (the product and cart dialogs, with the dialog and select they share);
//   each of those on-intent paths (its chunks not already loaded by the first paint);
//   photo mode, loaded from the open product dialog (its chunks not loaded by the first paint
//   or that dialog).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dir = new URL('../dist/embed/v1/', import.meta.url);
const gz = (file) => gzipSync(readFileSync(new URL(file, dir)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

const manifest = JSON.parse(readFileSync(new URL('widget-manifest.json', dir), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
/** The chunks `key` needs: itself and its static imports, plus dynamic ones that `follow`. */
const graph = (key, follow, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) graph(imported, follow, into);
  for (const imported of chunk.dynamicImports ?? []) {
    if (follow(imported)) graph(imported, follow, into);
  }
  return into;
};
const PRODUCT_DIALOG = 'src/app/product-dialog.tsx';
const PHOTO_MODE = 'src/app/photo-panel.tsx';
const ON_INTENT = [PRODUCT_DIALOG, 'src/app/cart-dialog.tsx', PHOTO_MODE];
const firstPaint = graph(entryKey, (key) => !ON_INTENT.includes(key));
const onIntent = (key) => [...graph(key, () => false)].filter((file) => !firstPaint.has(file));
const productDialog = new Set(onIntent(PRODUCT_DIALOG));
const photoMode = onIntent(PHOTO_MODE).filter((file) => !productDialog.has(file));
if (!manifest[PHOTO_MODE]) throw new Error(`${PHOTO_MODE} is not a chunk of its own.`);
const sum = (files) => files.reduce((total, file) => total + gz(file), 0);

const budgets = [
  { name: 'loader (showroom.js)', bytes: gz('showroom.js'), limit: 0.82 * 1024 },
  {
    name: `first themed paint (${firstPaint.size} chunks, Preact included)`,
    bytes: sum([...firstPaint]),
    limit: 32 * 1024,
  },
  {
    name: 'on intent: product dialog (dialog, size select, box coverage)',
    bytes: sum([...productDialog]),
    limit: 35.5 * 1024,
  },
  {
    name: 'on intent: cart dialog',
    bytes: sum(onIntent('src/app/cart-dialog.tsx')),
    limit: 14.5 * 1024,
  },
  {
    name: 'on intent: photo mode, from the product dialog (@brand/ui/photo-mode, homography)',
    bytes: sum(photoMode),
    limit: 17.5 * 1024,
  },
];
for (const file of firstPaint) console.log(`  first paint  ${file}  ${kb(gz(file))}`);
for (const chunk of Object.values(manifest)) {
  if (!firstPaint.has(chunk.file))
    console.log(`  on intent    ${chunk.file}  ${kb(gz(chunk.file))}`);
}
let failed = false;
for (const { name, bytes, limit } of budgets) {
  const ok = bytes <= limit;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${kb(bytes)} gzipped (budget ${kb(limit)})`);
}
if (failed) process.exit(1);
