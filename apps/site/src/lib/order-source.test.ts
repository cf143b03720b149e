import { createMemoryStorage } from '@brand/core/session';
import { describe, expect, it } from 'vitest';
import { clearEmbedHandOff, noteEmbedHandOff, orderSource } from './order-source.ts';

describe('the order source of an embed hand-off (issue 28 item 4)', () => {
  it('is embed for the next order in the showroom the embed handed off from, then forgotten', () => {
    const storage = createMemoryStorage();
    noteEmbedHandOff(storage, 'ab12cd34');
    expect(orderSource(storage, 'AB12CD34')).toEqual({ source: 'embed' });
    clearEmbedHandOff(storage, 'AB12CD34');
    expect(orderSource(storage, 'AB12CD34')).toEqual({});
  });

  it('is nothing for another showroom, which leaves the note for the right one', () => {
    const storage = createMemoryStorage();
    noteEmbedHandOff(storage, 'AB12CD34');
    expect(orderSource(storage, 'ZX98YW76')).toEqual({});
    clearEmbedHandOff(storage, 'ZX98YW76');
    expect(orderSource(storage, 'AB12CD34')).toEqual({ source: 'embed' });
    expect(orderSource(storage, null)).toEqual({});
  });

  it('is nothing without a hand-off', () => {
    expect(orderSource(createMemoryStorage(), 'AB12CD34')).toEqual({});
  });
});
