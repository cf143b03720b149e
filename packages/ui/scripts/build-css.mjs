// Writes the published stylesheets of @brand/ui into dist/ (tsup's onSuccess runs it after
// every build; `node scripts/build-css.mjs` runs it alone):
//
//   dist/styles.css        every token and component class
//   dist/tokens.css        the design tokens alone
//   dist/css/base.css      the tokens and the root class (`bui-root`), once per page
//   dist/css/<name>.css    one component's classes, with those of the components it renders
//                          (css/status-select.css holds select.css too): `css/button.css` is
//                          what one Button costs beside css/base.css
//
// The cascade order ships with every file (docs/decisions/ui-css.md): each starts with
// Tailwind v4's own order statement, `@layer theme, base, components, utilities;`, and puts
// our layers inside `components` (`components.bui.tokens`, `.bui.base`, `.bui.components`).
// Whichever of Tailwind and @brand/ui a host imports first, the order is then the same:
// Tailwind's preflight (`base`) cannot restyle our components, and its utilities
// (`<Button className="rounded-none">`) win over them, with no `@layer` line in the host's CSS.
// A host without Tailwind sees four empty layers; its own unlayered CSS still wins over ours.
// The sources keep `@layer bui.*` (the embed's shadow root loads them as they are).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'src');

/** Tailwind v4's layer order (what `@import "tailwindcss"` declares first). */
export const HOST_LAYER_ORDER = '@layer theme, base, components, utilities;';
/** Our sub-layers, in their order; every file declares them before any rule. */
const OUR_LAYER_ORDER = '@layer bui.tokens, bui.base, bui.components;';
/** The host layer ours sit in. */
export const HOST_LAYER = 'components';

/** Inlines relative `@import './x.css';` lines, so each output file is self-contained. */
function inlineCss(file, seen = new Set()) {
  if (seen.has(file)) return '';
  seen.add(file);
  return readFileSync(file, 'utf8').replace(
    /@import\s+['"](\.{1,2}\/[^'"]+)['"]\s*;/g,
    (_match, path) => inlineCss(resolve(dirname(file), path), seen),
  );
}

/** `@layer bui.tokens, ...;` declared inside another file's text is declared once, up front. */
const withoutOrderStatement = (css) => css.replaceAll(OUR_LAYER_ORDER, '');

/** One published file: the host order, then ours inside the host's `components` layer. */
function publish(title, css) {
  const body = withoutOrderStatement(css).trim().replace(/^/gm, '  ');
  return `/* ${title} (docs/decisions/ui-css.md) */\n${HOST_LAYER_ORDER}\n@layer ${HOST_LAYER} {\n  ${OUR_LAYER_ORDER}\n${body}\n}\n`;
}

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/**
 * Components loaded on intent from an entry of their own (`@brand/ui/photo-mode`): published as
 * css/<name>.css like the others, but not in styles.css (no page pays for them unused).
 */
const ON_INTENT_SHEETS = ['visualizer/photo-mode/photo-mode.css'];

/**
 * The component stylesheets in the order src/styles.css imports them (the cascade's order),
 * then the on-intent ones.
 */
function componentSheets() {
  const entry = readFileSync(join(src, 'styles.css'), 'utf8');
  return [...entry.matchAll(/@import\s+['"](\.\/[^'"]+)['"]/g)]
    .map(([, path]) => resolve(src, path))
    .filter((file) => !file.startsWith(join(src, 'styles/')))
    .concat(ON_INTENT_SHEETS.map((path) => join(src, path)));
}

/** What each component folder's own sources reach: the folders they import, and class names. */
function componentGraph(sheets) {
  const folders = new Set(sheets.map((sheet) => dirname(sheet)));
  const sourcesOf = (folder) =>
    walk(folder).filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
  const folderOf = (file) => {
    for (let dir = dirname(file); dir.startsWith(src); dir = dirname(dir)) {
      if (folders.has(dir)) return dir;
    }
    return undefined;
  };
  const imports = new Map();
  const classes = new Map();
  for (const folder of folders) {
    const reached = new Set();
    const names = new Set();
    for (const file of sourcesOf(folder)) {
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const target = folderOf(`${resolve(dirname(file), spec)}/x`);
        if (target && target !== folder) reached.add(target);
      }
      for (const [name] of text.matchAll(/bui-[a-z0-9]+(?:-[a-z0-9]+)*/g)) names.add(name);
    }
    imports.set(folder, reached);
    classes.set(folder, names);
  }
  return { imports, classes };
}

/**
 * The classes a stylesheet owns: those in the first compound of its selectors (`.bui-button`,
 * `.bui-button[data-size="sm"]`), not the other components' classes it only restyles inside its
 * own (`.bui-notifications .bui-button`).
 */
function ownedClasses(sheet) {
  const css = readFileSync(sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const owned = new Set();
  for (const [, selectors] of css.matchAll(/(?:^|[{};])\s*([^{};@]+?)\s*\{/g)) {
    for (const selector of selectors.split(',')) {
      const first = selector.trim().split(/\s*[\s>+~]\s*/)[0] ?? '';
      for (const [, name] of first.matchAll(/\.(bui-[a-z0-9]+(?:-[a-z0-9]+)*)/g)) owned.add(name);
    }
  }
  return owned;
}

export function buildCss(outDir = join(root, 'dist')) {
  mkdirSync(join(outDir, 'css'), { recursive: true });
  const written = {};
  const write = (path, css) => {
    writeFileSync(join(outDir, path), css);
    written[path] = css.length;
  };
  write(
    'styles.css',
    publish('@brand/ui: every token and component class', inlineCss(join(src, 'styles.css'))),
  );
  write(
    'tokens.css',
    publish('@brand/ui: the design tokens alone', inlineCss(join(src, 'tokens.css'))),
  );
  write(
    'css/base.css',
    publish(
      '@brand/ui/css/base.css: the tokens and the root class; import it once, then each component',
      inlineCss(join(src, 'styles/tokens.css')) + inlineCss(join(src, 'styles/base.css')),
    ),
  );

  const sheets = componentSheets();
  const { imports, classes } = componentGraph(sheets);
  const defines = new Map(sheets.map((sheet) => [sheet, ownedClasses(sheet)]));
  const names = new Map();
  for (const sheet of sheets) {
    const name = basename(sheet, '.css');
    if (names.has(name)) throw new Error(`two component stylesheets named ${name}.css`);
    names.set(name, sheet);
  }
  const manifest = {};
  for (const [name, sheet] of names) {
    // The folder, the folders it imports (transitively), and every sheet defining a class
    // their sources name.
    const reach = new Set([dirname(sheet)]);
    for (const folder of reach) for (const next of imports.get(folder) ?? []) reach.add(next);
    const used = new Set([...reach].flatMap((folder) => [...(classes.get(folder) ?? [])]));
    const included = sheets.filter(
      (candidate) =>
        reach.has(dirname(candidate)) ||
        [...defines.get(candidate)].some((className) => used.has(className)),
    );
    manifest[name] = included.map((file) => basename(file, '.css'));
    write(
      `css/${name}.css`,
      publish(
        `@brand/ui/css/${name}.css: ${manifest[name].join(', ')}; with @brand/ui/css/base.css`,
        included.map((file) => inlineCss(file)).join('\n'),
      ),
    );
  }
  return { written, manifest };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { written, manifest } = buildCss();
  for (const [path, size] of Object.entries(written)) {
    const parts = manifest[basename(path, '.css')];
    console.log(
      `${relative(root, join(root, 'dist', path))}  ${size} B${parts && path.startsWith('css/') ? `  (${parts.join(', ')})` : ''}`,
    );
  }
}
