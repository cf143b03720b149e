import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(new URL('../../../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };

const all = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);
/** Page stories (apps/site/src/stories): taken at three widths, with axe, below. */
const isPage = (entry: IndexEntry) => entry.title.startsWith('Pages/');
const stories = all.filter((entry) => !isPage(entry));
const pages = all.filter(isPage);
const PAGE_WIDTHS = [375, 768, 1280] as const;

/**
 * One page per worker for every story it takes, instead of a new browser context and page per
 * test: each story is still a full navigation to its own iframe document, but the renderer,
 * the HTTP cache and V8's compiled code stay warm between them (the new context, its renderer
 * process and a cold load of Storybook's preview were most of a story's time on two cores).
 * What a story can leave behind for the next one is reset before each: cookies, both storages,
 * and the viewport (the config's, which a page story changes).
 */
const test = base.extend<{ page: Page }, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ storyPage }, use, testInfo) => {
    await storyPage.context().clearCookies();
    await storyPage
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
    const { viewport } = testInfo.project.use;
    if (viewport) await storyPage.setViewportSize(viewport);
    await use(storyPage);
  },
});

/** Waits for Storybook's render phase (render and play function) and returns it. */
async function renderPhase(page: Page) {
  await page.waitForFunction(() => {
    const phase = (
      window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
    ).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'finished' || phase === 'completed' || phase === 'errored';
  });
  return page.evaluate(
    () =>
      (window as unknown as { __STORYBOOK_PREVIEW__: { currentRender: { phase: string } } })
        .__STORYBOOK_PREVIEW__.currentRender.phase,
  );
}

test('the built Storybook lists stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    const phase = await renderPhase(page);
    expect(phase, 'the story rendered without error').not.toBe('errored');
    await page.evaluate(() => document.fonts.ready);
    // Pictures (the product cards' drawings) are part of the look: wait until they are drawn
    // (a lazy one too; a broken one settles as broken).
    await page.evaluate(async () => {
      const images = [...document.images];
      for (const image of images) image.loading = 'eager';
      await Promise.all(images.map((image) => image.decode().catch(() => {})));
    });
    // The story's root, plus what it opened in a portal (a dialog, a select's list, a menu):
    // only those pixels are compared, so a missing Button or CartBadge is a large share of them.
    const clip = await page.evaluate(() => {
      const parts = [
        document.querySelector('#storybook-root'),
        ...document.querySelectorAll(
          '[role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper], .bui-toast-viewport > li',
        ),
      ].filter((element): element is Element => element !== null);
      const boxes = parts
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      if (boxes.length === 0) return null;
      const x = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.left))));
      const y = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.top))));
      const right = Math.ceil(Math.max(...boxes.map((b) => b.right)));
      const bottom = Math.ceil(Math.max(...boxes.map((b) => b.bottom)));
      return { x, y, width: right - x, height: bottom - y };
    });
    expect(clip, 'the story rendered something').not.toBeNull();
    await expect(page).toHaveScreenshot(`${story.id}.png`, {
      clip: clip ?? undefined,
      fullPage: true,
    });
  });
}

for (const story of pages) {
  test(`${story.title} / ${story.name} (375, 768, 1280 px, axe)`, async ({ page }) => {
    test.setTimeout(120_000);
    // One load at the narrowest width, then the window is widened as a user's would be: the
    // layouts are CSS and media-query listeners, so each width draws what a load at that width
    // draws (the baselines were taken with a load per width and still match), for a third of
    // the loads.
    for (const [i, width] of PAGE_WIDTHS.entries()) {
      await page.setViewportSize({ width, height: 900 });
      if (i === 0) {
        await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
        expect(await renderPhase(page), 'the page story rendered without error').not.toBe(
          'errored',
        );
      }
      await page.evaluate(() => {
        (window as unknown as { __pictures?: number }).__pictures = undefined;
        return document.fonts.ready;
      });
      // Every lazy chunk of the route has arrived (a fixture that never answers is no network
      // request), so the screen compared is the page's own state, never the route's fallback.
      await page.waitForLoadState('networkidle');
      // Lazy images far below the fold (a listing's last cards, the embed's in its shadow root)
      // load or not depending on the viewport: all are loaded, so the page compares whole.
      // Polled until the set of pictures stops changing and every one has settled (a list that
      // renders after its own request adds pictures after the first look).
      await page.waitForFunction(
        () => {
          const roots: ParentNode[] = [document];
          for (let i = 0; i < roots.length; i += 1) {
            for (const element of roots[i].querySelectorAll('*')) {
              if (element.shadowRoot) roots.push(element.shadowRoot);
            }
          }
          const images = roots.flatMap((root) => [...root.querySelectorAll('img')]);
          for (const image of images) if (image.loading !== 'eager') image.loading = 'eager';
          const state = window as unknown as { __pictures?: number };
          const settled = images.every((image) => image.complete);
          const same = state.__pictures === images.length;
          state.__pictures = images.length;
          return settled && same;
        },
        undefined,
        { polling: 250, timeout: 30_000 },
      );
      await page.evaluate(async () => {
        const roots: ParentNode[] = [document];
        for (let i = 0; i < roots.length; i += 1) {
          for (const element of roots[i].querySelectorAll('*')) {
            if (element.shadowRoot) roots.push(element.shadowRoot);
          }
        }
        const images = roots.flatMap((root) => [...root.querySelectorAll('img')]);
        await Promise.all(images.map((image) => image.decode().catch(() => {})));
      });
      // A failed request's toast closes on its own timer, and the request bar creeps while a
      // request is pending: both hidden, so the page's own state is what is compared (each has
      // its own story in packages/ui).
      await expect(page).toHaveScreenshot(`${story.id}-${width}.png`, {
        fullPage: true,
        style:
          '.bui-toast-viewport, [data-slot="request-progress"] { visibility: hidden !important; }',
      });
    }
    // axe on the page at the last width (the same DOM at every width).
    const results = await new AxeBuilder({ page }).include('#storybook-root').analyze();
    // Text in its background's very colour (teal on teal, issue 25 item 10) is a 1:1 ratio that
    // axe's colour-contrast rule files as incomplete (`equalRatio`), not as a violation.
    const invisible = results.incomplete
      .filter((rule) => rule.id === 'color-contrast')
      .flatMap((rule) => rule.nodes)
      .filter((node) =>
        node.any.some(
          (check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio',
        ),
      )
      .map((node) => `color-contrast (1:1): ${node.target.join(' ')}`);
    expect([
      ...results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`,
      ),
      ...invisible,
    ]).toEqual([]);
  });
}
