import { FILE_CACHE_SECONDS } from '@brand/core/rules';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { invalid } from '../http/errors.ts';
import { planImage } from '../modules/floor-plans/index.ts';
import {
  DEFAULT_IMAGE_WIDTH,
  drawCategoryImage,
  drawProductImage,
  drawTemplateImage,
  IMAGE_WIDTHS,
} from '../modules/imagery/index.ts';
import { fileLinkValid, storedFileMeta } from '../services/file-links.ts';
import { isSafeKey } from '../services/storage.ts';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (m) => `&#${m.charCodeAt(0)};`);

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': `public, max-age=${FILE_CACHE_SECONDS.public}`,
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

/** Uploaded images outside the chat: their type from their stored name (checked on upload). */
const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
};
function typeOfKey(key: string) {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return (Object.hasOwn(IMAGE_TYPES, ext) && IMAGE_TYPES[ext]) || 'application/octet-stream';
}

/** `?w=`: one of IMAGE_WIDTHS, or the default without it (422 otherwise). */
function imageWidth(w: string | undefined) {
  if (w === undefined) return DEFAULT_IMAGE_WIDTH;
  const width = Number(w);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
    throw invalid('w', `The w must be one of ${IMAGE_WIDTHS.join(', ')}.`);
  }
  return width;
}

/**
 * GET /demo/:kind/:file: the demo's images, drawn as SVG (the seed has no photos): products,
 * templates and categories by modules/imagery (docs/design.md), with an ETag; floor plans drawn
 * from their geometry (modules/floor-plans/plan-image.ts); the Pro logo as a placeholder.
 * GET /storage/*: uploaded files from the storage interface. Chat files (`chat/...`) only
 * through a signed, short-lived link the chat answers its members (issue 13); Pros' logos are
 * public. An SVG is served as an attachment with a CSP that forbids scripts besides being
 * sanitised on upload.
 */
export function registerFileRoutes(app: Hono<AppEnv>) {
  app.get('/demo/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file').replace(/\.svg$/, '');
    if (!/^[a-z-]{1,20}$/.test(kind) || !/^[A-Za-z0-9-]{1,60}$/.test(file)) {
      return c.json({ message: 'Record not found for processing.' }, 404);
    }
    if (kind === 'floorplans') {
      // Issue 17 item 2: the plan drawn from its geometry.
      const drawing = /^\d{1,10}$/.test(file)
        ? await planImage(c.get('deps').database.db, Number(file))
        : null;
      if (drawing === null) return c.json({ message: 'Record not found for processing.' }, 404);
      return c.body(drawing, 200, SVG_HEADERS);
    }
    if (kind === 'products' || kind === 'templates' || kind === 'categories') {
      const sized = kind === 'categories' ? /^(.*)-(\d+)$/.exec(file) : null;
      // A category's resized photo is `<slug>-400.svg` (the seed's resized_photo).
      const width = sized ? DEFAULT_IMAGE_WIDTH : imageWidth(c.req.query('w'));
      const { db } = c.get('deps').database;
      const id = /^\d{1,9}$/.test(file) ? Number(file) : null;
      const drawing =
        kind === 'categories'
          ? drawCategoryImage(sized?.[1] ?? file, width)
          : id === null
            ? null
            : kind === 'products'
              ? await drawProductImage(db, id, width)
              : await drawTemplateImage(db, id, width);
      if (drawing === null) return c.json({ message: 'Record not found for processing.' }, 404);
      const { svg, etag } = drawing;
      const headers = { ...SVG_HEADERS, ETag: etag };
      if (
        c.req
          .header('If-None-Match')
          ?.split(/\s*,\s*/)
          .includes(etag)
      ) {
        return c.body(null, 304, headers);
      }
      return c.body(svg, 200, headers);
    }
    let hue = 0;
    for (const ch of `${kind}${file}`) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
    const logo = kind === 'logo';
    const [w, h] = logo ? [160, 48] : [400, 300];
    const label = logo ? 'Demo Pro' : `${kind} ${file}`.replace(/-/g, ' ');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" rx="8" fill="${logo ? '#0F766E' : `hsl(${hue} 30% 82%)`}"/><text x="50%" y="54%" font-family="sans-serif" font-size="${logo ? 18 : 20}" fill="${logo ? '#fff' : '#333'}" text-anchor="middle">${escapeXml(label)}</text></svg>`;
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  app.get('/storage/*', async (c) => {
    const key = c.req.path.slice('/storage/'.length);
    const { storage, database, now } = c.get('deps');
    if (!isSafeKey(key)) return c.json({ message: 'Record not found for processing.' }, 404);
    if (
      key.startsWith('chat/') &&
      !(await fileLinkValid(database, key, c.req.query('expires'), c.req.query('signature'), now()))
    ) {
      return c.json(
        {
          message:
            'This file link is not valid or has expired. Open the project chat again for a fresh link.',
        },
        403,
      );
    }
    const data = await storage.get(key);
    if (!data) return c.json({ message: 'Record not found for processing.' }, 404);
    const meta = await storedFileMeta(database, key);
    const mime = meta?.mime ?? typeOfKey(key);
    const headers: Record<string, string> = {
      'Content-Type': mime,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': 'private, max-age=3600',
    };
    if (mime === 'image/svg+xml' || mime === 'application/pdf') {
      headers['Content-Disposition'] =
        `attachment; filename="${(meta?.name ?? 'file').replace(/[^A-Za-z0-9._-]/g, '_')}"`;
    }
    return c.body(new Uint8Array(data), 200, headers);
  });
}
