// Issue 13, item 13: uploaded SVG goes through an allowlist sanitiser (DOMPurify on jsdom), not a
// regex. Each payload is a known way past a regex; what is stored must draw the shapes and
// nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../src/services/images.ts';
import { client, login, startServer, type TestServer } from './helpers.ts';

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inner: string, attrs = '') =>
  `<svg ${SVG}${attrs}><rect width="10" height="10"/>${inner}</svg>`;

/** What must never survive, whatever the payload. */
const DANGER = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /foreignObject/i,
  /evil\.example/i,
  /@import/i,
  /<iframe/i,
  /<set\b/i,
];

const PAYLOADS: [string, string][] = [
  [
    'nested script tags, escaped into text',
    svg('<text>&lt;scr&lt;script&gt;&lt;/script&gt;ipt&gt;</text>'),
  ],
  ['a script element', svg('<script>alert(1)</script>')],
  ['a script in CDATA', svg('<script><![CDATA[alert(1)]]></script>')],
  [
    'event handlers',
    svg('<circle r="5" onclick="alert(1)" ONMOUSEOVER="alert(2)"/>', ' onload="alert(3)"'),
  ],
  ['an animation event', svg('<animate attributeName="x" onbegin="alert(1)" dur="1s"/>')],
  ['a javascript: link', svg('<a href="javascript:alert(1)"><text>click</text></a>')],
  ['a javascript: xlink', svg('<a xlink:href="javascript:alert(1)"><text>click</text></a>')],
  [
    'a spaced, encoded javascript: link',
    svg('<a href=" jav&#x09;ascript:alert(1)"><text>x</text></a>'),
  ],
  [
    'a set to a javascript: href',
    svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
  ],
  [
    'foreignObject with HTML',
    svg(
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject>',
    ),
  ],
  ['an external use', svg('<use href="https://evil.example/sprite.svg#icon"/>')],
  ['an external xlink use', svg('<use xlink:href="//evil.example/sprite.svg#icon"/>')],
  [
    'an external image (tracking)',
    svg('<image href="https://evil.example/pixel.png" width="1" height="1"/>'),
  ],
  [
    'a CSS url() in a style attribute',
    svg('<circle r="4" style="fill:url(https://evil.example/t)"/>'),
  ],
  [
    'a CSS url() in a presentation attribute',
    svg('<circle r="4" filter="url(https://evil.example/f.svg#f)"/>'),
  ],
  ['a CSS @import', svg('<style>@import url("https://evil.example/x.css");</style>')],
  ['a CSS url() in a style element', svg('<style>rect { fill: url(//evil.example/t) }</style>')],
  ['an iframe', svg('<iframe src="https://evil.example/"/>')],
  // Issue 23 item 11: CSS escapes spell url( and @import without the letters.
  [
    'an escaped url( in a style attribute',
    svg('<circle r="4" style="fill:u\\72l(https://evil.example/t)"/>'),
  ],
  [
    'a hex escape with its space in a style attribute',
    svg('<circle r="4" style="fill:\\75 rl(https://evil.example/t)"/>'),
  ],
  [
    'a six-digit escape in a presentation attribute',
    svg('<circle r="4" filter="u\\000072l(//evil.example/f.svg#f)"/>'),
  ],
  ['an escaped @import', svg('<style>@\\69mport "https://evil.example/x.css";</style>')],
  [
    'an escaped letter in a style element',
    svg('<style>rect { fill: u\\rl(//evil.example/t) }</style>'),
  ],
  [
    'image-set() in a style element',
    svg('<style>rect { fill: image-set("https://evil.example/t.png" 1x) }</style>'),
  ],
];

describe('the SVG sanitiser', () => {
  it.each(PAYLOADS)('removes %s and keeps the drawing', async (_what, payload) => {
    const out = await sanitizeSvg(new TextEncoder().encode(payload));
    expect(out).not.toBeNull();
    const text = new TextDecoder().decode(out as Uint8Array);
    for (const danger of DANGER) expect(text, String(danger)).not.toMatch(danger);
    expect(text).toMatch(/<rect width="10" height="10"\/>/);
  });

  it('accepts the SVG 1.1 DOCTYPE design tools write', async () => {
    const payload = `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('')}`;
    expect(await sanitizeSvg(new TextEncoder().encode(payload))).not.toBeNull();
  });

  it('keeps references inside the file, styles without url() and embedded raster images', async () => {
    const payload = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#0F766E"/></linearGradient></defs>' +
        '<circle r="3" fill="url(#g)"/><style>.a { fill: #123456 }</style>' +
        '<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>',
    );
    const text = new TextDecoder().decode(
      (await sanitizeSvg(new TextEncoder().encode(payload))) as Uint8Array,
    );
    expect(text).toContain('fill="url(#g)"');
    expect(text).toContain('.a { fill: #123456 }');
    expect(text).toContain('href="data:image/png;base64,iVBORw0KGgo="');
  });

  it.each([
    [
      'malformed XML carrying the nested-tag trick',
      `<svg ${SVG}><scr<script></script>ipt>alert(1)</script></svg>`,
    ],
    ['HTML, not SVG', '<html><body><script>alert(1)</script></body></html>'],
    [
      'entity definitions',
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><svg ${SVG}><text>&b;</text></svg>`,
    ],
    ['not UTF-8', '\xff\xfe<\x00s\x00v\x00g\x00'],
  ])('refuses %s', async (_what, payload) => {
    const bytes =
      _what === 'not UTF-8'
        ? Uint8Array.from(payload, (ch) => ch.charCodeAt(0))
        : new TextEncoder().encode(payload);
    expect(await sanitizeSvg(bytes)).toBeNull();
  });
});

describe('uploads', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    server = await startServer();
    api = client(server.url);
  });
  afterAll(async () => {
    expect(server.drift).toEqual([]);
    await server.close();
  });

  const attack = svg(
    '<script>alert(1)</script><use href="https://evil.example/x.svg#a"/><circle r="4" style="fill:url(https://evil.example/t)"/>',
    ' onload="alert(2)"',
  );

  it('stores a Pro logo sanitised, and refuses an unreadable one', async () => {
    const pro = await login(server.url, 'pro@demo.test');
    const upload = (content: string) => {
      const form = new FormData();
      form.set('logo', new File([content], 'logo.svg', { type: 'image/svg+xml' }));
      return api.call('POST', '/api/showroom/logo', { raw: form, token: pro });
    };
    const res = await upload(attack);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await (await fetch(`${server.url}${res.body.data.business_logo}`)).text();
    for (const danger of DANGER) expect(stored).not.toMatch(danger);
    expect(stored).toContain('<circle r="4"/>');
    const broken = await upload(`<svg ${SVG}><scr<script></script>ipt>alert(1)</script></svg>`);
    expect(broken.status).toBe(422);
    expect(broken.body.errors.logo).toEqual(['This file is not a readable SVG image.']);
  });

  it('stores a chat SVG sanitised', async () => {
    const customer = await login(server.url, 'customer@demo.test');
    const projectId = (await api.get('/api/projectCart', { token: customer })).body.data.id;
    const form = new FormData();
    form.set('file', new File([attack], 'plan.svg', { type: 'image/svg+xml' }));
    const res = await api.call('POST', `/api/projectChat/${projectId}/files`, {
      raw: form,
      token: customer,
    });
    expect(res.status).toBe(201);
    const stored = await (await fetch(`${server.url}${res.body.data.files[0].url}`)).text();
    for (const danger of DANGER) expect(stored).not.toMatch(danger);
    expect(stored).toContain('<rect width="10" height="10"/>');
  });
});
