/**
 * A Pro's showroom settings, logo, coupons and curation (ours: DOMAIN.md "Money"; spec 1 §6;
 * issue 12 item 2).
 */
import { MessageResponseSchema } from '../common';
import {
  ShowroomCurationBodySchema,
  ShowroomCurationResponseSchema,
  ShowroomCurationWriteResponseSchema,
} from '../curation';
import {
  CouponBodySchema,
  CouponListResponseSchema,
  CouponResponseSchema,
  ShowroomLogoBodySchema,
  ShowroomSettingsBodySchema,
  ShowroomSettingsResponseSchema,
  ShowroomSettingsWriteResponseSchema,
} from '../settings';
import { defineEndpoint, IdParamsSchema, OURS_MONEY } from './define';

export const showroomSettingsEndpoints = {
  showroomSettings: defineEndpoint({
    method: 'GET',
    path: '/api/showroom/settings',
    auth: 'user',
    summary: "A Pro's showroom settings.",
    source: OURS_MONEY,
    response: ShowroomSettingsResponseSchema,
  }),
  updateShowroomSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/showroom/settings',
    auth: 'user',
    summary: 'Set markup (min 10), per-category markup, theme colour, allowed embed domains.',
    source: OURS_MONEY,
    body: ShowroomSettingsBodySchema,
    response: ShowroomSettingsWriteResponseSchema,
  }),
  uploadShowroomLogo: defineEndpoint({
    method: 'POST',
    path: '/api/showroom/logo',
    auth: 'user',
    summary: 'Upload the business logo (multipart `logo` part; entitled Pros only).',
    source: 'ours: spec 1 §6 custom theme and logo',
    body: ShowroomLogoBodySchema,
    bodyType: 'multipart',
    response: ShowroomSettingsWriteResponseSchema,
  }),
  coupons: defineEndpoint({
    method: 'GET',
    path: '/api/showroom/coupons',
    auth: 'user',
    summary: "A Pro's coupons.",
    source: OURS_MONEY,
    response: CouponListResponseSchema,
  }),
  createCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/showroom/coupons',
    auth: 'user',
    summary: 'Issue a coupon (percent, at most the markup).',
    source: OURS_MONEY,
    body: CouponBodySchema,
    response: CouponResponseSchema,
  }),
  deleteCoupon: defineEndpoint({
    method: 'DELETE',
    path: '/api/showroom/coupons/:id',
    auth: 'user',
    summary: 'Withdraw a coupon.',
    source: OURS_MONEY,
    params: IdParamsSchema,
    response: MessageResponseSchema,
  }),
  showroomCuration: defineEndpoint({
    method: 'GET',
    path: '/api/showroom/curation',
    auth: 'user',
    summary: "A Pro's curation: the vendors, categories and products the showroom sells.",
    source: 'ours: issue 12 item 2 (showroom curation)',
    response: ShowroomCurationResponseSchema,
  }),
  updateShowroomCuration: defineEndpoint({
    method: 'PUT',
    path: '/api/showroom/curation',
    auth: 'user',
    summary: 'Pro: choose the vendors, categories and single products the showroom sells.',
    source: 'ours: issue 12 item 2 (showroom curation)',
    body: ShowroomCurationBodySchema,
    response: ShowroomCurationWriteResponseSchema,
  }),
  previewShowroomCuration: defineEndpoint({
    method: 'POST',
    path: '/api/showroom/curation/preview',
    auth: 'user',
    summary: 'Pro: how many products a curation would sell, without saving it.',
    source: 'ours: issue 12 item 2 (showroom curation)',
    body: ShowroomCurationBodySchema,
    response: ShowroomCurationResponseSchema,
  }),
};
