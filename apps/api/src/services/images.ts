import type createDOMPurify from 'dompurify';
import type { JSDOM } from 'jsdom';

/** Pixel size of a PNG, GIF, BMP, JPEG or WebP from its header, or null when unreadable. */
export function imageSize(data: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const at = (i: number) => data[i] ?? 0;
  if (imageKind(data) === 'webp' && data.length >= 30) {
    const chunk = String.fromCharCode(at(12), at(13), at(14), at(15));
    if (chunk === 'VP8X') {
      const u24 = (i: number) => at(i) | (at(i + 1) << 8) | (at(i + 2) << 16);
      return { width: u24(24) + 1, height: u24(27) + 1 };
    }
    if (chunk === 'VP8L' && at(20) === 0x2f) {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8 ' && at(23) === 0x9d && at(24) === 0x01 && at(25) === 0x2a) {
      return {
        width: view.getUint16(26, true) & 0x3fff,
        height: view.getUint16(28, true) & 0x3fff,
      };
    }
    return null;
  }
  if (data.length >= 24 && at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (data.length >= 10 && at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46) {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (data.length >= 26 && at(0) === 0x42 && at(1) === 0x4d) {
    return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
  }
  if (data.length >= 4 && at(0) === 0xff && at(1) === 0xd8) {
    let i = 2;
    while (i + 9 < data.length) {
      if (at(i) !== 0xff) return null;
      const marker = at(i + 1);
      const length = view.getUint16(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: view.getUint16(i + 5), width: view.getUint16(i + 7) };
      }
      i += 2 + length;
    }
  }
  return null;
}

/** What a raster image's first bytes say it is (PNG, JPEG, WebP), or null. */
export function imageKind(data: Uint8Array): 'png' | 'jpeg' | 'webp' | null {
  const at = (i: number) => data[i] ?? 0;
  const ascii = (from: number, to: number) =>
    String.fromCharCode(...Array.from(data.subarray(from, to)));
  if (at(0) === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

type Purifier = ReturnType<typeof createDOMPurify>;
let svgTools: Promise<{ purify: Purifier; window: JSDOM['window'] }> | undefined;

/**
 * One DOM for the process, with DOMPurify bound to it, made on the first SVG upload: jsdom takes
 * a second or more to import, which no start of the server should pay.
 */
function tools() {
  svgTools ??= makeTools();
  return svgTools;
}

async function makeTools() {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
  ]);
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  // Links point inside the file only (`#id`); embedded raster images as data: URIs are kept.
  // No external fetch (tracking pixels, `<use href="https://...">`) and no script URL survives.
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (name === 'href' || name === 'xlink:href') {
      const rasterData =
        node.nodeName.toLowerCase() === 'image' &&
        /^data:image\/(?:png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]*$/i.test(value);
      if (!value.startsWith('#') && !rasterData) data.keepAttr = false;
    } else if (cssFetches(value)) {
      // style="fill:url(https://...)", fill="url(//...)", filter="url(http://...)", also when
      // written with CSS escapes (`u\72l(`, issue 23 item 11)
      data.keepAttr = false;
    }
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && cssFetches(node.textContent ?? '')) {
      node.parentNode?.removeChild(node);
    }
  });
  return { purify, window };
}

/**
 * CSS text as a browser reads it (issue 23 item 11): comments dropped, escapes resolved
 * (`\72` and `\000072 ` are `r`, `\r` is `r`, an escaped line break is nothing), so `u\72l(`
 * and `@\69mport` are seen as the `url(` and `@import` they are.
 */
export function cssUnescape(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\(?:\r\n|[\n\r\f])/g, '')
    .replace(/\\([0-9a-fA-F]{1,6})(?:\r\n|[ \t\n\r\f])?/g, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\uFFFD'
        : String.fromCodePoint(code);
    })
    .replace(/\\([\s\S])/g, '$1');
}

/**
 * Whether CSS text (a style attribute, a presentation attribute, a `<style>` element) would
 * fetch something from outside the document once unescaped: any `url(` that is not an in-document
 * reference (`url(#gradient)`), any `@import`, `image-set(` or `src(`.
 */
export function cssFetches(css: string): boolean {
  const text = cssUnescape(css);
  return /url\s*\(\s*['"]?\s*(?!#)|@import|image-set\s*\(|\bsrc\s*\(/i.test(text);
}

/**
 * An uploaded SVG made safe by an allowlist sanitiser (DOMPurify's SVG profile on a jsdom DOM):
 * only SVG drawing elements and attributes survive: no script, event handler, `javascript:`
 * link, foreignObject, external reference (`use`, `image`, CSS `url()` or `@import` to another
 * host). The file is parsed as XML first (no DTD entities), so what is sanitised is what a
 * browser would draw; a DOCTYPE defining entities is refused. Answers null for a file that is
 * not an SVG image.
 */
export async function sanitizeSvg(data: Uint8Array): Promise<Uint8Array | null> {
  const { purify, window } = await tools();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
  // A DOCTYPE may name the SVG DTD (design tools write one) but not define entities.
  if (/<!DOCTYPE[^>[]*\[|<!ENTITY/i.test(text)) return null;
  const parsed = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (
    root?.localName !== 'svg' ||
    root.namespaceURI !== 'http://www.w3.org/2000/svg' ||
    parsed.getElementsByTagName('parsererror').length > 0
  ) {
    return null;
  }
  const serializer = new window.XMLSerializer();
  const clean = purify.sanitize(serializer.serializeToString(root), {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'animate', 'set', 'animateMotion'],
    RETURN_DOM: true,
  });
  const svg = (clean as unknown as Element).querySelector('svg');
  if (!svg) return null;
  const out = serializer.serializeToString(svg);
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>\n${out}`);
}
