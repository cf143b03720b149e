/**
 * Site facts the spec leaves to configuration (ours, see docs/decisions/site.md). The API's
 * settings record will carry the live values; these are the static fallbacks.
 */
export const SUPPORT_EMAIL = 'support@brandshowroom.example';
export const LICENCE_NUMBER = 'CSLB Lic. #1000001';
export const SITE_NAME = 'Brand Showroom';
