import type { Client } from '@brand/core/client';
import type { ShopProfileData } from '@brand/core/contract';
import type { BrandStores, ShowroomIdEntryProps } from '@brand/ui';
import { useBrandStores, useShowroom } from '@brand/ui';
import { useNavigate } from 'react-router';
import { useClient } from '../lib/brand.tsx';

export const SHOWROOM_HOME = '/visualize/contractor/all';

/**
 * ui's ShowroomIdEntry / ShowroomModal wired to core (spec 1 §4 "Showroom entry"): the search
 * and the profile go through core's client; Next stores the showroom item and goes shopping.
 */
export function useShowroomEntry(
  options: { stay?: boolean } = {},
): Omit<ShowroomIdEntryProps, 'className'> {
  const client = useClient();
  const { showroom } = useBrandStores();
  const item = useShowroom((s) => s.item);
  const navigate = useNavigate();
  return {
    search: async (s) => (await client.showrooms.searchShowrooms({ query: { s } })).data.data,
    loadProfile: async (hit) =>
      (await client.showrooms.shopProfile({ query: { showroom: hit.vsd_id } })).data,
    onEnter: (_hit, data) => {
      const { profile } = data as ShopProfileData;
      showroom.getState().setItem(itemOfProfile(profile));
      // A page that needs a showroom (a category, say) stays where it is once one is entered.
      if (!options.stay) void navigate(SHOWROOM_HOME);
    },
    current: item?.vsd_id ? { company_name: item.company_name ?? null, vsd_id: item.vsd_id } : null,
    onContinueShopping: () => void navigate(SHOWROOM_HOME),
  };
}

/**
 * Enters the showroom a link names by its ID alone (a shared product page, the embed's
 * hand-off): the ID at once, the rest of the stored item (the Pro's user id the category menu
 * needs, the theme) once the profile answers. Nothing happens when it is the current one.
 */
export function enterShowroomById(
  client: Client,
  showroom: BrandStores['showroom'],
  vsdId: string,
) {
  const current = showroom.getState().item;
  if (current?.vsd_id === vsdId && current.showroom != null) return;
  if (current?.vsd_id !== vsdId) showroom.getState().setItem({ showroom: null, vsd_id: vsdId });
  client.showrooms.shopProfile({ query: { showroom: vsdId }, quiet: true }).then(
    (answer) => {
      const profile = (answer.data as ShopProfileData | null)?.profile;
      if (profile && showroom.getState().item?.vsd_id === vsdId) {
        showroom.getState().setItem(itemOfProfile(profile));
      }
    },
    () => undefined,
  );
}

/** The stored showroom item (spec 1 §3 my_item) of a Pro's shop profile. */
function itemOfProfile(profile: ShopProfileData['profile']) {
  return {
    showroom: profile.user_id,
    vsd_id: profile.vsd_id,
    company_name: profile.company_name,
    shop_profile_id: profile.id,
    theme_color: profile.theme_color,
    business_logo: profile.business_logo,
    basic_addon: profile.basic_addon,
    custom_addon: profile.custom_addon,
    latest_subscription: profile.latest_subscription,
  };
}

/**
 * Issue 25 item 5: a signed-in user on a browser that has no showroom yet is put back in theirs
 * (a customer's current project's showroom, a Pro's own), never asked for an ID they already
 * gave. A showroom chosen meanwhile (or on this browser before) is left alone.
 */
export async function rememberShowroom(
  client: Client,
  showroom: BrandStores['showroom'],
  vsdId: string | null | undefined,
) {
  if (!vsdId || showroom.getState().item?.vsd_id) return;
  const answer = await client.showrooms.shopProfile({ query: { showroom: vsdId }, quiet: true });
  if (!answer.data || showroom.getState().item?.vsd_id) return;
  const { profile } = answer.data;
  showroom.getState().setItem(itemOfProfile(profile));
}
