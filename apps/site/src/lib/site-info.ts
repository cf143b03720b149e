/**
 * Site facts the spec leaves to configuration (ours, see docs/decisions/site.md). The API's
 * settings record will carry the live values; these are the static fallbacks.
 */
export const SUPPORT_EMAIL = 'support@brandshowroom.example';
export const LICENCE_NUMBER = 'CSLB Lic. #1000001';
/** The marketplace's name: the header's wordmark and every page title. */
export const SITE_NAME = 'Renovation Showroom';

/**
 * The mobile app's pages on both stores (spec 1 §1: "live chat with a project assistant through
 * a mobile app (links to both app stores)"). Set per deployment (VITE_APP_STORE_URL,
 * VITE_GOOGLE_PLAY_URL); without them the links search each store for the site's name.
 */
export const APP_STORE_URL: string =
  import.meta.env.VITE_APP_STORE_URL ||
  `https://apps.apple.com/us/search?term=${encodeURIComponent(SITE_NAME)}`;
export const GOOGLE_PLAY_URL: string =
  import.meta.env.VITE_GOOGLE_PLAY_URL ||
  `https://play.google.com/store/search?q=${encodeURIComponent(SITE_NAME)}&c=apps`;
