import { describe, expect, it } from 'vitest';
import { MAX_TEXT } from '../contract/fields';
import {
  AI_DESIGN_CREDIT_COST,
  AI_SIGNUP_CREDITS,
  CHAT_FILE_NAME_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  CHAT_STREAM_KEEPALIVE_MS,
  FILE_CACHE_SECONDS,
  LISTING_DEFAULT_PAGE_SIZE,
  LISTING_PAGE_SIZES,
  listingPageSize,
  MAX_LINE_QUANTITY,
  PLACEHOLDER_IMAGE_PX,
  SUGGESTION_DEFAULT_LIMIT,
  SUGGESTION_MAX_LIMIT,
} from './limits';
import { DEFAULT_MARKUP_PERCENT, MIN_MARKUP_PERCENT, RECOMMENDED_MARKUP_PERCENT } from './markup';
import {
  basisPointsToPercent,
  markupPrice,
  percentToBasisPoints,
  proposedLineTotalCents,
} from './money';
import {
  canCancelOrderItem,
  canChangeShippingAddress,
  canRequestReturn,
  DEFAULT_PAGE_SIZE,
  POLICY_MESSAGES,
} from './policy';
import {
  CHAT_IMAGE_MIN_PX,
  CHAT_UPLOAD_MESSAGES,
  CHAT_UPLOAD_RULE,
  validateFileUpload,
  validateImageUpload,
} from './upload';

describe('the policy numbers the API reads from core (docs/domain.md "Limits")', () => {
  it.each<[string, unknown, unknown]>([
    ['chat history page', CHAT_PAGE_SIZE, 50],
    ['chat message length (the contract free-text bound)', CHAT_MESSAGE_MAX_LENGTH, MAX_TEXT],
    ['chat file name length', CHAT_FILE_NAME_MAX_LENGTH, 200],
    ['chat stream keep-alive', CHAT_STREAM_KEEPALIVE_MS, 15_000],
    ['AI credits at sign-up', AI_SIGNUP_CREDITS, 10],
    // DOMAIN.md: "An AI design proposal costs one credit, spent only on success."
    ['AI credits per design', AI_DESIGN_CREDIT_COST, 1],
    // spec 1 §9: "Default page size is 10".
    ['suggestions by default', SUGGESTION_DEFAULT_LIMIT, DEFAULT_PAGE_SIZE],
    ['suggestions at most', SUGGESTION_MAX_LIMIT, 50],
    // Issue 25 item 3: whole rows of four at 1280 px, 24-48 a page.
    ['listing page sizes', LISTING_PAGE_SIZES, [24, 48]],
    ['listing page size by default', LISTING_DEFAULT_PAGE_SIZE, 24],
    ['line quantity at most', MAX_LINE_QUANTITY, 100_000],
    ['public file cache', FILE_CACHE_SECONDS.public, 86_400],
    ['private file cache', FILE_CACHE_SECONDS.private, 3_600],
    ['logo placeholder', PLACEHOLDER_IMAGE_PX.logo, { width: 160, height: 48 }],
    ['photo placeholder', PLACEHOLDER_IMAGE_PX.photo, { width: 400, height: 300 }],
    // spec 1 §5: images have "a minimum width and height" (200 px, ours).
    ['chat image minimum', CHAT_IMAGE_MIN_PX, { width: 200, height: 200 }],
  ])('%s', (_name, value, expected) => {
    expect(value).toEqual(expected);
  });
});

describe('one default markup (spec 2 §1 / §9: "Recommended markup is 10%")', () => {
  it('is the recommendation, and not below the minimum', () => {
    expect(DEFAULT_MARKUP_PERCENT).toBe(10);
    expect(RECOMMENDED_MARKUP_PERCENT).toBe(DEFAULT_MARKUP_PERCENT);
    expect(DEFAULT_MARKUP_PERCENT).toBeGreaterThanOrEqual(MIN_MARKUP_PERCENT);
  });

  it('prices a product where no showroom applies', () => {
    expect(markupPrice(4000, DEFAULT_MARKUP_PERCENT)).toBe(4400);
  });
});

describe('percentages stored as basis points', () => {
  it.each([
    [10, 1000],
    [12.5, 1250],
    [0.01, 1],
    [7.255, 726],
    [0, 0],
    [300, 30_000],
  ])('%d%% <-> %d bp', (percent, bp) => {
    expect(percentToBasisPoints(percent)).toBe(bp);
  });

  it.each([
    [1000, 10],
    [1250, 12.5],
    [1, 0.01],
    [0, 0],
  ])('%d bp is %d%%', (bp, percent) => {
    expect(basisPointsToPercent(bp)).toBe(percent);
  });
});

// DOMAIN.md: "the vendor proposes a new unit price for an item; the customer accepts (the item
// continues at the new price) or rejects".
describe('the line total at a proposed price', () => {
  it.each([
    // line total, unit price today, proposed unit price, proposed line total
    [17_820, 5400, 6000, 19_800],
    [17_820, 5400, 5400, 17_820],
    [17_820, 5400, 2700, 8910],
    [10_000, 3000, 1000, 3333],
    [10_000, 3000, 2000, 6667],
    [500, 0, 200, 100_000],
    [17_820, 5400, 0, 0],
  ])('%d at %d, proposed %d: %d', (lineTotal, finalPrice, proposed, expected) => {
    expect(proposedLineTotalCents(lineTotal, finalPrice, proposed)).toBe(expected);
  });
});

describe('the answers when a window has closed (spec 2 §9)', () => {
  const ordered = '2026-03-01T10:00:00Z';
  it.each([
    [
      'address change',
      POLICY_MESSAGES.addressChangeClosed,
      'The shipping address can only be changed within 60 minutes of the order.',
    ],
    [
      'cancel',
      POLICY_MESSAGES.cancelClosed,
      'Items can only be cancelled within 60 minutes of the order, before they are picked up.',
    ],
    [
      'return',
      POLICY_MESSAGES.returnClosed,
      'Returns can be requested within 12 days of delivery.',
    ],
    [
      'Pro application',
      POLICY_MESSAGES.applicationReceived,
      'Thank you for applying. Your account is pending approval (up to 24 hours).',
    ],
  ])('%s', (_name, message, expected) => {
    expect(message).toBe(expected);
  });

  it('match the window checks they explain', () => {
    expect(canChangeShippingAddress(ordered, '2026-03-01T11:00:00Z')).toBe(true);
    expect(canChangeShippingAddress(ordered, '2026-03-01T11:00:01Z')).toBe(false);
    expect(canCancelOrderItem(ordered, '2026-03-01T11:00:01Z')).toBe(false);
    expect(canRequestReturn('2026-03-01T18:00:00Z', '2026-03-13T18:00:00Z')).toBe(true);
    expect(canRequestReturn('2026-03-01T18:00:00Z', '2026-03-15T18:00:00Z')).toBe(false);
  });
});

describe("the chat's file answers", () => {
  it.each([
    [
      'type',
      CHAT_UPLOAD_MESSAGES.fileType,
      'Please upload an image of type jpg, svg, jpeg, png, bmp, gif, or a PDF.',
    ],
    ['count', CHAT_UPLOAD_MESSAGES.tooMany, 'Please upload at most 5 files.'],
    ['size', CHAT_UPLOAD_MESSAGES.tooLarge, 'Each file must be at most 10 MB.'],
    ['unreadable', CHAT_UPLOAD_MESSAGES.unreadableImage, 'This file is not a readable image.'],
    ['pixels', CHAT_UPLOAD_MESSAGES.imageSize, 'The image must be at least 200 x 200 pixels.'],
  ])('%s', (_name, message, expected) => {
    expect(message).toBe(expected);
  });

  it('are what the shared upload rules answer for the chat rule', () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}.png` }));
    expect(validateFileUpload(files(6), CHAT_UPLOAD_RULE)).toBe(CHAT_UPLOAD_MESSAGES.tooMany);
    expect(
      validateFileUpload(
        [{ name: 'a.pdf', size: CHAT_UPLOAD_RULE.maxBytes + 1 }],
        CHAT_UPLOAD_RULE,
      ),
    ).toBe(CHAT_UPLOAD_MESSAGES.tooLarge);
    expect(
      validateImageUpload(
        { name: 'a.png', width: CHAT_IMAGE_MIN_PX.width - 1, height: 500 },
        CHAT_IMAGE_MIN_PX.width,
        CHAT_IMAGE_MIN_PX.height,
      ),
    ).toBe(CHAT_UPLOAD_MESSAGES.imageSize);
  });
});

describe('listingPageSize: the page size a listing URL asks for', () => {
  it.each<[string | number | null | undefined, number]>([
    ['24', 24],
    ['48', 48],
    [48, 48],
    [null, 24],
    [undefined, 24],
    ['', 24],
    ['10', 24],
    ['1000', 24],
    ['48abc', 24],
    ['-48', 24],
  ])('%j gives %d', (asked, size) => {
    expect(listingPageSize(asked)).toBe(size);
  });

  it('every listing size fits the contract (1 to 100 a page) and fills rows of 4, 3 and 2', () => {
    for (const size of LISTING_PAGE_SIZES) {
      expect(size).toBeGreaterThanOrEqual(1);
      expect(size).toBeLessThanOrEqual(100);
      for (const columns of [4, 3, 2]) expect(size % columns).toBe(0);
    }
  });
});
