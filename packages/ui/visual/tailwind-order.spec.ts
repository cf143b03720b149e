import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compile } from 'tailwindcss';
import { buildCss } from '../scripts/build-css.mjs';
import { Button } from '../src/primitives/button/button';

/**
 * The published stylesheets beside Tailwind v4 in a host's CSS, with no `@layer` line of the
 * host's own (issue 28 item 9): whichever is imported first, Tailwind's utilities win over our
 * component classes and Tailwind's preflight does not restyle them. Built here as a host's
 * Tailwind build would (tailwindcss's compiler, `@import "tailwindcss"` and our file), from the
 * stylesheets scripts/build-css.mjs writes.
 */
const require = createRequire(import.meta.url);
const tailwindDir = dirname(require.resolve('tailwindcss/package.json'));
// Built per group of this file's tests in a worker (beforeAll), removed after it (afterAll): with
// fullyParallel a worker may run this file's tests in more than one group, so a directory made
// once per module and removed after the first group was gone for the next (ENOENT).
let out = '';
test.beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'bui-css-'));
  buildCss(out);
});
test.afterAll(() => rmSync(out, { recursive: true, force: true }));

async function hostCss(imports: string[]): Promise<string> {
  const compiler = await compile(imports.map((id) => `@import "${id}";`).join('\n'), {
    base: out,
    async loadStylesheet(id: string, base: string) {
      if (id === 'tailwindcss') {
        const path = join(tailwindDir, 'index.css');
        return { path, base: tailwindDir, content: readFileSync(path, 'utf8') };
      }
      if (id.startsWith('@brand/ui/')) {
        const path = join(out, id.slice('@brand/ui/'.length));
        return { path, base: dirname(path), content: readFileSync(path, 'utf8') };
      }
      const path = join(base, id);
      return { path, base: dirname(path), content: readFileSync(path, 'utf8') };
    },
  });
  // The classes the page below uses, as Tailwind's scan of a host's sources would find them.
  return compiler.build(['rounded-none', 'px-8']);
}

const markup = renderToStaticMarkup(
  createElement(
    'main',
    null,
    createElement(Button, { id: 'plain' }, 'Add to cart'),
    createElement(Button, { id: 'utilities', className: 'rounded-none px-8' }, 'Add to cart'),
  ),
);

const cases: [string, string[]][] = [
  ['Tailwind, then styles.css', ['tailwindcss', '@brand/ui/styles.css']],
  ['styles.css, then Tailwind', ['@brand/ui/styles.css', 'tailwindcss']],
  [
    'Tailwind, then css/base.css and css/button.css',
    ['tailwindcss', '@brand/ui/css/base.css', '@brand/ui/css/button.css'],
  ],
  [
    'css/button.css and css/base.css, then Tailwind',
    ['@brand/ui/css/button.css', '@brand/ui/css/base.css', 'tailwindcss'],
  ],
];

for (const [name, imports] of cases) {
  test(`utilities win, preflight does not: ${name}`, async ({ page }) => {
    const css = await hostCss(imports);
    expect(css).not.toContain('@layer theme, base, bui'); // no host order line
    await page.setContent(`<!doctype html><style>${css}</style>${markup}`);
    const read = (id: string) =>
      page.locator(`#${id}`).evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          radius: style.borderTopLeftRadius,
          paddingLeft: style.paddingLeft,
          background: style.backgroundColor,
          cursor: style.cursor,
        };
      });
    const plain = await read('plain');
    // Ours over preflight (`button { background-color: transparent; border-radius: 0 }`).
    expect(plain.radius).toBe('8px');
    expect(plain.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(plain.cursor).toBe('pointer');
    // Tailwind's utilities over ours.
    const utilities = await read('utilities');
    expect(utilities.radius).toBe('0px');
    expect(utilities.paddingLeft).toBe('32px');
    expect(utilities.background).toBe(plain.background);
  });
}
