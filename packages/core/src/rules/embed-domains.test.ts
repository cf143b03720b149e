import { describe, expect, it } from 'vitest';
import { embedHostAllowed } from './embed-domains';

// Issue 23 item 14: a mutation of the allowed-domains check (a look-alike suffix) left every
// test green. Each row is a host a Pro did not list that a careless suffix match would let in.
describe('given a Pro who listed example.com and *.pro-site.example', () => {
  const domains = ['example.com', '*.pro-site.example'];

  it.each([
    ['example.com', true],
    ['EXAMPLE.com', true],
    ['example.com.', true],
    ['shop.pro-site.example', true],
    ['a.b.pro-site.example', true],
    ['SHOP.Pro-Site.Example', true],
  ])('%s may show the showroom', (host, allowed) => {
    expect(embedHostAllowed(host, domains)).toBe(allowed);
  });

  it.each([
    // look-alike suffixes and prefixes
    'evilexample.com',
    'notexample.com',
    'www.example.com',
    'example.com.evil.test',
    'example.co',
    'xample.com',
    'example.comx',
    // the wildcard: not the bare parent, not a look-alike parent
    'pro-site.example',
    'evilpro-site.example',
    'shop.evilpro-site.example',
    'pro-site.example.evil.test',
    'shop.pro-site.example.evil.test',
    '.pro-site.example',
    '',
    ' ',
  ])('%j may not', (host) => {
    expect(embedHostAllowed(host, domains)).toBe(false);
  });
});

describe('given odd lists', () => {
  it('an empty list and empty entries allow nothing', () => {
    expect(embedHostAllowed('example.com', [])).toBe(false);
    expect(embedHostAllowed('example.com', [''])).toBe(false);
    expect(embedHostAllowed('.example.com', ['*.'])).toBe(false);
    expect(embedHostAllowed('x.', ['*.'])).toBe(false);
  });

  it('a listed domain in capitals or with a trailing dot still matches', () => {
    expect(embedHostAllowed('shop.example.com', ['*.Example.COM.'])).toBe(true);
    expect(embedHostAllowed('example.com', ['Example.COM.'])).toBe(true);
  });

  it('localhost matches itself only', () => {
    expect(embedHostAllowed('localhost', ['localhost'])).toBe(true);
    expect(embedHostAllowed('evil-localhost', ['localhost'])).toBe(false);
    expect(embedHostAllowed('localhost.evil.test', ['localhost'])).toBe(false);
  });
});
