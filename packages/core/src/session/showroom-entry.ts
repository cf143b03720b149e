/**
 * spec 1 §4 "Showroom entry": type an ID, search at exactly 8 characters, show the first hit,
 * Next loads the profile, stores the showroom as the current item and goes to
 * /visualize/contractor/all; an empty search or profile warns 'No Showroom Found, Please Enter
 * Correct Showroom Id.'.
 */

import type { Category, ShowroomSearchResult } from '../client/api-types';
import type { Toast } from '../client/catalogue';
import type { Client } from '../client/create-client';
import { MESSAGES } from '../rules/policy';
import { normalizeShowroomId, shouldSearchShowroom } from '../rules/showroom-id';
import type { ShowroomItem, ShowroomStore } from './stores';

/** spec 1 §4 step 3: where Next goes. */
export const SHOWROOM_HOME_PATH = '/visualize/contractor/all';

const notFound: Toast = { kind: 'warning', message: MESSAGES.showroomNotFound };

export type ShowroomSearchOutcome =
  | { type: 'skip' }
  | { type: 'found'; result: ShowroomSearchResult }
  | { type: 'not-found'; toast: Toast };

/**
 * Steps 1-2: search only when the text is exactly 8 characters (`skip` otherwise); the first
 * hit enables Next. An empty answer is the spec's warning.
 */
export async function searchShowroomId(
  client: Pick<Client, 'showrooms'>,
  text: string,
  signal?: AbortSignal,
): Promise<ShowroomSearchOutcome> {
  if (!shouldSearchShowroom(text)) return { type: 'skip' };
  const s = normalizeShowroomId(text);
  const answer = await client.showrooms.searchShowrooms(
    signal ? { query: { s }, signal } : { query: { s } },
  );
  const [first] = answer.data.data;
  return first ? { type: 'found', result: first } : { type: 'not-found', toast: notFound };
}

export type ShowroomEntryOutcome =
  | { type: 'entered'; item: ShowroomItem; categories: Category[]; navigateTo: string }
  | { type: 'not-found'; toast: Toast };

/**
 * Step 3 (Next): load the profile, store the showroom (user id, ID, add-ons, theme) as the
 * current item, and hand back the categories and where to go. An empty profile warns.
 */
export async function enterShowroom(
  client: Pick<Client, 'showrooms'>,
  showroom: ShowroomStore,
  vsdId: string,
): Promise<ShowroomEntryOutcome> {
  const answer = await client.showrooms.shopProfile({
    query: { vsd_id: normalizeShowroomId(vsdId) },
  });
  if (!answer.data) return { type: 'not-found', toast: notFound };
  const { profile, category } = answer.data;
  const item: ShowroomItem = {
    showroom: profile.user_id,
    vsd_id: profile.vsd_id,
    company_name: profile.company_name,
    shop_profile_id: profile.id,
    basic_addon: profile.basic_addon,
    custom_addon: profile.custom_addon,
    latest_subscription: profile.latest_subscription,
    theme_color: profile.theme_color,
    business_logo: profile.business_logo,
    floorplan: null,
    floorTemplate: null,
    project: null,
  };
  showroom.getState().setItem(item);
  return { type: 'entered', item, categories: category, navigateTo: SHOWROOM_HOME_PATH };
}
