import { describe, expect, it } from 'vitest';
import { faqTabsFor } from './faq-tabs.ts';

const FIVE = [
  'Product Information',
  'My Order',
  'Shipping and Delivery',
  'Returns and Cancelations',
  'My Account',
];

describe('given the FAQ tabs (spec 1 §2 "Static pages", §6 "Contractor and customer FAQ tabs depend on type")', () => {
  it.each([
    [null, FIVE],
    ['Vendor', FIVE],
    ['Admin', FIVE],
    ['Contractor', [...FIVE, 'How it Works FAQ']],
    ['User', [...FIVE, 'How it Works for Customers']],
  ])('a %s sees %j', (type, tabs) => {
    expect(faqTabsFor(type)).toEqual(tabs);
  });
});
