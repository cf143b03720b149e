import { describe, expect, it } from 'vitest';
import { embedSnippet, parseDomains } from './embed-snippet.ts';

describe('embedSnippet', () => {
  it.each([
    ['https://shop.example', 'AB12CD34'],
    ['https://shop.example/', 'AB12CD34'],
    ['http://127.0.0.1:3000', 'ZZ99YY88'],
  ])('given origin %s and showroom %s', (origin, vsd) => {
    const base = origin.replace(/\/$/, '');
    expect(embedSnippet(origin, vsd)).toBe(
      `<script async src="${base}/embed/v1/showroom.js"></script><brand-showroom showroom="${vsd}"></brand-showroom>`,
    );
  });
});

describe('embedSnippet with a layout (issue 28 item 3)', () => {
  it.each([
    ['inline', ''],
    ['popup', ' data-layout="popup"'],
    ['floating', ' data-layout="floating"'],
  ] as const)('%s', (layout, attribute) => {
    expect(embedSnippet('https://shop.example', 'AB12CD34', layout)).toBe(
      `<script async src="https://shop.example/embed/v1/showroom.js"></script><brand-showroom showroom="AB12CD34"${attribute}></brand-showroom>`,
    );
  });
});

describe('parseDomains', () => {
  it.each([
    ['', []],
    ['pro.example', ['pro.example']],
    ['pro.example, www.pro.example', ['pro.example', 'www.pro.example']],
    ['Pro.Example\npro.example\n\n  other.test ', ['pro.example', 'other.test']],
  ] as const)('given %j', (text, expected) => {
    expect(parseDomains(text)).toEqual(expected);
  });
});
