// The home hero's loop (issue 30 item 6): an 8-second seamless loop made from the hero's own
// poster (public/media/hero-poster.svg), so its first frame IS the poster and the clip starts
// without a jump. The kitchen's materials change the way the visualizer changes them: the floor,
// then the cabinets, the backsplash, the island and the wall sweep from the poster's look
// (oak herringbone, sage, white subway tile, navy) to a second look (grey-washed oak, warm white,
// green zellige, walnut), a third (dark walnut, clay, cream tile, oak), and back to the poster,
// which holds at both ends: the loop's seam is two identical frames.
//
// Nothing downloaded: every frame is the poster's SVG with its fills recoloured, drawn by
// Debian's Chromium (Playwright) and saved as a PNG; ffmpeg encodes the frames. ffmpeg is needed
// only to re-make the clip (`apt-get install ffmpeg`), never to build, test or run the site: the
// clips are committed.
//
//   node apps/site/scripts/make-hero-loop.mjs
//
// Writes public/media/hero-loop.webm (VP9) and public/media/hero-loop.mp4 (H.264, for browsers
// without WebM) and prints their sizes. The frames are the same every run; the encoded bytes
// may differ between ffmpeg versions.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';

const FPS = 24;
const SECONDS = 8;
const WIDTH = 1280;
const HEIGHT = 720;
const media = new URL('../public/media/', import.meta.url);
const poster = readFileSync(new URL('hero-poster.svg', media), 'utf8');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Runs in the page: finds each surface's elements in the poster, and returns `frame(t)` that
 * recolours them for time t (seconds). Colours move in HSL from each element's own colour, so
 * a plank's or a tile's variation stays. Each change sweeps left to right across the screen.
 */
function setUp(seconds) {
  const svg = document.querySelector('svg');
  const hex = (n) => n.toString(16).padStart(2, '0');
  const parse = (value) => {
    const v = value.replace('#', '');
    return [0, 2, 4].map((i) => Number.parseInt(v.slice(i, i + 2), 16) / 255);
  };
  const toHsl = ([r, g, b]) => {
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const l = (max + min) / 2;
    if (max === min) return [0, 0, l];
    const d = max - min;
    const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    const h =
      max === r
        ? ((g - b) / d + (g < b ? 6 : 0)) / 6
        : max === g
          ? ((b - r) / d + 2) / 6
          : ((r - g) / d + 4) / 6;
    return [h * 360, s, l];
  };
  const toRgb = ([h, s, l]) => {
    const k = (n) => (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return [f(0), f(8), f(4)];
  };
  const clamp = (x) => Math.max(0, Math.min(1, x));
  const smooth = (x) => x * x * (3 - 2 * x);
  const mix = (a, b, p) => a.map((v, i) => v + (b[i] - v) * p);
  const css = (rgb) =>
    `#${rgb
      .map((v) => hex(Math.round(clamp(v) * 255)))
      .join('')
      .toUpperCase()}`;
  /**
   * A look for a surface: a target colour; each element keeps its own difference in lightness
   * from the surface's mean (times `vary`), so planks, tiles and panels stay told apart.
   */
  const paint =
    (target, vary = 1) =>
    ([, , l], meanL) => {
      const [h, s, tl] = toHsl(parse(target));
      return [h, s, clamp(tl + (l - meanL) * vary)];
    };
  const same = (hsl) => hsl;

  const fillOf = (el) => (el.getAttribute('fill') ?? '').toUpperCase();
  const rects = [...svg.querySelectorAll('rect, path, ellipse, circle')];
  const floor = svg.querySelector('g[clip-path]');
  const surfaces = {
    floor: [...floor.querySelectorAll('rect')].filter((el) => fillOf(el).startsWith('#')),
    cabinets: rects.filter((el) => ['#8FA58A', '#869B82'].includes(fillOf(el))),
    backsplash: rects.filter((el) => {
      const y = Number(el.getAttribute('y'));
      return (
        el.tagName === 'rect' &&
        !floor.contains(el) &&
        y >= 330 &&
        y < 430 &&
        Number(el.getAttribute('height')) <= 100
      );
    }),
    island: rects.filter((el) => ['#33475B', '#3B5168'].includes(fillOf(el))),
    wall: [...svg.querySelectorAll('#wall stop')],
  };
  // The poster's look, then two more; the last change returns to the poster.
  const looks = [
    { floor: same, cabinets: same, backsplash: same, island: same, wall: same },
    {
      floor: paint('#BBAE9B'),
      cabinets: paint('#E8E2D6'),
      backsplash: paint('#5E9C88', 2.5),
      island: paint('#6B4A33'),
      wall: paint('#E2E6D8'),
    },
    {
      floor: paint('#6E4B33', 0.8),
      cabinets: paint('#B5735A'),
      backsplash: paint('#EFE4CC'),
      island: paint('#B58A5E'),
      wall: paint('#F3EEE5'),
    },
  ];
  // When each change starts (s), how long one element takes, and each surface's delay.
  const changes = [
    { from: 0, to: 1, at: 1.0 },
    { from: 1, to: 2, at: 3.6 },
    { from: 2, to: 0, at: 6.1 },
  ];
  const ELEMENT_SECONDS = 0.35;
  const SWEEP_SECONDS = 0.6;
  const DELAY = { floor: 0, cabinets: 0.25, backsplash: 0.45, island: 0.6, wall: 0.7 };

  const lightness = (el) =>
    toHsl(parse(el.getAttribute(el.tagName === 'stop' ? 'stop-color' : 'fill')))[2];
  const means = Object.fromEntries(
    Object.entries(surfaces).map(([surface, list]) => [
      surface,
      list.reduce((sum, el) => sum + lightness(el), 0) / list.length,
    ]),
  );
  const elements = [];
  for (const [surface, list] of Object.entries(surfaces)) {
    for (const el of list) {
      const attr = el.tagName === 'stop' ? 'stop-color' : 'fill';
      const original = el.getAttribute(attr);
      const base = toHsl(parse(original));
      const meanL = means[surface];
      const box = el.getBoundingClientRect();
      const x = clamp((box.left + box.width / 2) / window.innerWidth);
      const colours = looks.map((look) => toRgb(look[surface](base, meanL)));
      elements.push({ el, attr, original, surface, x, colours });
    }
  }
  if (surfaces.floor.length < 100 || surfaces.cabinets.length < 10) {
    throw new Error('the poster no longer has the surfaces this script recolours');
  }
  window.frame = (t) => {
    for (const item of elements) {
      let look = 0;
      let next = 0;
      let p = 0;
      for (const change of changes) {
        const start = change.at + DELAY[item.surface] + item.x * SWEEP_SECONDS;
        const q = clamp((t - start) / ELEMENT_SECONDS);
        if (q > 0) {
          look = change.from;
          next = change.to;
          p = smooth(q);
        }
      }
      const rgb = mix(item.colours[look], item.colours[next], p);
      const atPoster = (look === 0 && p === 0) || (next === 0 && p === 1);
      item.el.setAttribute(item.attr, atPoster ? item.original : css(rgb));
    }
  };
  return { elements: elements.length, seconds };
}

const frames = mkdtempSync(join(tmpdir(), 'hero-loop-'));
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent(
    `<!doctype html><style>html,body{margin:0;overflow:hidden}svg{display:block;width:${WIDTH}px;height:${HEIGHT}px}</style>${poster}`,
  );
  const info = await page.evaluate(setUp, SECONDS);
  console.log(`recolouring ${info.elements} elements of the poster`);
  const total = FPS * SECONDS;
  for (let i = 0; i < total; i++) {
    await page.evaluate((t) => window.frame(t), i / FPS);
    await page.screenshot({ path: join(frames, `frame-${String(i).padStart(3, '0')}.png`) });
  }
  console.log(`${total} frames in ${frames}`);
} finally {
  await browser.close();
}

const input = [
  '-y',
  '-loglevel',
  'error',
  '-framerate',
  String(FPS),
  '-i',
  join(frames, 'frame-%03d.png'),
];
const webm = new URL('hero-loop.webm', media).pathname;
const mp4 = new URL('hero-loop.mp4', media).pathname;
// VP9 in two passes at constant quality; one keyframe (the clip is short and mostly still).
const vp9 = [
  '-c:v',
  'libvpx-vp9',
  '-pix_fmt',
  'yuv420p',
  '-crf',
  '40',
  '-b:v',
  '0',
  '-g',
  '240',
  '-row-mt',
  '1',
  '-an',
];
execFileSync('ffmpeg', [
  ...input,
  ...vp9,
  '-pass',
  '1',
  '-passlogfile',
  join(frames, 'vp9'),
  '-f',
  'null',
  '/dev/null',
]);
execFileSync('ffmpeg', [...input, ...vp9, '-pass', '2', '-passlogfile', join(frames, 'vp9'), webm]);
execFileSync('ffmpeg', [
  ...input,
  ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'veryslow', '-tune', 'animation'],
  ...['-crf', '30', '-g', '240', '-movflags', '+faststart', '-an', mp4],
]);
rmSync(frames, { recursive: true, force: true });
for (const path of [webm, mp4]) {
  console.log(`${path.split('/').pop()}: ${Math.round(statSync(path).size / 1024)} KB`);
}
